import Foundation

/// The files an app's dependency managers write (CocoaPods' `Podfile.lock`, Carthage's
/// `Cartfile.resolved`, SwiftPM's `Package.resolved`), found where a project keeps them, and
/// what CocoaPods' says about the modules an app's files import.
public enum DependencyLockFiles {
  /// The files named one of `names` for the app in `folder`: anywhere inside it (a corpus keeps
  /// them in `_repo/`; not inside an `.xcodeproj`, a `.build` or a hidden folder), then in the
  /// folders above it up to the repository's root (the folder with `.git`, at most six up).
  ///
  /// - Returns: Inside files first (sorted by path), then the ones above, nearest first; a
  ///   missing or unreadable folder gives none.
  public static func find(named names: Set<String>, forAppIn folder: URL) -> [URL] {
    var found: [URL] = []
    if let enumerator = FileManager.default.enumerator(atPath: folder.path) {
      var inside: [String] = []
      while let path = enumerator.nextObject() as? String {
        let parts = path.split(separator: "/")
        guard let last = parts.last, names.contains(String(last)),
          !parts.contains(where: { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") })
        else { continue }
        inside.append(path)
      }
      found = inside.sorted().map { folder.appendingPathComponent($0) }
    }
    var parent = folder.standardizedFileURL.deletingLastPathComponent()
    for _ in 0..<6 where parent.path != "/" {
      for name in names.sorted() {
        let file = parent.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: file.path) { found.append(file) }
      }
      if FileManager.default.fileExists(atPath: parent.appendingPathComponent(".git").path) {
        break
      }
      parent = parent.deletingLastPathComponent()
    }
    return found
  }

  /// The pods of a `Podfile.lock`'s `PODS:` section, by root name (`Firebase/Core (5.4.0)` is
  /// `Firebase`, `5.4.0`), each once, in the file's order. Lines that are not a pod with its
  /// version in parentheses are skipped.
  public static func pods(inPodfileLock text: String) -> [(name: String, version: String)] {
    var pods: [(name: String, version: String)] = []
    var inPods = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:") }
      guard inPods, line.hasPrefix("  - ") else { continue }
      let entry = line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\":"))
      guard let open = entry.firstIndex(of: "("), let close = entry.firstIndex(of: ")") else {
        continue
      }
      let name = entry[..<open].trimmingCharacters(in: .whitespaces)
      let root = name.split(separator: "/").first.map(String.init) ?? name
      if !pods.contains(where: { $0.name == root }) {
        pods.append((root, String(entry[entry.index(after: open)..<close])))
      }
    }
    return pods
  }

  /// The module CocoaPods builds a pod as when its podspec names none: the pod's name with
  /// every character that cannot be in a Swift identifier made `_` (`Moya-ObjectMapper` →
  /// `Moya_ObjectMapper`, `UITextView+Placeholder` → `UITextView_Placeholder`).
  public static func moduleName(ofPod name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  /// The modules the app in `folder` gets through CocoaPods (its `Podfile.lock`, found as
  /// ``find(named:forAppIn:)`` finds it): each pod's name and its module name. On iOS each is a
  /// framework whose umbrella header (`NAME-umbrella.h`) imports UIKit and whose module map
  /// exports what it imports, so a file that imports one of them sees UIKit without importing
  /// it.
  public static func podModules(forAppIn folder: URL) -> Set<String> {
    var modules: Set<String> = []
    for file in find(named: ["Podfile.lock"], forAppIn: folder) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for pod in pods(inPodfileLock: text) {
        modules.insert(pod.name)
        modules.insert(moduleName(ofPod: pod.name))
      }
    }
    return modules
  }

  /// `text` with `import UIKit` added at its end (where it moves no line: a diagnostic's line
  /// is the original's) when it imports one of `podModules` and not UIKit, as it sees UIKit on
  /// iOS through the pod (``podModules(forAppIn:)``); else `text` as it is.
  public static func addingUIKitSeenThroughPods(
    to text: String, podModules: Set<String>
  ) -> String {
    let imported = PackagePorter.importedModules(text, guarded: true)
    guard !imported.contains("UIKit"), !imported.isDisjoint(with: podModules) else { return text }
    return text + (text.hasSuffix("\n") ? "" : "\n") + "import UIKit\n"
  }
}
