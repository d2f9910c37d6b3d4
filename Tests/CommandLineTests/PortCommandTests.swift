import Foundation
import TestSupport
import Testing

/// `gesturetape-port` run as the built binary: a folder is ported file by file, `--check`
/// says which outputs are stale, and bad arguments are one-line errors with exit 1.
@Suite("gesturetape-port (binary)")
struct PortCommandTests {
  static var binary: URL {
    ReplayCommandTests.binary.deletingLastPathComponent().appendingPathComponent("gesturetape-port")
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aFolderIsPortedAndThenUpToDate() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("iOS/Sub")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try "import UIKit\nclass A { @objc func f() {} }\n".write(
      to: source.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let input = folder.appendingPathComponent("iOS").path
    let output = folder.appendingPathComponent("Linux").path

    let stale = try CommandRun.run(Self.binary, ["--check", input, output])
    #expect(stale.status == 1)
    #expect(stale.output.contains("out of date: \(output)/Sub/A.swift"))

    let port = try CommandRun.run(Self.binary, [input, output])
    #expect(port.status == 0)
    let ported = try String(contentsOfFile: output + "/Sub/A.swift", encoding: .utf8)
    #expect(ported == "import HeadlessUI\nclass A { func f() {} }\n")

    let fresh = try CommandRun.run(Self.binary, ["--check", input, output])
    #expect(fresh.status == 0)
    #expect(fresh.output.contains("1 file(s) up to date"))
  }

  /// `--exclude` leaves a file of the folder out (a stale copy the Xcode target does not
  /// build); a path the folder does not have is an error that names it.
  @Test func anExcludedFileIsLeftOut() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("iOS")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    for name in ["A.swift", "Old.swift"] {
      try "import UIKit\nstruct A {}\n".write(
        to: source.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let output = folder.appendingPathComponent("Linux")
    let port = try CommandRun.run(
      Self.binary, [source.path, output.path, "--exclude", "Old.swift"])
    #expect(port.status == 0)
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("A.swift").path))
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("Old.swift").path))
    let wrong = try CommandRun.run(
      Self.binary, [source.path, output.path, "--exclude", "Nope.swift"])
    #expect(wrong.status == 1)
    #expect(wrong.errors.contains("--exclude Nope.swift: \(source.path) has no such file"))
  }

  @Test func aRuntimeOnlyCallIsAWarningWithItsFileAndLine() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("iOS")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try
      "import UIKit\n\nfunc swizzle(_ a: Method, _ b: Method) {\n  method_exchangeImplementations(a, b)\n}\n"
      .write(to: source.appendingPathComponent("Swizzle.swift"), atomically: true, encoding: .utf8)
    let run = try CommandRun.run(
      Self.binary, [source.path, folder.appendingPathComponent("Linux").path])
    #expect(run.status == 0)
    #expect(
      run.errors.contains(
        "\(source.path)/Swizzle.swift:4: warning: method_exchangeImplementations (method swizzling)"
      ))
  }

  @Test func storyboardsAreCopiedAndMembersGenerated() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("iOS")
    try FileManager.default.createDirectory(
      at: source.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try "import UIKit\nclass A: UIViewController {\n  @IBOutlet weak var v: UIView!\n}\n".write(
      to: source.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let storyboard = "<document/>\n"
    try storyboard.write(
      to: source.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true,
      encoding: .utf8)
    let output = folder.appendingPathComponent("Linux").path

    let port = try CommandRun.run(Self.binary, [source.path, output])
    #expect(port.status == 0)
    #expect(port.output.contains("ported 3 file(s)"))
    #expect(
      try String(contentsOfFile: output + "/Base.lproj/Main.storyboard", encoding: .utf8)
        == storyboard)
    let ported = try String(contentsOfFile: output + "/A.swift", encoding: .utf8)
    #expect(ported.contains("case \"v\": return InterfaceBuilderAssignment.assign(value, to: &v)"))
    let companion = try String(
      contentsOfFile: output + "/_InterfaceBuilderMembers.swift", encoding: .utf8)
    #expect(companion.contains("final class _IBMembers_A: InterfaceBuilderMembers {"))

    // An edited copy of the storyboard and a nib with no source are stale.
    try "<document></document>\n".write(
      toFile: output + "/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
    try "".write(toFile: output + "/Old.xib", atomically: true, encoding: .utf8)
    let stale = try CommandRun.run(Self.binary, ["--check", source.path, output])
    #expect(stale.status == 1)
    #expect(stale.output.contains("out of date: \(output)/Base.lproj/Main.storyboard"))
    #expect(stale.output.contains("out of date: \(output)/Old.xib (no source)"))
  }

  @Test func aWholeAppTargetIsPortedWithItsEntryPointAndResources() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("MyApp")
    let catalog = source.appendingPathComponent("Assets.xcassets/Hill.imageset")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: source.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let files: [(String, String)] = [
      (
        "AppDelegate.swift",
        "import UIKit\n\n// @main class NotThis {}\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
      ),
      (
        "SceneDelegate.swift",
        "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  var window: UIWindow?\n}\n"
      ),
      ("Info.plist", "<plist version=\"1.0\"><dict/></plist>\n"),
      ("Assets.xcassets/Contents.json", "{}\n"),
      ("Assets.xcassets/Hill.imageset/Contents.json", "{\"images\":[]}\n"),
      ("Assets.xcassets/Hill.imageset/hill.png", "not really a png"),
      ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
    ]
    for (name, text) in files {
      try text.write(
        to: source.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let output = folder.appendingPathComponent("Ported").path

    let port = try CommandRun.run(Self.binary, [source.path, output])
    #expect(port.status == 0, "\(port.output)")
    // The Info.plist one folder down; the catalog and the strings where they were.
    for copied in [
      "AppInfo/Info.plist", "Assets.xcassets/Contents.json",
      "Assets.xcassets/Hill.imageset/Contents.json", "Assets.xcassets/Hill.imageset/hill.png",
      "en.lproj/Localizable.strings",
    ] {
      #expect(FileManager.default.fileExists(atPath: output + "/" + copied), "\(copied)")
    }
    #expect(!FileManager.default.fileExists(atPath: output + "/Info.plist"))
    let delegate = try String(contentsOfFile: output + "/AppDelegate.swift", encoding: .utf8)
    #expect(!delegate.contains("@main\n"))
    #expect(delegate.contains("class AppDelegate: UIResponder, UIApplicationDelegate"))
    let companion = try String(
      contentsOfFile: output + "/_InterfaceBuilderMembers.swift", encoding: .utf8)
    #expect(companion.contains("final class _UIApplicationMain_: UIApplicationEntryPoint {"))
    #expect(companion.contains("    AppDelegate()"))
    #expect(companion.contains("case \"SceneDelegate\": SceneDelegate()"))
    #expect(!companion.contains("NotThis"))
    #expect(companion.contains("public let appResources = Bundle.module"))

    let fresh = try CommandRun.run(Self.binary, ["--check", source.path, output])
    #expect(fresh.status == 0, "\(fresh.output)")
  }

  @Test func badArgumentsAreOneLineErrors() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try CommandRun.run(Self.binary, [folder.path + "/none", folder.path + "/out"])
    #expect(missing.status == 1)
    #expect(missing.errors.contains("no such file or folder"))
    #expect(!missing.errors.contains("Usage"))

    let binaryFile = folder.appendingPathComponent("bad.swift")
    try Data([0x69, 0x6d, 0xff, 0xfe, 0x0a]).write(to: binaryFile)
    let unreadable = try CommandRun.run(Self.binary, [binaryFile.path, folder.path + "/o.swift"])
    #expect(unreadable.status == 1)
    #expect(unreadable.errors.contains("cannot read as UTF-8 text"))

    let aFile = folder.appendingPathComponent("plain")
    try "x".write(to: aFile, atomically: true, encoding: .utf8)
    let wrongKind = try CommandRun.run(Self.binary, [folder.path, aFile.path])
    #expect(wrongKind.status == 1)
    #expect(wrongKind.errors.contains("is a file"))
  }

  /// A package with a Swift target (a resource), an Objective-C one, a test target, and a
  /// target its manifest declares only where `canImport(Darwin)` (as on the Mac that builds an
  /// iOS app).
  static func makePackage(in folder: URL) throws -> URL {
    let package = folder.appendingPathComponent("Cards")
    func write(_ text: String, _ path: String) throws {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      #if canImport(Darwin)
      let cocoa: [Target] = [.target(name: "CardsCocoa", dependencies: ["Cards", "CardsRuntime"])]
      let cocoaProducts: [Product] = [.library(name: "CardsCocoa", targets: ["CardsCocoa"])]
      #else
      let cocoa: [Target] = []
      let cocoaProducts: [Product] = []
      #endif
      let package = Package(
        name: "Cards",
        products: [.library(name: "Cards", targets: ["Cards"])] + cocoaProducts,
        targets: [
          .target(name: "Cards", resources: [.copy("Deck.json")]),
          .target(name: "CardsRuntime"),
          .testTarget(name: "CardsTests", dependencies: ["Cards"]),
        ] + cocoa
      )

      """, "Package.swift")
    try write(
      "import UIKit\n\npublic class CardView: UIView {\n  @objc func flip() {}\n}\n",
      "Sources/Cards/CardView.swift")
    try write("[1, 2]\n", "Sources/Cards/Deck.json")
    // Sample code of the documentation catalogue: not compiled by SwiftPM, not ported.
    try write("import SwiftUI\n", "Sources/Cards/Cards.docc/Resources/Sample.swift")
    try write(
      "import AVKit\n\nlet controller = AVPlayerViewController()\n", "Sources/Cards/Clip.swift")
    try write("void runtime(void) {}\n", "Sources/CardsRuntime/runtime.m")
    try write("void runtime(void);\n", "Sources/CardsRuntime/include/runtime.h")
    try write(
      "import Cards\nimport UIKit\n\nextension CardView {\n  func shuffle() {}\n}\n",
      "Sources/CardsCocoa/Shuffle.swift")
    try write("MIT License\n", "LICENSE")
    return package
  }

  @Test func aPackageIsPortedWithItsModulesAndThenUpToDate() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.makePackage(in: folder)
    let output = folder.appendingPathComponent("Ported/Cards")
    let root = Fixtures.repositoryRoot.path

    let port = try CommandRun.run(
      Self.binary, ["--package", input.path, output.path, "--gesturetape", root])
    #expect(port.status == 0, "\(port.errors)")
    #expect(port.output.contains("ported Cards (2 target(s))"))
    #expect(port.errors.contains("CardsRuntime is written in C or Objective-C"))
    let manifest = try String(
      contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
    // The Mac's view of the manifest: CardsCocoa is there, without the Objective-C target.
    #expect(manifest.contains(#".library(name: "CardsCocoa", targets: ["CardsCocoa"]),"#))
    #expect(
      manifest.contains(
        "      name: \"CardsCocoa\",\n      dependencies: [\n        .target(name: \"Cards\"),\n"
          + "        .product(name: \"HeadlessUI\", package: \"GestureTape\"),"))
    #expect(!manifest.contains("CardsRuntime"))
    #expect(manifest.contains(#".copy("Deck.json"),"#))
    // A stand-in the files import is a product of GestureTape the target depends on, under its
    // own name (so that other packages' `canImport(AVKit)` stays false).
    #expect(manifest.contains(#".product(name: "AVKitStandIn", package: "GestureTape"),"#))
    let clip = try String(
      contentsOf: output.appendingPathComponent("Sources/Cards/Clip.swift"), encoding: .utf8)
    #expect(clip.hasPrefix("import AVKitStandIn\n"))
    #expect(manifest.contains(#".package(name: "GestureTape", path: ""#))
    #expect(!manifest.contains("\"\(root)"), "GestureTape is reached by a relative path")
    let view = try String(
      contentsOf: output.appendingPathComponent("Sources/Cards/CardView.swift"), encoding: .utf8)
    #expect(view == "import HeadlessUI\n\npublic class CardView: UIView {\n  func flip() {}\n}\n")
    #expect(
      FileManager.default.contents(atPath: output.appendingPathComponent("LICENSE").path)
        == Data("MIT License\n".utf8))
    #expect(
      !FileManager.default.fileExists(
        atPath: output.appendingPathComponent("Sources/Cards/Cards.docc").path))
    let notes = try String(contentsOf: output.appendingPathComponent("PORTED.md"), encoding: .utf8)
    #expect(notes.contains("CardsTests is a test target: not ported."))

    let fresh = try CommandRun.run(
      Self.binary, ["--package", "--check", input.path, output.path, "--gesturetape", root])
    #expect(fresh.status == 0, "\(fresh.output)")

    try "import UIKit\nlet edited = true\n".write(
      to: output.appendingPathComponent("Sources/Cards/CardView.swift"), atomically: true,
      encoding: .utf8)
    try "stray\n".write(
      to: output.appendingPathComponent("Sources/Cards/Stray.swift"), atomically: true,
      encoding: .utf8)
    let stale = try CommandRun.run(
      Self.binary, ["--package", "--check", input.path, output.path, "--gesturetape", root])
    #expect(stale.status == 1)
    #expect(stale.output.contains("out of date: \(output.path)/Sources/Cards/CardView.swift"))
    #expect(stale.output.contains("Sources/Cards/Stray.swift (no source)"))
  }

  /// A pod pinned years ago ships a manifest today's SwiftPM cannot evaluate (no tools-version
  /// line: tools version 3.1): it is ported through its podspec, as CocoaPods built it, and
  /// the port says so.
  @Test func anOldManifestGivesWayToThePodspec() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pod = folder.appendingPathComponent("Deck")
    try FileManager.default.createDirectory(
      at: pod.appendingPathComponent("Source"), withIntermediateDirectories: true)
    try "import PackageDescription\nlet package = Package(name: \"Deck\")\n".write(
      to: pod.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    Pod::Spec.new do |s|
      s.name = 'Deck'
      s.version = '1.0.0'
      s.swift_version = '4.2'
      s.source_files = 'Source/*.swift'
    end

    """.write(to: pod.appendingPathComponent("Deck.podspec"), atomically: true, encoding: .utf8)
    try "import Foundation\n\npublic struct Card {}\n".write(
      to: pod.appendingPathComponent("Source/Card.swift"), atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Out")
    let run = try CommandRun.run(
      Self.binary,
      ["--package", pod.path, output.path, "--gesturetape", Fixtures.repositoryRoot.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("does not evaluate with today's SwiftPM"))
    #expect(run.errors.contains("porting through its podspec"))
    #expect(
      FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Deck").path))
    // Built in the pod's own Swift, as CocoaPods built it.
    let manifest = try String(
      contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".swiftLanguageMode(.v4_2)"))
  }

  /// A pod's release as CocoaPods fetches it holds only its podspec's files: a manifest whose
  /// targets' folders are not there gives way to the podspec named with `--podspec`.
  @Test func aManifestWhoseFoldersAreMissingGivesWayToThePodspec() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pod = folder.appendingPathComponent("Deck")
    try FileManager.default.createDirectory(
      at: pod.appendingPathComponent("Deck"), withIntermediateDirectories: true)
    try """
    // swift-tools-version:5.0
    import PackageDescription
    let package = Package(
      name: "Deck", products: [.library(name: "Deck", targets: ["Deck"])],
      targets: [.target(name: "Deck"), .testTarget(name: "DeckTests", dependencies: ["Deck"])])

    """.write(to: pod.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for name in ["Deck", "DeckTesting"] {
      try """
      {"name": "\(name)", "source_files": "Deck/*.swift", "swift_version": "5.0"}
      """.write(
        to: pod.appendingPathComponent("\(name).podspec.json"), atomically: true, encoding: .utf8)
    }
    try "import Foundation\n\npublic struct Card {}\n".write(
      to: pod.appendingPathComponent("Deck/Card.swift"), atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Out")
    let arguments = [
      "--package", pod.path, output.path, "--gesturetape", Fixtures.repositoryRoot.path,
    ]
    let unnamed = try CommandRun.run(Self.binary, arguments)
    #expect(unnamed.status != 0)
    #expect(
      unnamed.errors.contains("several podspecs (Deck.podspec.json, DeckTesting.podspec.json)"))
    let run = try CommandRun.run(Self.binary, arguments + ["--podspec", "Deck.podspec.json"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("names folders the checkout lacks (Sources/Deck, of target Deck)"))
    #expect(
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("Sources/Deck/Deck/Card.swift").path))
  }

  @Test func aPackageItCannotReadSaysWhy() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let misplaced = try CommandRun.run(
      Self.binary,
      [empty.path, folder.appendingPathComponent("Out").path, "--podspec", "A.podspec"])
    #expect(misplaced.status != 0)
    #expect(
      misplaced.errors.contains("--gesturetape, --dependency and --podspec go with --package"))
    let none = try CommandRun.run(
      Self.binary,
      [
        "--package", empty.path, folder.appendingPathComponent("Out").path,
        "--gesturetape", Fixtures.repositoryRoot.path,
      ])
    #expect(none.status == 1)
    #expect(none.errors.contains("neither a Package.swift nor a .podspec"))

    let input = try Self.makePackage(in: folder)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "Cards",
      dependencies: [.package(url: "https://example.com/Deck", from: "1.0.0")],
      targets: [.target(name: "Cards", dependencies: [.product(name: "Deck", package: "Deck")])]
    )

    """.write(to: input.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let missing = try CommandRun.run(
      Self.binary,
      [
        "--package", input.path, folder.appendingPathComponent("Out").path,
        "--gesturetape", Fixtures.repositoryRoot.path,
      ])
    #expect(missing.status == 1)
    #expect(
      missing.errors.contains(
        "depends on package Deck: port it too and say where with --dependency Deck=PATH"))
  }
}
