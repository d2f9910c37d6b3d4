import Foundation
import GestureLog
import TestSupport
import Testing

/// The 8 real recordings of `recordings/sources` load with the facts SOURCES.md lists for them.
@Suite("Real evemu recordings")
struct SourceRecordingTests {
  /// One row of SOURCES.md: events (`E:` lines), frames (SYN_REPORTs), duration (last minus
  /// first timestamp, printed in ms there), slots (`ABS_MT_SLOT` maximum + 1) where listed.
  struct Expected: Sendable, CustomTestStringConvertible {
    var fragment: String
    var events: Int
    var frames: Int
    var durationMilliseconds: Int
    var slots: Int?
    var testDescription: String { fragment }
  }

  static let expected: [Expected] = [
    Expected(
      fragment: "synaptics-clickpad", events: 332, frames: 43, durationMilliseconds: 1350, slots: 2),
    Expected(
      fragment: "cypress-clickpad", events: 278, frames: 37, durationMilliseconds: 572, slots: nil),
    Expected(
      fragment: "elantech-touchpad", events: 1557, frames: 297, durationMilliseconds: 7426,
      slots: nil),
    Expected(
      fragment: "bcm5974", events: 2586, frames: 150, durationMilliseconds: 2262, slots: nil),
    Expected(
      fragment: "wacom-intuos5", events: 1564, frames: 216, durationMilliseconds: 2330, slots: 16),
    Expected(fragment: "nexus4", events: 4953, frames: 577, durationMilliseconds: 7866, slots: 10),
    Expected(
      fragment: "atmel-maxtouch", events: 502, frames: 150, durationMilliseconds: 2200, slots: nil),
    Expected(
      fragment: "logitech-ultrathin", events: 1109, frames: 406, durationMilliseconds: 9664,
      slots: nil),
  ]

