import Foundation
import GestureLog
import TestSupport
import Testing

/// Conversions through libinput record keep everything: evemu → libinput → evemu reads through
/// libevemu (python3-evemu) exactly as the original does, and libinput → native → libinput
/// keeps every event and the whole description.
@Suite("Interop: round trips through libinput record")
struct InteropRoundTripTests {
  /// What libevemu reads from an evemu file (see Tests/Interop/evemu_dump.py), as JSON.
  private func evemuView(_ path: String) throws -> [String: Any]? {
    let run = try InteropTools.run(InteropTools.python, [InteropTools.evemuDump, path])
    guard run.status == 0 else {
      Issue.record("python3-evemu could not read \(path): \(run.errors)")
      return nil
    }
    return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
  }

  @Test(
    "evemu → libinput → evemu reads through python3-evemu unchanged",
    arguments: InteropTools.sourceRecordingNames)
  func evemuThroughLibinput(_ name: String) throws {
    guard InteropTools.evemuAvailable() else { return }
    let original = Fixtures.sourceRecordings.appendingPathComponent(name).path
    let recording = try InteropTools.loadSource(name)
    let yaml = LibinputRecordWriter.write(recording)
    let back = try LibinputRecordReader.read(text: yaml, file: "\(name).yml")
    #expect(back.warnings.filter { $0.kind != .invalidDescription }.isEmpty)
    // Description findings (random or real devices without resolution) are reported, one
    // group per problem the description has.
    #expect(
      back.warnings.filter { $0.kind == .invalidDescription }.count
        == recording.devices.reduce(0) { $0 + $1.description.problems.count })
    #expect(back.recording == recording)
    let evemuText = try GestureLogWriter.text(back.recording, as: .evemu)
    let path = try InteropTools.temporaryFile(evemuText, suffix: ".evemu")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let want = try #require(try evemuView(original))
    let got = try #require(try evemuView(path))
    for key in ["name", "id", "properties", "codes", "absinfo"] {
      #expect(
        NSDictionary(dictionary: got).value(forKey: key) as? NSObject
          == NSDictionary(dictionary: want).value(forKey: key) as? NSObject,
        "\(name): \(key) differs")
    }
    let wantEvents = want["events"] as? [[Int]] ?? []
    let gotEvents = got["events"] as? [[Int]] ?? []
    #expect(!wantEvents.isEmpty)
    #expect(gotEvents.count == wantEvents.count, "\(name)")
    if let index = gotEvents.indices.first(where: {
      $0 < wantEvents.count && gotEvents[$0] != wantEvents[$0]
    }) {
      Issue.record("\(name) event \(index): \(gotEvents[index]) ≠ original \(wantEvents[index])")
    }
  }

  @Test(
    "libinput → native → libinput keeps every event and the whole description",
    arguments: InteropTools.sourceRecordingNames)
  func libinputThroughNative(_ name: String) throws {
    let yaml = LibinputRecordWriter.write(try InteropTools.loadSource(name))
    let first = try LibinputRecordReader.read(text: yaml, file: "a.yml").recording
    let native = try GestureLogWriter.write(first, as: .native)
    let middle = try GestureLogReader.read(data: native, fileName: "b.gtape")
    #expect(middle.format == .native)
    #expect(middle.recording == first)
    let again = LibinputRecordWriter.write(middle.recording)
    #expect(again == yaml)
    #expect(try LibinputRecordReader.read(text: again, file: "c.yml").recording == first)
  }

  @Test(
    "libinput → native → libinput keeps several devices, their timing and metadata",
    arguments: Array(UInt64(1)...40))
  func generatedThroughNative(seed: UInt64) throws {
    let recording = InteropRecordingGenerator.recording(seed: seed)
    let yaml = LibinputRecordWriter.write(recording)
    let first = try LibinputRecordReader.read(text: yaml, file: "a.yml").recording
    let native = try GestureLogWriter.write(first, as: .native)
    let middle = try GestureLogReader.read(data: native, fileName: "b.gtape").recording
    #expect(middle == first, "seed \(seed)")
    #expect(LibinputRecordWriter.write(middle) == yaml, "seed \(seed)")
  }

  @Test("format detection sends written libinput files to the libinput reader")
  func detection() throws {
    let yaml = LibinputRecordWriter.write(InteropRecordingGenerator.recording(seed: 7))
    #expect(FormatDetector.detect(text: yaml) == .libinputRecord)
    let loaded = try GestureLogReader.read(text: yaml, fileName: "x.yml")
    #expect(loaded.format == .libinputRecord)
  }
}
