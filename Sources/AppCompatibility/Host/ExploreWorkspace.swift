import Foundation
import SourcePorting

/// The SwiftPM package `gesturetape explore` writes for an app: the app's port as one target
/// (its Swift files, and its storyboards, nibs, asset catalogs, strings and Info.plist as
/// resources), depending on GestureTape's products and the ported dependencies it imports, and
/// `explore-runner`, the child process that launches and walks it.
///
/// The package lives in one folder for every app (`--work`): its build folder keeps
/// GestureTape's modules built, so the second app builds only itself and what it imports.
public struct ExploreWorkspace: Sendable {
  /// The package's folder.
  public let folder: URL
  /// GestureTape's folder (the path dependency).
  public let gestureTape: URL
  /// The ported dependency packages a user pointed at (`--dependencies`), by folder.
  public let dependencies: [URL]
  /// The Swift language mode of the app's target (`4`, `4.2`, `5`, `6`).
  public let swiftVersion: String

  /// A workspace.
  public init(folder: URL, gestureTape: URL, dependencies: [URL], swiftVersion: String) {
    self.folder = folder
    self.gestureTape = gestureTape
    self.dependencies = dependencies
    self.swiftVersion = swiftVersion
  }

  /// The language modes SwiftPM's manifest spells, by the versions a user writes.
  public static let languageModes = [
    "4": ".v4", "4.2": ".v4_2", "5": ".v5", "6": ".v6",
  ]

  /// Where the app's port goes: `Sources/MODULE`.
  public func moduleFolder(_ module: String) -> URL {
    folder.appendingPathComponent("Sources").appendingPathComponent(module)
  }

  /// The library products a package's manifest declares (`.library(name: "X"`), in order.
  public static func libraryProducts(ofManifest text: String) -> [String] {
    SwiftPackageManifest.libraryProducts(ofManifest: text)
  }

  /// The modules the Swift files import (`import X`, `@testable import X`, `import class X.Y`),
  /// sorted, whether or not an `#if` guards them.
  public static func imports(ofSources texts: [String]) -> [String] {
    var modules: Set<String> = []
    for text in texts {
      for line in text.split(separator: "\n") {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first,
          first.hasPrefix("@") || first == "public"
            || first == "internal" || first == "private" || first == "fileprivate"
        {
          words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { continue }
        var name = words[1]
        if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(
          name), words.count >= 3
        {
          name = words[2]
        }
        let module = name.split(separator: ".").first.map(String.init) ?? name
        if module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          modules.insert(module)
        }
      }
    }
    return modules.sorted()
  }

