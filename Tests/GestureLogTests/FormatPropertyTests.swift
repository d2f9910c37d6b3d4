import GestureLog
import TestSupport
import Testing

/// Property tests over generated recordings: what a writer writes, its reader reads back.
@Suite("Format properties")
struct FormatPropertyTests {
  @Test("native → model is the identity, for 300 random recordings", arguments: 0..<3)
  func native(_ batch: UInt64) throws {
    for seed in (batch * 100)..<(batch * 100 + 100) {
      let recording = RecordingGenerator.recording(seed: seed)
      let bytes = try GestureLogWriter.write(recording, as: .native)
      let loaded = try GestureLogReader.read(data: bytes, fileName: "seed-\(seed).gtape")
      #expect(loaded.format == .native, "seed \(seed)")
      #expect(loaded.recording == recording, "seed \(seed)")
      // Writing the read recording again gives the same bytes.
      #expect(try GestureLogWriter.write(loaded.recording, as: .native) == bytes, "seed \(seed)")
      #expect(!loaded.warnings.contains { $0.kind == .truncated }, "seed \(seed)")
    }
  }

  @Test(
    "evemu → model keeps description, events and time origin (300 recordings)", arguments: 0..<3)
  func evemu(_ batch: UInt64) throws {
    for seed in (batch * 100)..<(batch * 100 + 100) {
      let recording = RecordingGenerator.recording(seed: seed, options: .evemu)
      let bytes = try GestureLogWriter.write(recording, as: .evemu)
      let loaded = try GestureLogReader.read(data: bytes, fileName: "seed-\(seed).evemu")
      #expect(loaded.format == .evemu, "seed \(seed)")
      #expect(loaded.recording.devices == recording.devices, "seed \(seed)")
      let hasEvents = recording.eventCount > 0
      // Without an origin the writer puts the first event at 1 µs, as evemu-record does.
      #expect(
        loaded.recording.metadata.timeOrigin
          == (hasEvents ? (recording.metadata.timeOrigin ?? EvemuWriter.defaultOrigin) : nil),
        "seed \(seed)")
      #expect(loaded.recording.metadata.kernel == recording.metadata.kernel, "seed \(seed)")
      #expect(try GestureLogWriter.write(loaded.recording, as: .evemu) == bytes, "seed \(seed)")
    }
  }

  @Test("native ↔ evemu ↔ native for one-device recordings")
  func acrossFormats() throws {
    for seed in UInt64(1000)..<1100 {
      let recording = RecordingGenerator.recording(seed: seed, options: .evemu)
      let evemu = try GestureLogReader.read(data: try GestureLogWriter.write(recording, as: .evemu))
      let native = try GestureLogReader.read(
        data: try GestureLogWriter.write(evemu.recording, as: .native))
      #expect(native.recording == evemu.recording, "seed \(seed)")
    }
  }
}
