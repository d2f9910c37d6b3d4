import Foundation
import GestureLog
import InputDevices
import TestSupport
import Testing

/// Touchpad presses and taps (docs/INPUT.md §3.2, §6), checked against the raw events of
/// recordings: a uinput clickpad session recorded in the QEMU guest, Apple's bcm5974
/// (clickfinger) and the Cypress clickpad.
@Suite("Touchpad buttons and taps")
struct TouchpadButtonTests {
  static func load(_ name: String) throws -> Recording {
    try GestureLogReader.read(contentsOf: Fixtures.recordings.appendingPathComponent(name))
      .recording
  }

  /// The times (µs) of the frames holding a raw key event `code` with `value`.
  static func times(of code: UInt16, value: Int32, in recording: Recording) -> [Int64] {
    recording.devices[0].frames.filter { frame in
      frame.events.contains {
        $0.type == InputCode.EV_KEY && $0.code == code && $0.value == value
      }
    }.map(\.time.microseconds)
  }

  @Test("the clickpad session: every press is a click or click-drag from its press to its release")
  func clickpadPresses() throws {
    let recording = try Self.load("uinput-clickpad-session.gtape")
    let segments = GestureSegmenter.segments(of: recording)
    let presses = segments.filter { $0.kind == .click || $0.kind == .buttonDrag }
    let down = Self.times(of: InputCode.BTN_LEFT, value: 1, in: recording)
    let up = Self.times(of: InputCode.BTN_LEFT, value: 0, in: recording)
    try #require(down.count == 5 && up.count == 5, "the raw events hold five presses")
    #expect(presses.map { $0.start.nanoseconds / 1_000 } == down)
    #expect(presses.map { $0.end.nanoseconds / 1_000 } == up)
    #expect(presses.map(\.kind) == [.click, .click, .buttonDrag, .buttonDrag, .click])
    #expect(presses.map(\.buttonArea) == [.main, .right, .main, .left, .middle])
    #expect(
      presses.map(\.button) == [
        InputCode.BTN_LEFT, InputCode.BTN_RIGHT, InputCode.BTN_LEFT, InputCode.BTN_LEFT,
        InputCode.BTN_MIDDLE,
      ])
    #expect(presses.allSatisfy { $0.fingerCount == 1 })
    // The click-drags: 15 mm right; 15 mm right and 20 mm up (163/25.4 pt per mm).
    let drags = presses.filter { $0.kind == .buttonDrag }
    #expect(abs(drags[0].translation.x - 96.3) < 0.5 && abs(drags[0].translation.y - 3.2) < 0.5)
    #expect(abs(drags[1].translation.x - 96.3) < 0.5 && abs(drags[1].translation.y + 128.3) < 0.5)
  }

  @Test(
    "the clickpad session: taps by libinput's rules, the slow touch a hold, strokes stay strokes")
  func clickpadTaps() throws {
    let recording = try Self.load("uinput-clickpad-session.gtape")
    let kinds = GestureSegmenter.segments(of: recording).map(\.kind)
    #expect(
      kinds == [
        .drag, .click, .click, .buttonDrag, .buttonDrag, .click, .tap, .tap, .tap, .hold, .swipe,
      ])
    let taps = GestureSegmenter.segments(of: recording).filter { $0.kind == .tap }
    #expect(taps.map(\.button) == [InputCode.BTN_LEFT, InputCode.BTN_LEFT, InputCode.BTN_RIGHT])
    #expect(taps.map(\.fingerCount) == [1, 1, 2])
    // Every tap is shorter than libinput's 180 ms; the hold is longer.
    #expect(taps.allSatisfy { ($0.end - $0.start).nanoseconds <= 180_000_000 })
  }

  @Test("Apple's bcm5974 uses clickfinger: one, two and three fingers click left, right, middle")
  func clickfinger() throws {
    let recording = try Self.load("bcm5974-touchpad-3fg-click-mt-protocol-a.gtape")
    let presses = GestureSegmenter.segments(of: recording).filter { $0.kind == .click }
    #expect(presses.map(\.fingerCount) == [1, 2, 3])
    #expect(
      presses.map(\.button) == [InputCode.BTN_LEFT, InputCode.BTN_RIGHT, InputCode.BTN_MIDDLE])
    #expect(presses.allSatisfy { $0.buttonArea == nil })
    #expect(
      presses.map { $0.start.nanoseconds / 1_000 }
        == Self.times(of: InputCode.BTN_LEFT, value: 1, in: recording))
  }

  @Test("a clickpad that sends BTN_RIGHT (Cypress) keeps the kernel's button")
  func clickpadWithARightButton() throws {
    let recording = try Self.load("cypress-clickpad-2fg-press.gtape")
    let presses = GestureSegmenter.segments(of: recording)
    #expect(presses.count == 1)
    #expect(presses.first?.kind == .click && presses.first?.button == InputCode.BTN_RIGHT)
    #expect(presses.first?.fingerCount == 2)
  }

  /// A one-device clickpad recording (100 × 65 mm at 40 units/mm) from frames of
  /// (ms, finger positions in units) — nil positions lift every finger.
  static func pad(_ frames: [(Int64, [(Int32, Int32)])]) -> Recording {
    func axis(_ code: UInt16, _ maximum: Int32, _ resolution: Int32) -> AbsoluteAxis {
      AbsoluteAxis(code: code, minimum: 0, maximum: maximum, resolution: resolution)
    }
    let description = DeviceDescription(
      name: "pad", bustype: 0x11, vendor: 0x2, product: 0x7,
      properties: [InputCode.INPUT_PROP_POINTER, InputCode.INPUT_PROP_BUTTONPAD],
      codes: [
        InputCode.EV_SYN: [0],
        InputCode.EV_KEY: [
          InputCode.BTN_LEFT, InputCode.BTN_TOUCH, InputCode.BTN_TOOL_FINGER,
          InputCode.BTN_TOOL_DOUBLETAP,
        ],
        InputCode.EV_ABS: [0, 1, 0x2f, 0x35, 0x36, 0x39],
      ],
      absoluteAxes: [
        axis(InputCode.ABS_X, 4000, 40), axis(InputCode.ABS_Y, 2600, 40),
        axis(InputCode.ABS_MT_SLOT, 1, 0), axis(InputCode.ABS_MT_POSITION_X, 4000, 40),
        axis(InputCode.ABS_MT_POSITION_Y, 2600, 40), axis(InputCode.ABS_MT_TRACKING_ID, 65535, 0),
      ])
    var events: [InputEvent] = []
    var down = 0
    var nextID: Int32 = 1
    for (ms, fingers) in frames {
      let t = Timestamp(microseconds: ms * 1000)
      func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: t, type: type, code: code, value: value))
      }
      for (slot, position) in fingers.enumerated() {
        add(InputCode.EV_ABS, InputCode.ABS_MT_SLOT, Int32(slot))
        if slot >= down {
          add(InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, nextID)
          nextID += 1
        }
        add(InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, position.0)
        add(InputCode.EV_ABS, InputCode.ABS_MT_POSITION_Y, position.1)
      }
      for slot in stride(from: fingers.count, to: down, by: 1) {
        add(InputCode.EV_ABS, InputCode.ABS_MT_SLOT, Int32(slot))
        add(InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, -1)
      }
      if fingers.count != down {
        add(InputCode.EV_KEY, InputCode.BTN_TOUCH, fingers.isEmpty ? 0 : 1)
        add(InputCode.EV_KEY, InputCode.BTN_TOOL_FINGER, fingers.count == 1 ? 1 : 0)
        add(InputCode.EV_KEY, InputCode.BTN_TOOL_DOUBLETAP, fingers.count == 2 ? 1 : 0)
      }
      down = fingers.count
      add(InputCode.EV_SYN, InputCode.SYN_REPORT, 0)
    }
    return Recording(devices: [RecordedDevice(description: description, events: events)])
  }

  @Test(
    "tap rules at their edges: 180 ms and 1.3 mm (libinput's constants)",
    arguments: [
      // (lift after ms, movement in units (40 per mm), expected kind)
      (180, 0, GestureKind.tap), (181, 0, .hold), (100, 52, .tap), (100, 53, .drag),
    ])
  func tapEdges(lift: Int64, movement: Int32, expected: GestureKind) throws {
    let recording = Self.pad([
      (0, [(2000, 1000)]), (lift / 2, [(2000 + movement, 1000)]), (lift, []),
    ])
    let kinds = GestureSegmenter.segments(of: recording).map(\.kind)
    // 1.3 mm = 52 units; 53 units (1.325 mm) is beyond; 53 units is also ≥ 8 pt, a drag.
    #expect(kinds == [expected], "lift at \(lift) ms, moved \(movement) units")
  }

  @Test(
    "a second finger resets the timer; a finger landing after one of two lifted rules out the tap")
  func twoFingerTimers() throws {
    // Second finger at 150 ms, both lift at 300 ms: within 180 ms of the second landing.
    let tap = Self.pad([(0, [(1000, 1000)]), (150, [(1000, 1000), (2000, 1000)]), (300, [])])
    #expect(GestureSegmenter.segments(of: tap).map(\.kind) == [.tap])
    #expect(GestureSegmenter.segments(of: tap).first?.button == InputCode.BTN_RIGHT)
    // One of two lifts, then a finger lands again before the other lifts: a hold.
    let relanded = Self.pad([
      (0, [(1000, 1000), (2000, 1000)]), (50, [(1000, 1000)]),
      (80, [(1000, 1000), (2500, 1000)]), (120, []),
    ])
    #expect(GestureSegmenter.segments(of: relanded).map(\.kind) == [.hold])
  }
}
