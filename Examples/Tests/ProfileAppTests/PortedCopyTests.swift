import Foundation
import SourcePorting
import Testing

/// Sources/ProfileApp/Ported is exactly what the port script makes of iOS/ProfileApp.
@Suite struct PortedCopyTests {
  @Test func everyPortedFileIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let iOS = root.appendingPathComponent("iOS/ProfileApp")
    let ported = root.appendingPathComponent("Sources/ProfileApp/Ported")
    let names = try FileManager.default.contentsOfDirectory(atPath: iOS.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: ported.path).sorted() == names)
    var files: [(path: String, text: String)] = []
    for name in names {
      files.append(
        (name, try String(contentsOf: iOS.appendingPathComponent(name), encoding: .utf8)))
    }
    for (name, port) in SourcePorter.portModule(files) {
      let copy = try String(contentsOf: ported.appendingPathComponent(name), encoding: .utf8)
      #expect(port.text == copy, "\(name) is out of date")
    }
  }
}
