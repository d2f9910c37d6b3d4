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
}
