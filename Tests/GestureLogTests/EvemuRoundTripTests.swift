import Foundation
import GestureLog
import TestSupport
import Testing

@Suite("evemu round trips")
struct EvemuRoundTripTests {
  @Test(
    "evemu → native → evemu keeps every event and the whole description",
    arguments: Fixtures.allSourceRecordings.map(\.lastPathComponent))
  func throughNative(_ name: String) throws {
    let original = try GestureLogReader.read(
      contentsOf: Fixtures.sourceRecordings.appendingPathComponent(name)
    ).recording
    let native = try GestureLogWriter.write(original, as: .native)
    let viaNative = try GestureLogReader.read(data: native, fileName: "\(name).gtape")
    #expect(viaNative.format == .native)
    #expect(viaNative.recording == original)
    let evemu = try GestureLogWriter.write(viaNative.recording, as: .evemu)
    let back = try GestureLogReader.read(data: evemu, fileName: "\(name).evemu")
    #expect(back.format == .evemu)
    #expect(back.warnings.filter { $0.kind != .invalidDescription }.isEmpty)
    // Description findings (random or real devices without resolution) are reported, one
    // group per problem the description has.
    #expect(
      back.warnings.filter { $0.kind == .invalidDescription }.count
        == original.devices.reduce(0) { $0 + $1.description.problems.count })
    #expect(back.recording.devices == original.devices)
    #expect(back.recording.metadata.timeOrigin == original.metadata.timeOrigin)
    #expect(back.recording.metadata.clock == original.metadata.clock)
    #expect(back.recording.metadata.kernel == original.metadata.kernel)
  }

  @Test("a canonical evemu file is written back byte for byte")
  func canonicalText() throws {
    for url in Fixtures.allSourceRecordings {
      let first = try GestureLogWriter.text(
        try GestureLogReader.read(contentsOf: url).recording, as: .evemu)
      let native = try GestureLogWriter.write(
        try GestureLogReader.read(text: first, fileName: "first.evemu").recording, as: .native)
      let second = try GestureLogWriter.text(
        try GestureLogReader.read(data: native).recording, as: .evemu)
      #expect(first == second, "\(url.lastPathComponent)")
    }
  }

  @Test("the writer prints what evemu-record prints")
  func writerLayout() throws {
    let description = DeviceDescription(
      name: "Test Pad #1", bustype: 0x18, vendor: 0x6cb, product: 0, version: 0x100,
      properties: [InputCode.INPUT_PROP_POINTER, InputCode.INPUT_PROP_BUTTONPAD],
      codes: [
        InputCode.EV_SYN: [0, 1, 3], InputCode.EV_KEY: [InputCode.BTN_LEFT],
        InputCode.EV_ABS: [InputCode.ABS_X],
      ],
      absoluteAxes: [AbsoluteAxis(code: 0, minimum: -5, maximum: 1000, fuzz: 1, resolution: 12)])
    let events = [
      InputEvent(time: .zero, type: 3, code: 0, value: -1),
      InputEvent(time: .zero, type: 1, code: 0x110, value: 1),
      InputEvent(time: .zero, type: 0, code: 0, value: 0),
      InputEvent(time: Timestamp(microseconds: 7_250), type: 3, code: 0, value: 21_000),
      InputEvent(time: Timestamp(microseconds: 7_250), type: 0, code: 0, value: 0),
    ]
    let recording = Recording(
      devices: [RecordedDevice(description: description, events: events)],
      metadata: RecordingMetadata(timeOrigin: 75_000_001))
    let text = try GestureLogWriter.text(recording, as: .evemu)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "# EVEMU 1.3")
    #expect(lines.contains("N: Test Pad #1"))
    #expect(lines.contains("I: 0018 06cb 0000 0100"))
    #expect(lines.contains("P: 05 00 00 00 00 00 00 00"))
    #expect(lines.contains("B: 00 0b 00 00 00 00 00 00 00"))
    // BTN_LEFT = 0x110 = 272: line 5 of EV_KEY (codes 256…319), byte 2 (272…279), bit 0.
    #expect(lines.filter { $0.hasPrefix("B: 01 ") }.count == 12)
    #expect(lines.contains("B: 01 00 00 01 00 00 00 00 00"))
    #expect(lines.contains("A: 00 -5 1000 1 0 12"))
    // Origin 75.000001 s; %04d values: -1 → -001, 21000 → 21000.
    #expect(lines.contains("E: 75.000001 0003 0000 -001\t# EV_ABS / ABS_X                -1"))
    #expect(lines.contains("E: 75.000001 0001 0110 0001\t# EV_KEY / BTN_LEFT             1"))
    // +75000ms: the first SYN_REPORT's delta counts from 0, as evemu's static counter does.
    #expect(
      lines.contains(
        "E: 75.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +75000ms"))
    #expect(lines.contains("E: 75.007251 0003 0000 21000\t# EV_ABS / ABS_X                21000"))
    #expect(
      lines.contains("E: 75.007251 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +7ms"))
  }

  @Test("several devices are not representable in evemu; one of them can be written")
  func severalDevices() throws {
    let device = RecordedDevice(
      description: DeviceDescription(name: "a"),
      events: [InputEvent(time: .zero, type: 0, code: 0, value: 0)])
    let recording = Recording(devices: [device, device])
    #expect(throws: GestureLogError.self) { try GestureLogWriter.write(recording, as: .evemu) }
    do {
      _ = try GestureLogWriter.write(recording, as: .evemu)
    } catch {
      #expect(error.kind == .unrepresentable)
    }
    let second = try EvemuWriter.write(recording, device: 1)
    let back = try GestureLogReader.read(data: second)
    #expect(back.recording.devices.first?.events == device.events)
  }

  @Test("a time before the clock's zero cannot be written")
  func negativeAbsoluteTime() {
    let recording = Recording(
      devices: [
        RecordedDevice(
          description: DeviceDescription(name: "a"),
          events: [
            InputEvent(time: .zero, type: 0, code: 0, value: 0),
            InputEvent(time: Timestamp(microseconds: -10), type: 0, code: 0, value: 0),
          ])
      ], metadata: RecordingMetadata(timeOrigin: 5))
    do {
      _ = try EvemuWriter.write(recording)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .unrepresentable)
    }
  }

  @Test("version rules: comments, A: field counts, L:/S: lines, events-only files")
  func versionRules() throws {
    // 1.1: trailing comments allowed, A: has 4 numbers.
    let v11 =
      "# EVEMU 1.1\nN: pad # not a comment\nI: 0003 0001 0002 0003 # ids\n"
      + "A: 00 0 10 0 0 # x\nE: 1.000000 0000 0000 0000 # sync\n"
    let loaded11 = try GestureLogReader.read(text: v11)
    #expect(loaded11.recording.devices.first?.description.name == "pad # not a comment")
    #expect(loaded11.recording.devices.first?.description.absoluteAxes.count == 1)
    // 1.0: the same A: line with a trailing comment is an error at the `#`.
    let v10 = "N: pad\nI: 0003 0001 0002 0003\nA: 00 0 10 0 0 # x\n"
    #expect(throws: GestureLogError.self) { try GestureLogReader.read(text: v10) }
    // 1.3: L: and S: states.
    let v13 =
      "# EVEMU 1.3\nN: kbd\nI: 0003 0001 0002 0003\n"
      + "B: 11 03 00 00 00 00 00 00 00\nL: 01 1\nS: 00 1\n"
    let description = try #require(
      try GestureLogReader.read(text: v13).recording.devices.first?.description)
    #expect(description.leds == [1: true])
    #expect(description.switches == [0: true])
    #expect(description.codes[InputCode.EV_LED] == [0, 1])
    // A newer minor version is read as 1.3 with a warning.
    let v14 = "# EVEMU 1.4\nN: pad\nI: 0003 0001 0002 0003\n"
    #expect(try GestureLogReader.read(text: v14).warnings.map(\.kind) == [.newerVersion])
    // Events without a description (an old .events file).
    let eventsOnly = try GestureLogReader.read(
      text: "E: 0.000001 0002 0000 0005\nE: 0.000001 0000 0000 0000\n")
    #expect(eventsOnly.warnings.map(\.kind) == [.missingDescription])
    #expect(eventsOnly.recording.eventCount == 2)
  }

  @Test("a file cut inside its last event loads the complete part with a warning")
  func truncatedEvent() throws {
    let text =
      "# EVEMU 1.3\nN: pad\nI: 0003 0001 0002 0003\nE: 0.000001 0003 0000 0012\n"
      + "E: 0.000001 0000 0000 0000\nE: 0.010001 0003 00"
    let loaded = try GestureLogReader.read(text: text, fileName: "cut.evemu")
    #expect(loaded.recording.eventCount == 2)
    #expect(loaded.warnings.map(\.kind) == [.truncated])
    #expect(loaded.warnings.first?.line == 6)
  }
}
