import Foundation

/// An iOS app target's folder as Xcode keeps it, checked before anything is ported: it exists,
/// it holds Swift files, and it has an Info.plist (at its top, or the shallowest one below, as
/// an Xcode project may point at `Supporting Files/Info.plist`).
public struct AppFolder: Sendable {
  /// The folder, its symbolic links resolved (a corpus of links to apps kept elsewhere).
  public let url: URL
  /// The app's name: the folder's name as given (a link's own name).
  public let name: String
  /// The app's Info.plist, relative to the folder.
  public let infoPlist: String
  /// The Swift files, relative to the folder, sorted.
  public let swiftFiles: [String]

  /// Why a folder is not an app folder: one sentence naming the path.
  public struct Problem: Error, CustomStringConvertible, Equatable {
    /// The sentence.
    public let description: String
  }

  /// The app folder at `url`.
  ///
  /// - Throws: ``Problem`` when there is no such folder, it is a file, it holds no Swift
  ///   file, or it has no Info.plist.
  public init(_ given: URL) throws(Problem) {
    let manager = FileManager.default
    let url = given.resolvingSymlinksInPath()
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw Problem(description: "\(given.path): no such folder")
    }
    guard isDirectory.boolValue else {
      throw Problem(description: "\(given.path) is a file, not an app folder")
    }
    let files = Self.files(in: url)
    let swift = files.filter { $0.hasSuffix(".swift") }
    guard !swift.isEmpty else {
      throw Problem(description: "\(given.path) holds no Swift file: it is not an app folder")
    }
    // `Info.plist` before `NAME-Info.plist`, the shallowest first.
    let plists = files.filter { Self.isInfoPlist($0) }.sorted {
      (
        !$0.hasSuffix("/Info.plist") && $0 != "Info.plist" ? 1 : 0, $0.split(separator: "/").count,
        $0
      )
        < (
          !$1.hasSuffix("/Info.plist") && $1 != "Info.plist" ? 1 : 0,
          $1.split(separator: "/").count, $1
        )
    }
    guard let plist = plists.first else {
      throw Problem(
        description: "\(given.path) has no Info.plist: an app folder has one (its target's "
          + "INFOPLIST_FILE)")
    }
    self.url = url
    name = given.lastPathComponent
    infoPlist = plist
    swiftFiles = swift
  }

  /// The app's Swift module, as Xcode named it: the `customModule` its storyboards and nibs
  /// give most often with `customModuleProvider="target"` (Interface Builder writes the
  /// target's module there), else ``moduleName(for:)`` of the folder's name.
  public var module: String {
    var counts: [String: Int] = [:]
    for file in Self.files(in: url)
    where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
      let text = (try? String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for part in text.components(separatedBy: "customModule=\"").dropFirst() {
        let value = String(part.prefix { $0 != "\"" })
        let rest = part.prefix(80)
        if rest.contains("customModuleProvider=\"target\""), !value.isEmpty {
          counts[value, default: 0] += 1
        }
      }
    }
    let best = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key
    return Self.moduleName(for: best ?? name)
  }

  /// The Swift module name Xcode derives from a target name: every character that is not a
  /// letter, digit or underscore becomes `_`, and a leading digit gets a `_` before it.
  public static func moduleName(for name: String) -> String {
    var module = String(
      name.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "_" ? $0 : "_" })
    if module.first?.isNumber ?? true { module = "_" + module }
    return module
  }

  /// Configuration files named like an Info.plist that are not one (Firebase's).
  static let notInfoPlists: Set<String> = ["GoogleService-Info.plist"]

  /// Whether `relative` is an app's Info.plist: `Info.plist` or `NAME-Info.plist` (not
  /// `GoogleService-Info.plist`), outside bundles, asset catalogs and test folders.
  static func isInfoPlist(_ relative: String) -> Bool {
    let name = relative.split(separator: "/").last.map(String.init) ?? relative
    guard name == "Info.plist" || name.hasSuffix("-Info.plist"), !notInfoPlists.contains(name)
    else { return false }
    return !relative.split(separator: "/").dropLast().contains {
      $0.hasSuffix(".bundle") || $0.hasSuffix(".xcassets") || $0.hasSuffix(".appex")
        || $0.lowercased().contains("test")
    }
  }

  /// Every file under `folder`, relative, sorted (hidden files left out).
  static func files(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }
}
