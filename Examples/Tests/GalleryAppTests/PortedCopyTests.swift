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
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: ported.path).sorted() == names)
    for name in names {
      let source = try String(contentsOf: iOS.appendingPathComponent(name), encoding: .utf8)
      let copy = try String(contentsOf: ported.appendingPathComponent(name), encoding: .utf8)
      #expect(SourcePorter.port(source).text == copy, "\(name) is out of date")
    }
  }
}
