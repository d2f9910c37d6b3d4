import Foundation
import GestureLog
import TestSupport
import Testing

/// The native recordings shipped in `recordings/` are conversions of the real evemu recordings
/// in `recordings/sources/`: each loads and equals its source's model, so they never drift.
@Suite("Shipped recordings")
struct InteropShippedRecordingsTests {
  /// `recordings/<short>.gtape` for `recordings/sources/<owner>__<repo>__<short>.evemu`.
  static func nativeName(forSource source: String) -> String {
    let parts = source.components(separatedBy: "__")
    let short = parts.count == 3 ? parts[2] : source
    return short.replacingOccurrences(of: ".evemu", with: ".gtape")
  }

  @Test("there is one .gtape per source recording and no other")
  func oneToOne() throws {
    let shipped = try FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path)
      .filter { $0.hasSuffix(".gtape") }.sorted()
    let expected = InteropTools.sourceRecordingNames.map(Self.nativeName(forSource:)).sorted()
    #expect(expected.count == 8)
    #expect(shipped == expected)
  }

  @Test("each .gtape loads without warnings and equals its source evemu recording",
        arguments: InteropTools.sourceRecordingNames)
  func equalsSource(_ source: String) throws {
    let native = Fixtures.recordings.appendingPathComponent(Self.nativeName(forSource: source))
    let loaded = try GestureLogReader.read(contentsOf: native)
    #expect(loaded.format == .native)
    #expect(loaded.warnings.isEmpty)
    let original = try InteropTools.loadSource(source)
    #expect(loaded.recording == original)
    #expect(loaded.recording.eventCount > 0)
  }
}
