import Foundation
import SourcePorting
import Testing

/// Sources/TransitionsApp/Ported is exactly what the port script makes of iOS/TransitionsApp.
@Suite struct PortedCopyTests {
  @Test func everyPortedFileIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let iOS = root.appendingPathComponent("iOS/TransitionsApp")
    let ported = root.appendingPathComponent("Sources/TransitionsApp/Ported")
    let names = try FileManager.default.contentsOfDirectory(atPath: iOS.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!names.isEmpty)
    // Beside the Swift files: the storyboard folder, copied, and the members its outlets and
    // actions need (`_InterfaceBuilderMembers.swift`, checked by `port-to-linux --check`).
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: ported.path).sorted()
        == (names + ["Base.lproj", InterfaceBuilderMembersWriter.companionFileName]).sorted())
    let storyboard = "Base.lproj/Notes.storyboard"
    #expect(
      FileManager.default.contents(atPath: iOS.appendingPathComponent(storyboard).path)
        == FileManager.default.contents(atPath: ported.appendingPathComponent(storyboard).path))
    for name in names {
      let source = try String(contentsOf: iOS.appendingPathComponent(name), encoding: .utf8)
      let copy = try String(contentsOf: ported.appendingPathComponent(name), encoding: .utf8)
      #expect(SourcePorter.portFile(source, fileName: name).text == copy, "\(name) is out of date")
    }
  }
}