  @Test("every shipped recording is in the table")
  func tableCoversTheFolder() {
    #expect(Fixtures.allSourceRecordings.count == 8)
    for url in Fixtures.allSourceRecordings {
      #expect(
        Self.expected.contains { url.lastPathComponent.contains($0.fragment) },
        "\(url.lastPathComponent) has no row")
    }
  }

  @Test("loads with the counts of SOURCES.md", arguments: expected)
  func counts(_ row: Expected) throws {
    let url = try #require(Fixtures.sourceRecording(matching: row.fragment))
    let loaded = try GestureLogReader.read(contentsOf: url)
    #expect(loaded.format == .evemu)
    #expect(
      loaded.warnings.filter { $0.kind != .invalidDescription }.isEmpty, "\(loaded.warnings)")
    // Real touchpads without resolution get a description finding, and only those.
    #expect(
      loaded.warnings.filter { $0.kind == .invalidDescription }.count
        == loaded.recording.devices.reduce(0) { $0 + $1.description.problems.count })
    let recording = loaded.recording
    #expect(recording.devices.count == 1)
    let device = try #require(recording.devices.first)
    #expect(device.events.count == row.events)
    #expect(device.events.filter(\.isSynReport).count == row.frames)
    #expect(Array(device.frames).count == row.frames)
    // SOURCES.md prints seconds with three decimals: the duration rounds to that.
    let milliseconds = (Double(recording.duration) / 1000).rounded()
    #expect(Int(milliseconds) == row.durationMilliseconds)
    #expect(device.events.first?.time == .zero)
    if let slots = row.slots {
      let slotAxis = try #require(device.description.axis(InputCode.ABS_MT_SLOT))
      #expect(Int(slotAxis.maximum) + 1 == slots)
    }
  }

  @Test("evemu 1.0 without a version line: absolute epoch times, A: with 4 numbers")
  func synapticsVersion10() throws {
    let url = try #require(Fixtures.sourceRecording(matching: "synaptics-clickpad"))
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let description = try #require(recording.devices.first?.description)
    #expect(description.name == "SynPS/2 Synaptics TouchPad")
    // I: 0011 0002 0007 01b1
    #expect(description.bustype == 0x11)
    #expect(description.vendor == 2)
    #expect(description.product == 7)
    #expect(description.version == 0x1b1)
    // P: 05 → INPUT_PROP_POINTER (bit 0) and INPUT_PROP_BUTTONPAD (bit 2).
    #expect(
      description.properties == [InputCode.INPUT_PROP_POINTER, InputCode.INPUT_PROP_BUTTONPAD])
    // A: 00 1472 5472 8 0 → no resolution in 1.0.
    #expect(
      description.axis(InputCode.ABS_X)
        == AbsoluteAxis(code: 0, minimum: 1472, maximum: 5472, fuzz: 8))
    // First event E: 1344928693.630556 → origin on the realtime clock.
    #expect(recording.metadata.timeOrigin == 1_344_928_693_630_556)
    #expect(recording.metadata.clock == "realtime")
    // B: 01 line 6 is `20 e5 …`: byte 0 of codes 0x140…: 0x20 → bit 5 → 0x145
    // (BTN_TOOL_FINGER).
    #expect(description.supports(type: InputCode.EV_KEY, code: InputCode.BTN_TOOL_FINGER))
    #expect(description.supports(type: InputCode.EV_KEY, code: InputCode.BTN_LEFT))
    #expect(!description.supports(type: InputCode.EV_REL))
  }

  @Test("absolute monotonic times (nexus4) and relative times starting at 0.000001 (atmel)")
  func timestampFlavours() throws {
    let nexus = try GestureLogReader.read(
      contentsOf: try #require(Fixtures.sourceRecording(matching: "nexus4"))
    ).recording
    #expect(nexus.metadata.timeOrigin == 75_280_046)
    #expect(nexus.metadata.clock == "monotonic")
    // The second event is E: 75.280077: 31 µs after the first.
    #expect(nexus.devices.first?.events[1].time.microseconds == 31)
    let atmel = try GestureLogReader.read(
      contentsOf: try #require(Fixtures.sourceRecording(matching: "atmel"))
    ).recording
    #expect(atmel.metadata.timeOrigin == 1)
    #expect(atmel.metadata.clock == nil)
    #expect(atmel.metadata.kernel == "4.14.0-rc3-ge-generic-1-gba835e322c51-dirty")
  }

  @Test("MT protocol A keeps its SYN_MT_REPORT separators; %04d values read as numbers")
  func protocolAAndPaddedValues() throws {
    let bcm = try GestureLogReader.read(
      contentsOf: try #require(Fixtures.sourceRecording(matching: "bcm5974"))
    ).recording
    let events = try #require(bcm.devices.first?.events)
    #expect(events.contains { $0.type == 0 && $0.code == InputCode.SYN_MT_REPORT })
    #expect(!events.contains { $0.type == InputCode.EV_ABS && $0.code == InputCode.ABS_MT_SLOT })
    // The first event is `E: 1332478501.143449 0003 0030 0068`: ABS_MT_TOUCH_MAJOR 68.
    #expect(events.first == InputEvent(time: .zero, type: 3, code: 0x30, value: 68))
    let mouse = try GestureLogReader.read(
      contentsOf: try #require(Fixtures.sourceRecording(matching: "logitech"))
    ).recording
    let mouseEvents = try #require(mouse.devices.first?.events)
    // `E: 0.000000 0002 0001 -013`: REL_Y -13.
    #expect(mouseEvents[1] == InputEvent(time: .zero, type: 2, code: 1, value: -13))
    // SOURCES.md: 32 REL_WHEEL events; the held BTN_LEFT produces 18 key-repeat events (value 2).
    #expect(
      mouseEvents.filter { $0.type == InputCode.EV_REL && $0.code == InputCode.REL_WHEEL }.count
        == 32)
    #expect(
      mouseEvents.filter {
        $0.type == InputCode.EV_KEY && $0.code == InputCode.BTN_LEFT && $0.value == 2
      }
      .count == 18)
  }
}
