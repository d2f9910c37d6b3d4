import Foundation
import SourcePorting
import Testing

/// Sources/GalleryApp/Ported is exactly what the port script makes of iOS/GalleryApp: the iOS
/// files stay the one source of truth.
@Suite struct PortedCopyTests {
  @Test func everyPortedFileIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let iOS = root.appendingPathComponent("iOS/GalleryApp")
    let ported = root.appendingPathComponent("Sources/GalleryApp/Ported")
    let names = try FileManager.default.contentsOfDirectory(atPath: iOS.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count == 14)
    let companion = InterfaceBuilderMembersWriter.companionFileName
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: ported.path).sorted()
        == (names + [companion]).sorted())
    var memberTypes: [InterfaceBuilderMembersWriter.FileTypeMembers] = []
    for name in names {
      let source = try String(contentsOf: iOS.appendingPathComponent(name), encoding: .utf8)
      let copy = try String(contentsOf: ported.appendingPathComponent(name), encoding: .utf8)
      let port = SourcePorter.portFile(source, fileName: name)
      #expect(port.text == copy, "\(name) is out of date")
      memberTypes += port.memberTypes
    }
    let members = try String(contentsOf: ported.appendingPathComponent(companion), encoding: .utf8)
    #expect(members == InterfaceBuilderMembersWriter.companionFile(memberTypes))
  }
}
