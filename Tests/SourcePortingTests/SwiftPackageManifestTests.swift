import Foundation
import Testing

@testable import SourcePorting

/// A SwiftPM manifest as the port reads it: the manifest file SwiftPM would choose, evaluated
/// as a Mac sees it, and `dump-package`'s JSON turned into the targets to port.
@Suite("SwiftPM manifest")
struct SwiftPackageManifestTests {
  @Test func theManifestOfTheHighestVersionTheToolsRead() {
    let names = [
      "Package.swift", "Package@swift-5.9.swift", "Package@swift-6.swift",
      "Package@swift-7.0.swift", "Package@swift-x.swift", "README.md",
    ]
    #expect(SwiftPackageManifest.manifestFileName(in: names) == "Package@swift-6.swift")
    #expect(
      SwiftPackageManifest.manifestFileName(in: names, toolsVersion: [5, 10])
        == "Package@swift-5.9.swift")
    #expect(
      SwiftPackageManifest.manifestFileName(in: ["Package.swift"], toolsVersion: [5, 0])
        == "Package.swift")
    #expect(SwiftPackageManifest.manifestFileName(in: ["Cards.podspec"]) == nil)
  }

  @Test func hostTestsAreAnsweredAsOnAMac() {
    let manifest = """
      #if canImport(Darwin)
      let cocoa = true // os(Linux) in a comment is rewritten too: the line is a directive
      #elseif os(Linux)
      let cocoa = false
      #endif
      let name = "canImport(Darwin)"
      """
    #expect(
      SwiftPackageManifest.hostRewritten(manifest) == """
        #if true
        let cocoa = true // os(Linux) in a comment is rewritten too: the line is a directive
        #elseif false
        let cocoa = false
        #endif
        let name = "canImport(Darwin)"
        """)
  }

  @Test func targetsDependenciesAndSettingsFromTheJSON() throws {
    let json = """
      {"name": "Rx", "toolsVersion": {"_version": "5.5.0"}, "swiftLanguageVersions": ["5"],
       "products": [
         {"name": "RxSwift", "targets": ["RxSwift"], "type": {"library": ["automatic"]}},
         {"name": "RxCocoa-Dynamic", "targets": ["RxCocoa"], "type": {"library": ["dynamic"]}},
         {"name": "tool", "targets": ["tool"], "type": {"executable": null}},
         {"name": "RxTests", "targets": ["RxTests"], "type": {"library": ["automatic"]}}],
       "targets": [
         {"name": "RxSwift", "type": "regular", "dependencies": [],
          "resources": [{"path": "PrivacyInfo.xcprivacy", "rule": {"copy": {}}}],
          "settings": [{"tool": "swift", "kind": {"define": {"_0": "TRACE"}}},
                       {"tool": "swift", "kind": {"define": {"_0": "MACOS_ONLY"}},
                        "condition": {"platformNames": ["macos"]}},
                       {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Ounchecked"]}}}]},
         {"name": "RxCocoa", "type": "regular", "path": "Sources/Cocoa",
          "exclude": ["Info.plist"],
          "dependencies": [{"byName": ["RxSwift", null]},
                           {"target": ["RxRuntime", {"platformNames": ["ios", "macos"]}]},
                           {"target": ["RxWatch", {"platformNames": ["watchos"]}]},
                           {"product": ["Collections", "swift-collections", null, null]}]},
         {"name": "RxRuntime", "type": "regular", "dependencies": []},
         {"name": "tool", "type": "executable", "dependencies": []},
         {"name": "RxTests", "type": "test", "dependencies": []},
         {"name": "Blob", "type": "binary", "dependencies": []}]}
      """
    let package = try SwiftPackageManifest.package(
      fromJSON: Data(json.utf8), manifestPath: "Package.swift")
    #expect(package.name == "Rx")
    #expect(package.targets.map(\.name) == ["RxSwift", "RxCocoa", "RxRuntime"])
    #expect(package.targets[0].path == "Sources/RxSwift")
    #expect(package.targets[0].resources == [.init(rule: "copy", path: "PrivacyInfo.xcprivacy")])
    #expect(package.targets[0].defines == ["TRACE"])
    #expect(package.targets[1].path == "Sources/Cocoa")
    #expect(package.targets[1].exclude == ["Info.plist"])
    // iOS takes the runtime (its condition names iOS), not the watchOS-only target.
    #expect(
      package.targets[1].dependencies
        == [
          .target("RxSwift"), .target("RxRuntime"),
          .product("Collections", package: "swift-collections"),
        ])
    #expect(
      package.products
        == [
          .init(name: "RxSwift", targets: ["RxSwift"]),
          .init(name: "RxCocoa-Dynamic", targets: ["RxCocoa"], linkage: "dynamic"),
        ])
    #expect(!package.swift6)
    #expect(package.notes.count == 3)
    #expect(
      package.notes.contains { $0.hasPrefix("Blob is a binary target: its code cannot be ported") })
  }

  @Test func aTargetWithoutAPathIsWhereSwiftPMLooks() throws {
    // Siesta keeps its targets in `Source/`: SwiftPM looks in Sources, Source, src and srcs.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Source/Core"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("src/Extras"), withIntermediateDirectories: true)
    let json = """
      {"name": "P", "products": [], "targets": [
        {"name": "Core", "type": "regular", "dependencies": []},
        {"name": "Extras", "type": "regular", "dependencies": []},
        {"name": "Missing", "type": "regular", "dependencies": []}
      ]}
      """
    let package = try SwiftPackageManifest.package(
      fromJSON: Data(json.utf8), manifestPath: folder.appendingPathComponent("Package.swift").path)
    #expect(package.targets.map(\.path) == ["Source/Core", "src/Extras", "Sources/Missing"])
  }

  /// SwiftEntryKit names its package dependency's product by name alone; swift-numerics keeps
  /// test executables as regular targets no product reaches, and a C target of shims.
  @Test func productsByNameUnreachedTargetsAndCTargets() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let shims = folder.appendingPathComponent("Sources/Shims/include")
    try FileManager.default.createDirectory(at: shims, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
    try Data("static inline double twice(double x) { return 2 * x; }\n".utf8).write(
      to: shims.appendingPathComponent("Shims.h"))
    try Data("#include \"Shims.h\"\n".utf8).write(
      to: folder.appendingPathComponent("Sources/Shims/Shims.c"))
    try Data("notes\n".utf8).write(to: folder.appendingPathComponent("Sources/Shims/README.md"))
    try Data("import Shims\nimport QuickLayout\nlet four = twice(2)\n".utf8).write(
      to: folder.appendingPathComponent("Sources/Kit/Kit.swift"))
    let json = """
      {"name": "Kit", "products": [
         {"name": "Kit", "targets": ["Kit"], "type": {"library": ["automatic"]}}],
       "dependencies": [{"sourceControl": [{"identity": "quicklayout", "location": {"remote":
         [{"urlString": "https://github.com/huri000/QuickLayout.git"}]}}]}],
       "targets": [
         {"name": "Kit", "type": "regular",
          "dependencies": [{"byName": ["QuickLayout", null]}, {"byName": ["Shims", null]}]},
         {"name": "Shims", "type": "regular", "dependencies": []},
         {"name": "KitLog", "type": "regular", "path": "Tests/Executable/KitLog",
          "dependencies": [{"byName": ["Kit", null]}]}]}
      """
    let package = try SwiftPackageManifest.package(
      fromJSON: Data(json.utf8), manifestPath: folder.appendingPathComponent("Package.swift").path)
    #expect(package.targets.map(\.name) == ["Kit", "Shims"], "KitLog is in no product")
    #expect(package.notes.contains("KitLog is in no library product: not ported."))
    #expect(
      package.targets[0].dependencies == [
        .product("QuickLayout", package: "QuickLayout"), .target("Shims"),
      ])
    var porter = PackagePorter(
      package: package, input: folder, gestureTapePath: "/gt",
      dependencyPaths: ["QuickLayout": "../QuickLayout"])
    let outputs = try porter.outputs()
    #expect(
      outputs.map(\.path).filter { $0.hasPrefix("Sources/Shims/") } == [
        "Sources/Shims/Shims.c", "Sources/Shims/include/Shims.h",
      ], "the C target is copied whole, its sources only")
    let manifest = try #require(outputs.first { $0.path == "Package.swift" })
    let text = String(decoding: manifest.contents, as: UTF8.self)
    #expect(text.contains(".package(name: \"QuickLayout\", path: \"../QuickLayout\")"))
    let shimsEntry = try #require(text.components(separatedBy: "name: \"Shims\"").last)
    #expect(!shimsEntry.contains("swiftSettings") && !shimsEntry.contains("HeadlessUI"))
  }

  /// A part of a library that needs a package not given (Moya's `RxMoya` over RxSwift) is left
  /// out, with what depends on it and the products that contain it; the rest ports. When no
  /// target is left the port fails, naming the package.
  @Test func aPartThatNeedsAPackageNotGivenIsLeftOut() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Moya", "RxMoya", "RxMoyaExtras"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
      try Data("import Foundation\nlet \(name.lowercased()) = 1\n".utf8).write(
        to: folder.appendingPathComponent("Sources/\(name)/\(name).swift"))
    }
    let json = """
      {"name": "Moya", "products": [
         {"name": "Moya", "targets": ["Moya"], "type": {"library": ["automatic"]}},
         {"name": "RxMoya", "targets": ["RxMoya", "RxMoyaExtras"], "type": {"library": ["automatic"]}}],
       "targets": [
         {"name": "Moya", "type": "regular", "dependencies": []},
         {"name": "RxMoya", "type": "regular",
          "dependencies": [{"byName": ["Moya", null]}, {"product": ["RxSwift", "RxSwift", null, null]}]},
         {"name": "RxMoyaExtras", "type": "regular", "dependencies": [{"byName": ["RxMoya", null]}]}]}
      """
    let package = try SwiftPackageManifest.package(
      fromJSON: Data(json.utf8), manifestPath: folder.appendingPathComponent("Package.swift").path)
    var porter = PackagePorter(package: package, input: folder, gestureTapePath: "/gt")
    let outputs = try porter.outputs()
    #expect(porter.portedTargets == ["Moya"])
    #expect(
      porter.report.contains(
        "RxMoya needs package RxSwift, which was not given (--dependency RxSwift=PATH): left "
          + "out, with the products that contain it."))
    #expect(porter.report.contains { $0.hasPrefix("RxMoyaExtras needs package RxSwift") })
    let manifest = try #require(outputs.first { $0.path == "Package.swift" })
    let text = String(decoding: manifest.contents, as: UTF8.self)
    #expect(text.contains(".library(name: \"Moya\", targets: [\"Moya\"])"))
    #expect(!text.contains("RxMoya") && !text.contains("RxSwift"))

    var onlyRx = PackagePorter(
      package: PortablePackage(
        name: "Moya", products: [], targets: package.targets.filter { $0.name == "RxMoya" }),
      input: folder, gestureTapePath: "/gt")
    #expect {
      _ = try onlyRx.outputs()
    } throws: { error in
      (error as? PackagePorter.Problem)?.description
        == "Moya: target RxMoya depends on package RxSwift: port it too and say where with "
        + "--dependency RxSwift=PATH"
    }
  }

  /// A target that imports only what Linux has builds as it does upstream: its conditions stay
  /// (swift-numerics' `exp10` is `#if os(iOS)` over a C shim only Apple has); a UIKit target's
  /// are ported as iOS.
  @Test func aTargetThatSupportsLinuxKeepsItsConditions() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Core", "Views"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
    }
    let condition = "#if os(Linux)\nlet x = 1\n#elseif os(iOS)\nlet x = 2\n#endif\n"
    try Data(("import Foundation\n" + condition).utf8).write(
      to: folder.appendingPathComponent("Sources/Core/Core.swift"))
    try Data(("import UIKit\n" + condition).utf8).write(
      to: folder.appendingPathComponent("Sources/Views/Views.swift"))
    let json = """
      {"name": "Both", "products": [
         {"name": "Both", "targets": ["Core", "Views"], "type": {"library": ["automatic"]}}],
       "targets": [{"name": "Core", "type": "regular", "dependencies": []},
                   {"name": "Views", "type": "regular", "dependencies": []}]}
      """
    let package = try SwiftPackageManifest.package(
      fromJSON: Data(json.utf8), manifestPath: folder.appendingPathComponent("Package.swift").path)
    var porter = PackagePorter(package: package, input: folder, gestureTapePath: "/gt")
    let outputs = try porter.outputs()
    func text(_ path: String) throws -> String {
      String(decoding: try #require(outputs.first { $0.path == path }).contents, as: UTF8.self)
    }
    #expect(try text("Sources/Core/Core.swift").contains("#if os(Linux)"))
    #expect(try text("Sources/Core/Core.swift").contains("#elseif os(iOS)"))
    #expect(try text("Sources/Views/Views.swift").contains("#if false"))
    #expect(try text("Sources/Views/Views.swift").contains("#elseif true"))
    #expect(porter.report.contains { $0.hasPrefix("Core imports only what Linux has") })
    #expect(!porter.report.contains { $0.hasPrefix("Views imports only") })
    #expect(
      !PackagePorter.supportsLinuxUpstream(
        ["#if os(iOS)\nimport MobileCoreServices\n#endif\n"], ownModules: []),
      "a stand-in's framework, even under a condition, is iOS")
    #expect(
      PackagePorter.supportsLinuxUpstream(
        ["import Foundation\n@_implementationOnly import _Shims\n"], ownModules: ["_Shims"]))
  }

  @Test func notAManifestIsAnError() {
    #expect {
      _ = try SwiftPackageManifest.package(fromJSON: Data("[]".utf8), manifestPath: "P.swift")
    } throws: { error in
      (error as? SwiftPackageManifest.Problem)?.description
        == "P.swift: dump-package printed no package"
    }
  }

  /// RxGesture's manifest takes RxCocoa from the RxSwift repository's package; the ports of
  /// pods give RxCocoa a package of its own, and the dependency moves there.
  @Test func aProductMovesToThePackageThatProvidesIt() {
    let package = PortablePackage(
      name: "RxGesture", products: [.init(name: "RxGesture", targets: ["RxGesture"])],
      targets: [
        .init(
          name: "RxGesture", path: "Pod",
          dependencies: [
            .product("RxSwift", package: "RxSwift"), .product("RxCocoa", package: "RxSwift"),
            .product("Other", package: "Unknown"), .product("Gone", package: "RxSwift"),
          ])
      ])
    let providers: [String: Set<String>] = [
      "RxSwift": ["RxSwift"], "rxcocoa": ["RxCocoa"], "RxCocoa": ["RxCocoa"], "Lister": [],
    ]
    let rebound = package.rebindingProducts(providedBy: providers)
    #expect(
      rebound.targets[0].dependencies == [
        .product("RxSwift", package: "RxSwift"), .product("RxCocoa", package: "RxCocoa"),
        .product("Other", package: "Unknown"), .product("Gone", package: "RxSwift"),
      ])
    #expect(
      rebound.notes == [
        "Products taken from the package that provides them: RxCocoa (named in package "
          + "RxSwift, provided by RxCocoa)."
      ])
    // A package whose products are unknown keeps what it is asked for.
    #expect(
      package.rebindingProducts(providedBy: ["RxSwift": [], "RxCocoa": ["RxCocoa"]]) == package)
  }

  @Test func libraryProductsAreReadFromTheManifestsText() {
    let manifest = """
      let package = Package(
        name: "P",
        products: [
          .library(name: "A", targets: ["A"]),
          .library(
            name: "B", type: .dynamic, targets: ["B"]),
          .executable(name: "tool", targets: ["tool"]),
        ])
      """
    #expect(SwiftPackageManifest.libraryProducts(ofManifest: manifest) == ["A", "B"])
  }
}
