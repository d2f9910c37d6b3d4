import Foundation

/// Finds a storyboard or nib file in a bundle as UIKit finds its compiled form: at the
/// bundle's top level, then in `Base.lproj`, then `en.lproj`, then the other `.lproj` folders in
/// name order, then anywhere below (a SwiftPM resource copied with its folder, depth 4 at
/// most, in name order).
///
/// With no bundle (`bundle: nil`, the main bundle) the search covers the main bundle's folder
/// and every SwiftPM resource bundle (`*.resources`) in it: on Linux a test runner's main bundle
/// is the build folder that holds the app targets' resource bundles. An app has one main
/// bundle; a test binary with two app targets has two resource bundles, and a name both hold
/// (two apps' `Main.storyboard`) is ambiguous: ``bundles(holding:extension:mainBundlePath:)``
/// lists them, and the loaders refuse to choose.
@MainActor
enum InterfaceBuilderResources {
  struct Found {
    let path: String
    /// The app modules the bundle names (``InterfaceBuilderModules``).
    let modules: [String]
  }

  static func find(_ name: String, extension fileExtension: String, in bundle: Bundle?) -> Found? {
    let file = name.hasSuffix(".\(fileExtension)") ? name : "\(name).\(fileExtension)"
    let key = "\(bundle?.bundlePath ?? "<main>")/\(file)"
    let located: (path: String, root: String)?
    if let cached = locations[key] {
      located = cached
    } else {
      located =
        roots(for: bundle).lazy.compactMap { root in search(file, under: root).map { ($0, root) } }
        .first
      locations[key] = .some(located)
    }
    guard let located else { return nil }
    // The app's module comes from the resource bundle that holds the file: the nearest folder
    // named `*.resources` on its path (found under the main bundle's folder or given as the
    // bundle), else the root searched.
    let bundlePath = resourceBundle(of: located.path) ?? located.root
    return Found(
      path: located.path,
      modules: InterfaceBuilderModules.registered
        + InterfaceBuilderModules.modules(ofBundleAt: bundlePath))
  }

  /// The bundles (each `*.resources` folder, or the main bundle's folder) that hold `name` when
  /// no bundle is given, in name order: more than one means `bundle: nil` cannot say which file
  /// is meant.
  ///
  /// - Parameters:
  ///   - name: the file's name, with or without `fileExtension`.
  ///   - fileExtension: `storyboard` or `xib`.
  ///   - mainBundlePath: the main bundle's folder (the process's by default).
  static func bundles(
    holding name: String, extension fileExtension: String,
    mainBundlePath: String = Bundle.main.bundlePath
  ) -> [String] {
    let file = name.hasSuffix(".\(fileExtension)") ? name : "\(name).\(fileExtension)"
    let key = "\(mainBundlePath)/\(file)"
    if let cached = holdersByFile[key] { return cached }
    var holders: [String] = []
    for root in roots(main: mainBundlePath) {
      guard let path = search(file, under: root) else { continue }
      let holder = resourceBundle(of: path) ?? root
      if !holders.contains(holder) { holders.append(holder) }
    }
    holders.sort()
    holdersByFile[key] = holders
    return holders
  }

  /// ``bundles(holding:extension:mainBundlePath:)``'s answers, once per process.
  private static var holdersByFile: [String: [String]] = [:]

  /// The nearest folder named `*.resources` on `path`, if any.
  private static func resourceBundle(of path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    while folder.count > 1 {
      if folder.hasSuffix(".resources") { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// Whether `name` is ambiguous because no bundle was given and several hold it; when it is, the
  /// ambiguity is reported as UIKit's `exception` would be, naming the bundles.
  ///
  /// - Parameters:
  ///   - name: the storyboard's or nib's name.
  ///   - fileExtension: `storyboard` or `xib`.
  ///   - bundle: the bundle the app gave (a given bundle is never ambiguous).
  ///   - mainBundlePath: the main bundle's folder.
  static func reportsAmbiguity(
    _ name: String, extension fileExtension: String, bundle: Bundle?, mainBundlePath: String
  ) -> Bool {
    guard bundle == nil else { return false }
    let holders = bundles(holding: name, extension: fileExtension, mainBundlePath: mainBundlePath)
    guard holders.count > 1 else { return false }
    let storyboard = fileExtension == "storyboard"
    InterfaceBuilderDiagnostics.report(
      .exception,
      (storyboard ? "NSInvalidArgumentException: " : "NSInternalInconsistencyException: ")
        + ambiguity(name, kind: storyboard ? "The storyboard" : "The nib", in: holders))
    return true
  }

  /// UIKit-style message for a name `bundles` shows to be in several bundles.
  static func ambiguity(_ name: String, kind: String, in holders: [String]) -> String {
    let names = holders.map { ($0 as NSString).lastPathComponent }
    return "\(kind) '\(name)' is in \(holders.count) bundles (\(names.joined(separator: ", "))) "
      + "and no bundle was given: name the app target's (its `Bundle.module`; docs/PORTING.md) "
      + "— on iOS an app has one main bundle"
  }

  /// Where each file was found (or not), per bundle: the search lists folders, so it is done
  /// once per process.
  private static var locations: [String: (path: String, root: String)?] = [:]

  /// What the message of a file not found names: the bundle's path.
  static func describe(_ bundle: Bundle?) -> String {
    "NSBundle <\((bundle ?? .main).bundlePath)> (\(bundle == nil ? "not yet loaded" : "loaded"))"
  }

  private static func roots(for bundle: Bundle?) -> [String] {
    if let bundle { return [bundle.bundlePath] }
    return roots(main: Bundle.main.bundlePath)
  }

  /// The main bundle's folder and the resource bundles in it.
  private static func roots(main: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: main)) ?? []
    return [main] + entries.filter { $0.hasSuffix(".resources") }.sorted().map { "\(main)/\($0)" }
  }

  private static func search(_ file: String, under root: String) -> String? {
    let manager = FileManager.default
    var candidates = ["\(root)/\(file)", "\(root)/Base.lproj/\(file)", "\(root)/en.lproj/\(file)"]
    let entries = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
    candidates += entries.filter { $0.hasSuffix(".lproj") }.map { "\(root)/\($0)/\(file)" }
    if let path = candidates.first(where: { manager.fileExists(atPath: $0) }) { return path }
    return deepSearch(file, under: root, depth: 4)
  }

  private static func deepSearch(_ file: String, under folder: String, depth: Int) -> String? {
    guard depth > 0 else { return nil }
    let manager = FileManager.default
    let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var folders: [String] = []
    for entry in entries {
      let path = "\(folder)/\(entry)"
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        folders.append(path)
      } else if entry == file {
        return path
      }
    }
    // Localized folders first, Base before the others, as at the top level.
    folders.sort { lhs, rhs in
      let left = (lhs.hasSuffix("Base.lproj") ? 0 : lhs.hasSuffix(".lproj") ? 1 : 2, lhs)
      let right = (rhs.hasSuffix("Base.lproj") ? 0 : rhs.hasSuffix(".lproj") ? 1 : 2, rhs)
      return left < right
    }
    for sub in folders {
      if let found = deepSearch(file, under: sub, depth: depth - 1) { return found }
    }
    return nil
  }
}
