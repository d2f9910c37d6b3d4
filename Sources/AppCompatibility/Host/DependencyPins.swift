import Foundation
import SourcePorting

/// The third-party libraries an app pins, read from the files its dependency managers write:
/// CocoaPods' `Podfile.lock`, Carthage's `Cartfile.resolved` and SwiftPM's `Package.resolved`
/// (versions 1 to 3), wherever they are in the app folder (a corpus keeps them in `_repo/`) or
/// in the folders above it up to the repository's root (where a project keeps them).
public enum DependencyPins {
  /// A pinned library: its name (a pod's root name, a repository's name) and its version (a
  /// tag, or the first 7 characters of a commit).
  public struct Pin: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name.
    public var name: String
    /// The version.
    public var version: String

    /// A pin.
    public init(name: String, version: String) {
      self.name = name
      self.version = version
    }

    /// `NAME@VERSION`, as a folder of library sources is named.
    public var description: String { "\(name)@\(version)" }

    public static func < (lhs: Pin, rhs: Pin) -> Bool { lhs.description < rhs.description }
  }

  /// The pin files' names.
  static let fileNames: Set<String> = ["Podfile.lock", "Cartfile.resolved", "Package.resolved"]

  /// Every pin of the app in `folder`, sorted, each name once (the first file's version).
  public static func pins(ofAppIn folder: URL) -> [Pin] {
    let files = DependencyLockFiles.find(named: fileNames, forAppIn: folder).filter {
      !$0.path.contains("/.build/")
    }
    var found: [String: Pin] = [:]
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let name = file.lastPathComponent
      let pins: [Pin]
      switch name {
      case "Podfile.lock": pins = podfileLock(text)
      case "Cartfile.resolved": pins = cartfileResolved(text)
      default: pins = packageResolved(text)
      }
      for pin in pins where found[pin.name] == nil { found[pin.name] = pin }
    }
    return found.values.sorted()
  }

  /// The folder of sources in `available` (folder names, `NAME@VERSION` or `NAME`) to port
  /// `pin` from: the exact version, else the closest version of the same major — the oldest
  /// above the pin (semantic versioning keeps within a major what the pin's code calls, as
  /// SwiftPM's `from:` and CocoaPods' `~>` resolve), else the newest below it, whose API may
  /// lack what later minors added — else a folder named `NAME`. Nil when none fits (another
  /// major is another API).
  ///
  /// - Parameters:
  ///   - pin: The library and version the app pins.
  ///   - available: Folder names; any order.
  public static func source(for pin: Pin, among available: [String]) -> String? {
    if available.contains(pin.description) { return pin.description }
    let wanted = numericVersion(pin.version)
    let sameMajor = available.compactMap { name -> (name: String, version: [Int])? in
      let parts = name.split(separator: "@", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0] == pin.name else { return nil }
      let version = numericVersion(parts[1])
      guard let major = version.first, major == wanted.first else { return nil }
      return (name, version)
    }
    let above = sameMajor.filter { !$0.version.lexicographicallyPrecedes(wanted) }
    if let oldest = above.min(by: { $0.version.lexicographicallyPrecedes($1.version) }) {
      return oldest.name
    }
    if let newest = sameMajor.max(by: { $0.version.lexicographicallyPrecedes($1.version) }) {
      return newest.name
    }
    return available.contains(pin.name) ? pin.name : nil
  }

  /// A version's leading numbers (`5.0.0-rc.2` → 5, 0, 0); empty when it has none.
  static func numericVersion(_ version: String) -> [Int] {
    let core = version.prefix { $0.isNumber || $0 == "." }
    return core.split(separator: ".").compactMap { Int($0) }
  }

  /// The pods of a `Podfile.lock`'s `PODS:` section, by root name (`Firebase/Core (5.4.0)` is
  /// `Firebase@5.4.0`).
  static func podfileLock(_ text: String) -> [Pin] {
    DependencyLockFiles.pods(inPodfileLock: text).map { Pin(name: $0.name, version: $0.version) }
  }

  /// The repositories of a `Cartfile.resolved` (`github "owner/Name" "v1.0"`).
  static func cartfileResolved(_ text: String) -> [Pin] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\"").map(String.init)
      guard parts.count >= 4 else { return nil }
      let name = parts[1].split(separator: "/").last.map(String.init) ?? parts[1]
      return Pin(name: name.replacingOccurrences(of: ".git", with: ""), version: parts[3])
    }
  }

  /// The packages of a `Package.resolved`: the package's name where the file gives it (version
  /// 1's `package`, which may differ from the repository's: `GithubKit` from
  /// `GithubKitForSample`), else the repository's name; its version, else the first 7
  /// characters of its revision.
  static func packageResolved(_ text: String) -> [Pin] {
    guard let data = text.data(using: .utf8),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    let pins =
      (root["pins"] as? [[String: Any]])
      ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    return pins.compactMap { pin in
      let location = (pin["location"] ?? pin["repositoryURL"]) as? String ?? ""
      var name = location.split(separator: "/").last.map(String.init) ?? ""
      if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
      if let package = pin["package"] as? String, !package.isEmpty { name = package }
      if name.isEmpty { name = pin["identity"] as? String ?? "" }
      let state = pin["state"] as? [String: Any] ?? [:]
      guard !name.isEmpty else { return nil }
      let version =
        state["version"] as? String
        ?? (state["revision"] as? String).map { String($0.prefix(7)) } ?? ""
      return version.isEmpty ? nil : Pin(name: name, version: version)
    }
  }
}
