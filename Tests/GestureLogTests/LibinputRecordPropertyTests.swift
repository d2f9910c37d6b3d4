import GestureLog
import TestSupport
import Testing

@Suite("LibinputRecord properties")
struct LibinputRecordPropertyTests {
  /// 200 seeds: several devices, odd names, negative values, large timestamps, markers.
  static let seeds: [UInt64] = Array(1...200)

  @Test("write then read gives the same recording", arguments: seeds)
  func roundTrip(seed: UInt64) throws {
    let recording = InteropRecordingGenerator.recording(seed: seed)
    let text = LibinputRecordWriter.write(recording)
    let loaded = try LibinputRecordReader.read(text: text, file: "seed-\(seed).yml")
    #expect(loaded.warnings.filter { $0.kind != .invalidDescription }.isEmpty, "seed \(seed)")
    // Description findings (random or real devices without resolution) are reported, one
    // group per problem the description has.
    #expect(
      loaded.warnings.filter { $0.kind == .invalidDescription }.count
        == recording.devices.reduce(0) { $0 + $1.description.problems.count })
    #expect(loaded.recording == recording, "seed \(seed)")
  }

  @Test(
    "writing is deterministic and a second round trip gives the same text",
    arguments: seeds.prefix(40))
  func stableText(seed: UInt64) throws {
    let recording = InteropRecordingGenerator.recording(seed: seed)
    let first = LibinputRecordWriter.write(recording)
    let again = LibinputRecordWriter.write(
      try LibinputRecordReader.read(text: first, file: "x.yml").recording)
    #expect(first == again, "seed \(seed)")
  }

  @Test("no prefix of a written file makes the reader trap", arguments: seeds.prefix(5))
  func prefixesNeverTrap(seed: UInt64) {
    let text = LibinputRecordWriter.write(InteropRecordingGenerator.recording(seed: seed))
    let bytes = Array(text.utf8)
    var loadedOrFailed = 0
    // About 60 cut points per file keep the test fast (libyaml parses each prefix again);
    // each cut either loads or throws a typed error.
    let step = max(1, bytes.count / 60)
    for end in stride(from: 0, to: bytes.count, by: step) {
      let prefix = String(decoding: bytes[..<end], as: UTF8.self)
      do {
        _ = try LibinputRecordReader.read(text: prefix, file: "cut.yml")
        loadedOrFailed += 1
      } catch {
        #expect(error.file == "cut.yml")
        loadedOrFailed += 1
      }
    }
    #expect(loadedOrFailed == (bytes.count + step - 1) / step)
  }
}