  /// Modules every Linux Swift toolchain has, which need no product.
  public static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Swift", "_Concurrency", "CoreFoundation", "XCTest", "Testing", "os",
    "Synchronization",
    "RegexBuilder", "Observation", "Musl",
  ]

  /// What the app's imports resolve to.
  public struct Resolution: Equatable, Sendable {
    /// GestureTape's products the app imports.
    public var gestureTapeProducts: [String] = []
    /// `(product, package folder name)` of the dependencies it imports.
    public var dependencyProducts: [(product: String, package: String)] = []
    /// Modules nothing provides.
    public var missing: [String] = []

    public static func == (lhs: Resolution, rhs: Resolution) -> Bool {
      lhs.gestureTapeProducts == rhs.gestureTapeProducts && lhs.missing == rhs.missing
        && lhs.dependencyProducts.map { "\($0.product)@\($0.package)" }
          == rhs.dependencyProducts.map { "\($0.product)@\($0.package)" }
    }
  }

  /// Resolves `imports` against GestureTape's products and the dependencies'.
  public func resolve(_ imports: [String]) -> Resolution {
    let ours = Set(Self.libraryProducts(ofManifest: Self.read(gestureTape, "Package.swift")))
    var theirs: [String: String] = [:]
    for dependency in dependencies {
      for product in Self.libraryProducts(
        ofManifest: Self.read(dependency, "Package.swift"))
      where theirs[product] == nil {
        theirs[product] = dependency.lastPathComponent
      }
    }
    var resolution = Resolution()
    for module in imports where !Self.systemModules.contains(module) {
      if ours.contains(module) {
        resolution.gestureTapeProducts.append(module)
      } else if let package = theirs[module] {
        resolution.dependencyProducts.append((module, package))
      } else {
        resolution.missing.append(module)
      }
    }
    if !resolution.gestureTapeProducts.contains("HeadlessUI") {
      resolution.gestureTapeProducts.insert("HeadlessUI", at: 0)
    }
    return resolution
  }

  /// The manifest for an app `module` with `resources` (the top-level entries of its
  /// `_Resources` folder).
  public func manifest(
    module: String, resources: [String], resolution: Resolution
  ) -> String {
    let mode = Self.languageModes[swiftVersion] ?? ".v5"
    var packages = ["    .package(name: \"GestureTape\", path: \(Self.literal(gestureTape.path))),"]
    let used = Set(resolution.dependencyProducts.map(\.package))
    for dependency in dependencies where used.contains(dependency.lastPathComponent) {
      packages.append("    .package(path: \(Self.literal(dependency.path))),")
    }
    var appDependencies = resolution.gestureTapeProducts.map {
      "        .product(name: \(Self.literal($0)), package: \"GestureTape\"),"
    }
    appDependencies += resolution.dependencyProducts.map {
      "        .product(name: \(Self.literal($0.product)), package: \(Self.literal($0.package))),"
    }
    let resourceLines = resources.map {
      "        .copy(\(Self.literal("_Resources/" + $0))),"
    }
    return """
      // swift-tools-version: 6.0
      // Written by `gesturetape explore` for the app it explores; rewritten on every run.
      import PackageDescription

      let package = Package(
        name: "GestureTapeExplore",
        dependencies: [
      \(packages.joined(separator: "\n"))
        ],
        targets: [
          .target(
            name: \(Self.literal(module)),
            dependencies: [
      \(appDependencies.joined(separator: "\n"))
            ],
            resources: [
      \(resourceLines.joined(separator: "\n"))
            ],
            swiftSettings: [.swiftLanguageMode(\(mode))]
          ),
          .executableTarget(
            name: "explore-runner",
            dependencies: [
              \(Self.literal(module)),
              .product(name: "AppExploring", package: "GestureTape"),
              .product(name: "HeroReplay", package: "GestureTape"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
          ),
        ]
      )

      """
  }

  /// The runner's `main.swift` for `module`; `hero`: the app imports Hero's engine.
  public static func runnerMain(module: String, hero: Bool) -> String {
    """
    // Written by `gesturetape explore`: launches \(module) and walks it (AppExploring).
    import AppExploring
    import HeroReplay
    import \(module)

    MainActor.assumeIsolated {
      ExploreRunner.main(bundle: appResources, module: \(literal(module)), engine: \(hero ? ".hero" : "nil"))
    }

    """
  }

  /// Where each resource of a ported app folder goes in the target's `_Resources` folder, laid
  /// out as an app bundle lays them out (flat): the contents of every `NAME.lproj` in one
  /// `NAME.lproj`, each asset catalog and `.bundle` whole by its name, each Core Data model
  /// whole as its compiled name (`NAME.xcdatamodeld` → `NAME.momd`), `AppInfo/` as the port
  /// wrote it, every other file that is not Swift by its name. A second file at a place already
  /// taken is left out and returned in `duplicates` (Xcode would stop on it too), and so is
  /// every Info.plist but `AppInfo/Info.plist`.
  ///
  /// - Parameter files: the ported folder's files, relative to it, sorted.
  /// - Returns: `(from, to)` pairs, `to` relative to `_Resources`, and the files left out.
  public static func resources(ofPortedFiles files: [String]) -> (
    moves: [(from: String, to: String)], duplicates: [String]
  ) {
    var moves: [(from: String, to: String)] = []
    var taken: Set<String> = []
    var wholeFolders: [String: String] = [:]
    var duplicates: [String] = []
    for file in files where !file.hasSuffix(".swift") {
      let parts = file.split(separator: "/").map(String.init)
      // The app's Info.plist is the one in AppInfo/ (ExploreHost puts it there); any other is
      // an extension's or a settings bundle's, which an app bundle does not hold at its top.
      if AppFolder.isInfoPlist(file), parts.first != "AppInfo" {
        duplicates.append(file)
        continue
      }
      var target = parts.last ?? file
      if let index = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) {
        target = parts[index...].joined(separator: "/")
      } else if let index = parts.firstIndex(where: { $0.hasSuffix(".xcdatamodeld") })
        ?? parts.firstIndex(where: { $0.hasSuffix(".xcdatamodel") })
      {
        // A Core Data model: where the compiled model is in an app bundle, `NAME.momd` (a
        // versioned model) or `NAME.mom`.
        let model = parts[index]
        let compiled =
          model.hasSuffix(".xcdatamodeld")
          ? String(model.dropLast(".xcdatamodeld".count)) + ".momd"
          : String(model.dropLast(".xcdatamodel".count)) + ".mom"
        target = ([compiled] + parts[(index + 1)...]).joined(separator: "/")
      } else if let index = parts.firstIndex(where: {
        $0.hasSuffix(".xcassets") || $0.hasSuffix(".bundle") || $0 == "AppInfo"
      }) {
        // A catalog or bundle keeps its place; a second one of the same name is a duplicate.
        let source = parts[...index].joined(separator: "/")
        if let first = wholeFolders[parts[index]], first != source {
          duplicates.append(file)
          continue
        }
        wholeFolders[parts[index]] = source
        target = parts[index...].joined(separator: "/")
      }
      guard taken.insert(target).inserted else {
        duplicates.append(file)
        continue
      }
      moves.append((file, target))
    }
    return (moves, duplicates)
  }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }

  static func read(_ folder: URL, _ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
}
