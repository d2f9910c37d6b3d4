import Foundation

/// A SwiftPM manifest, read as `swift package dump-package` prints it (JSON), as a
/// ``PortablePackage``.
///
/// A manifest is Swift: it may ask which host evaluates it (`#if canImport(Darwin)`, as
/// RxSwift's does to declare RxCocoa only for Apple platforms). An app that builds for iOS
/// evaluates it on a Mac, so the port evaluates a copy rewritten as a Mac would see it
/// (``hostRewritten(_:)``) — the same rule as for sources: choose what iOS builds.
public enum SwiftPackageManifest {
  /// A failure to read a manifest, with the place it concerns.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// The message, starting with the file it concerns.
    public var description: String
  }

  /// What `#if` tests in a manifest become: what a Mac evaluating it for an iOS app sees.
  public static let hostConditions: [String: String] = [
    "canImport(Darwin)": "true", "canImport(ObjectiveC)": "true", "os(macOS)": "true",
    "os(OSX)": "true", "os(Linux)": "false", "os(Windows)": "false", "os(Android)": "false",
  ]

  /// The manifest SwiftPM reads among `names` (a package folder's files): the
  /// `Package@swift-X[.Y[.Z]].swift` of the highest version at most `toolsVersion`, else
  /// `Package.swift`; nil when there is none.
  public static func manifestFileName(in names: [String], toolsVersion: [Int] = [6, 3])
    -> String?
  {
    let tools = padded(toolsVersion)
    var best: (version: [Int], name: String)?
    for name in names where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
      let text = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
      let parts = text.split(separator: ".", omittingEmptySubsequences: false).compactMap {
        Int($0)
      }
      guard !parts.isEmpty, parts.count == text.split(separator: ".").count else { continue }
      let version = padded(parts)
      guard !tools.lexicographicallyPrecedes(version) else { continue }  // newer than the tools
      if best.map({ $0.version.lexicographicallyPrecedes(version) }) ?? true {
        best = (version, name)
      }
    }
    if let best { return best.name }
    return names.contains("Package.swift") ? "Package.swift" : nil
  }

  /// The library products a manifest's text declares (`.library(name: "X"`), in order, read
  /// without evaluating it: for the manifests the port writes and ones like them (a product
  /// built by a loop or a variable is not seen).
  public static func libraryProducts(ofManifest text: String) -> [String] {
    var products: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: ".library(") {
      rest = rest[range.upperBound...]
      let head = rest.prefix(200)
      guard let name = head.range(of: "name:") else { continue }
      let after = head[name.upperBound...].drop { $0 == " " || $0 == "\n" }
      guard after.first == "\"" else { continue }
      let value = after.dropFirst().prefix { $0 != "\"" }
      if !products.contains(String(value)) { products.append(String(value)) }
    }
    return products
  }

  /// The paths of the local packages a manifest's text depends on (`.package(path: "P")`,
  /// `.package(name: "N", path: "P")`), in order, read without evaluating it, as
  /// ``libraryProducts(ofManifest:)`` reads products.
  public static func packagePaths(ofManifest text: String) -> [String] {
    var paths: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: ".package(") {
      rest = rest[range.upperBound...]
      let head = rest.prefix { $0 != ")" }
      guard let path = head.range(of: "path:") else { continue }
      let after = head[path.upperBound...].drop { $0 == " " || $0 == "\n" }
      guard after.first == "\"" else { continue }
      paths.append(String(after.dropFirst().prefix { $0 != "\"" }))
    }
    return paths
  }

  /// The major Swift tools version `manifest` declares on its first line
  /// (`// swift-tools-version:4.2` → 4), or 3 when the first line declares none: a manifest
  /// without the line is tools version 3.0, written for Swift 3 (SE-0152, which introduced the
  /// line in Swift 3.1).
  public static func toolsVersionMajor(ofManifest manifest: String) -> Int {
    let first = manifest.prefix { $0 != "\n" }.lowercased()
    guard let marker = first.range(of: "swift-tools-version:") else { return 3 }
    let digits = first[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
    return Int(digits) ?? 3
  }

  private static func padded(_ version: [Int]) -> [Int] {
    Array((version + [0, 0, 0]).prefix(3))
  }

  /// `manifest` with the platform tests of its `#if`/`#elseif` lines rewritten as a Mac sees
  /// them (``hostConditions``). Other lines are kept byte for byte.
  public static func hostRewritten(_ manifest: String) -> String {
    var lines = manifest.components(separatedBy: "\n")
    for index in lines.indices {
      let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
      for (test, value) in hostConditions {
        lines[index] = lines[index].replacingOccurrences(of: test, with: value)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The package `json` (`swift package dump-package`'s output) describes.
  ///
  /// Regular targets a library product reaches are kept; test, executable, plugin, macro,
  /// system-library and binary targets, and regular ones in no product, are left out with a note (a binary target cannot be ported: write a stand-in,
  /// docs/PORTING.md). A dependency with a platform condition is kept when the condition
  /// admits iOS. `.define` settings admitted for iOS are kept; other settings are not.
  /// Library products are kept with their linkage; executables are not.
  ///
  /// - Parameters:
  ///   - json: the manifest as JSON.
  ///   - manifestPath: the manifest's path, for messages; its folder is where a target without a
  ///     `path` is looked for, in SwiftPM's order: `Sources/`, `Source/`, `src/`, `srcs/`
  ///     (`Sources/` when none has it).
  /// - Throws: ``Problem`` when the JSON is not a manifest.
  /// Where SwiftPM looks for a target's sources when the manifest gives no `path`: the first of
  /// `Sources/NAME`, `Source/NAME`, `src/NAME`, `srcs/NAME` that is a folder of the package.
  static func defaultPath(of target: String, packageFolder: String) -> String {
    for root in ["Sources", "Source", "src", "srcs"] {
      var isFolder: ObjCBool = false
      let path = (packageFolder as NSString).appendingPathComponent("\(root)/\(target)")
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        return "\(root)/\(target)"
      }
    }
    return "Sources/\(target)"
  }

  public static func package(fromJSON json: Data, manifestPath: String) throws(Problem)
    -> PortablePackage
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: json)
    } catch {
      throw Problem(description: "\(manifestPath): dump-package printed no JSON")
    }
    guard let root = object as? [String: Any], let name = root["name"] as? String,
      let targetList = root["targets"] as? [[String: Any]]
    else { throw Problem(description: "\(manifestPath): dump-package printed no package") }

    var package = PortablePackage(name: name, products: [], targets: [])
    var kept: Set<String> = []
    for target in targetList {
      guard let targetName = target["name"] as? String else { continue }
      let type = target["type"] as? String ?? "regular"
      guard type == "regular" else {
        package.notes.append(Self.note(forLeftOut: targetName, type: type))
        continue
      }
      kept.insert(targetName)
      var ported = PortablePackage.Target(
        name: targetName,
        path: target["path"] as? String
          ?? defaultPath(
            of: targetName, packageFolder: (manifestPath as NSString).deletingLastPathComponent))
      if let sources = target["sources"] as? [String] { ported.sources = sources }
      ported.exclude = target["exclude"] as? [String] ?? []
      for resource in target["resources"] as? [[String: Any]] ?? [] {
        guard let path = resource["path"] as? String,
          let rule = (resource["rule"] as? [String: Any])?.keys.first
        else { continue }
        ported.resources.append(.init(rule: rule == "copy" ? "copy" : "process", path: path))
      }
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        if let parsed = Self.dependency(dependency) { ported.dependencies.append(parsed) }
      }
      for setting in target["settings"] as? [[String: Any]] ?? []
      where (setting["tool"] as? String) == "swift"
        && Self.admitsIOS(setting["condition"])
      {
        if let kind = setting["kind"] as? [String: Any],
          let define = kind["define"] as? [String: Any] ?? kind["define"].map({ ["_0": $0] }),
          let value = define["_0"] as? String
        {
          ported.defines.append(value)
        }
      }
      package.targets.append(ported)
    }
    // A dependency by name that is no target of the package names a product of one of its
    // package dependencies (SwiftEntryKit's `dependencies: ["QuickLayout"]`); dependencies on
    // targets left out (a C-family or test target) go with them.
    let allTargets = Set(targetList.compactMap { $0["name"] as? String })
    let packages = Self.packageDependencyNames(root)
    for index in package.targets.indices {
      package.targets[index].dependencies = package.targets[index].dependencies.compactMap {
        guard case .target(let name) = $0, !allTargets.contains(name) else { return $0 }
        let owner =
          packages.first { $0.lowercased() == name.lowercased() }
          ?? (packages.count == 1 ? packages[0] : nil)
        return owner.map { .product(name, package: $0) }
      }
      package.targets[index].dependencies.removeAll {
        if case .target(let name) = $0 { return !kept.contains(name) }
        return false
      }
    }
    for product in root["products"] as? [[String: Any]] ?? [] {
      guard let productName = product["name"] as? String,
        let type = product["type"] as? [String: Any], let library = type["library"] as? [String],
        let targets = product["targets"] as? [String]
      else { continue }
      let linkage = library.first.flatMap { $0 == "automatic" ? nil : $0 }
      package.products.append(
        .init(name: productName, targets: targets.filter(kept.contains), linkage: linkage))
    }
    package.products.removeAll { $0.targets.isEmpty }
    Self.keepTargetsOfProducts(&package)
    let languages = root["swiftLanguageVersions"] as? [String] ?? []
    let tools = ((root["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.0.0"
    // Without `swiftLanguageVersions`, SwiftPM builds a package in the mode of its tools
    // version's major (4 for tools 4.x, 5 for 5.x, 6 for 6.x).
    let toolsMajor = String(tools.prefix { $0 != "." })
    package.languageMode =
      PortablePackage.languageMode(of: languages.isEmpty ? [toolsMajor] : languages) ?? "5"
    package.defaultLocalization = root["defaultLocalization"] as? String
    return package
  }

  /// The names of the package's package dependencies as a `--dependency NAME=PATH` gives
  /// them: a URL's or a path's last component without `.git` (`QuickLayout` for
  /// `https://github.com/huri000/QuickLayout`), else the dump's identity.
  static func packageDependencyNames(_ root: [String: Any]) -> [String] {
    (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      guard let kind = dependency.values.first as? [[String: Any]], let first = kind.first
      else { return nil }
      let location = first["location"] as? [String: Any]
      let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String
      let local = (location?["local"] as? [String])?.first ?? first["path"] as? String
      if let url = remote ?? local {
        let last = (url as NSString).lastPathComponent
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
      }
      return first["identity"] as? String
    }
  }

  /// Leaves out the regular targets no library product reaches (a test executable kept as a
  /// `.target`, as swift-numerics keeps `ComplexLog`, whose folder a source release may lack):
  /// an app cannot import them. A package with no library product keeps every target.
  static func keepTargetsOfProducts(_ package: inout PortablePackage) {
    guard !package.products.isEmpty else { return }
    let byName = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
    var reached: Set<String> = []
    var pending = package.products.flatMap(\.targets)
    while let name = pending.popLast() {
      guard reached.insert(name).inserted, let target = byName[name] else { continue }
      for case .target(let dependency) in target.dependencies { pending.append(dependency) }
    }
    for target in package.targets where !reached.contains(target.name) {
      package.notes.append("\(target.name) is in no library product: not ported.")
    }
    package.targets.removeAll { !reached.contains($0.name) }
  }

  /// A target dependency of the JSON: `byName`, `target` or `product`, nil when its platform
  /// condition leaves iOS out.
  static func dependency(_ json: [String: Any]) -> PortablePackage.Dependency? {
    if let byName = json["byName"] as? [Any], let name = byName.first as? String {
      return admitsIOS(byName.dropFirst().first) ? .target(name) : nil
    }
    if let target = json["target"] as? [Any], let name = target.first as? String {
      return admitsIOS(target.dropFirst().first) ? .target(name) : nil
    }
    if let product = json["product"] as? [Any], let name = product.first as? String {
      let package = product.dropFirst().first as? String ?? name
      let condition = product.count > 3 ? product[3] : nil
      return admitsIOS(condition) ? .product(name, package: package) : nil
    }
    return nil
  }

  /// Whether a condition (`{"platformNames": […]}`, or none) admits iOS.
  static func admitsIOS(_ condition: Any?) -> Bool {
    guard let condition = condition as? [String: Any],
      let platforms = condition["platformNames"] as? [String], !platforms.isEmpty
    else { return true }
    return platforms.contains("ios")
  }

  static func note(forLeftOut name: String, type: String) -> String {
    switch type {
    case "binary":
      return "\(name) is a binary target: its code cannot be ported; write a stand-in for it "
        + "(docs/PORTING.md, \"A closed-source framework\")."
    case "test": return "\(name) is a test target: not ported."
    default: return "\(name) is a \(type) target: not ported (only library targets are)."
    }
  }
}
