import GestureLog
import Testing

/// `RecordingSummary`, the computation behind `inspect`, on small hand-made recordings.
@Suite("RecordingSummary")
struct RecordingSummaryTests {
  private func event(_ ms: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
    InputEvent(time: Timestamp(microseconds: ms * 1000), type: type, code: code, value: value)
  }

  private func report(_ ms: Int64) -> InputEvent { event(ms, 0, 0, 0) }

  @Test("frames, frame rate, gaps and buttons of a mouse")
  func mouse() {
    // Frames at 0, 10, 20, 30 and 100 ms: intervals 10, 10, 10, 70 → median 10 ms (100 Hz);
    // 70 ms > 3 × 10 ms is the one gap, starting at 30 ms.
    let events = [
      event(0, 2, 0, 5), report(0),
      event(10, 1, InputCode.BTN_LEFT, 1), report(10),
      event(20, 1, InputCode.BTN_LEFT, 2), report(20),
      event(30, 1, InputCode.BTN_LEFT, 0), report(30),
      event(100, 2, 1, -3), report(100),
    ]
    let description = DeviceDescription(
      name: "m", codes: [0: [0], 1: [InputCode.BTN_LEFT], 2: [0, 1]])
    let summary = RecordingSummary(
      recording: Recording(devices: [RecordedDevice(description: description, events: events)]))
    let device = summary.devices[0]
    #expect(summary.eventCount == 10)
    #expect(summary.frameCount == 5)
    #expect(summary.durationMicroseconds == 100_000)
    #expect(device.medianFrameIntervalMicroseconds == 10_000)
    #expect(device.frameRateHz == 100)
    #expect(device.gaps.map(\.startMicroseconds) == [30_000])
    #expect(device.gaps.map(\.lengthMicroseconds) == [70_000])
    #expect(device.buttons.map(\.name) == ["BTN_LEFT"])
    #expect(device.buttons.first?.presses == 1)
    #expect(device.buttons.first?.repeats == 1)
    #expect(device.fingers.maxFingers == 0)
    #expect(device.countsByType.map(\.count) == [5, 3, 2])  // EV_SYN, EV_KEY, EV_REL
  }

  @Test("fingers: slots at once, tracking ids, protocol A contacts and BTN_TOOL bits")
  func fingers() {
    let slot = InputCode.ABS_MT_SLOT
    let id = InputCode.ABS_MT_TRACKING_ID
    let x = InputCode.ABS_MT_POSITION_X
    // Protocol B: two contacts at once (slots 0 and 1), then one lifts and a third starts in
    // slot 1: 3 tracking ids, at most 2 at once, DOUBLETAP says 2.
    let b = [
      event(0, 3, slot, 0), event(0, 3, id, 10), event(0, 3, x, 5),
      event(0, 3, slot, 1), event(0, 3, id, 11), event(0, 1, InputCode.BTN_TOOL_DOUBLETAP, 1),
      report(0),
      event(10, 3, id, -1), report(10),
      event(20, 3, id, 12), report(20),
    ]
    // Protocol A: three contacts in one frame, each closed by SYN_MT_REPORT.
    let a = [
      event(0, 3, x, 1), event(0, 0, InputCode.SYN_MT_REPORT, 0),
      event(0, 3, x, 2), event(0, 0, InputCode.SYN_MT_REPORT, 0),
      event(0, 3, x, 3), event(0, 0, InputCode.SYN_MT_REPORT, 0), report(0),
    ]
    let touch = DeviceDescription(name: "t", codes: [0: [0, 2], 3: [x, slot, id]])
    let summary = RecordingSummary(
      recording: Recording(devices: [
        RecordedDevice(description: touch, events: b),
        RecordedDevice(description: touch, events: a),
      ]))
    #expect(summary.devices[0].fingers.maxSimultaneousSlots == 2)
    #expect(summary.devices[0].fingers.trackingIDs == 3)
    #expect(summary.devices[0].fingers.maxToolFingers == 2)
    #expect(summary.devices[0].fingers.maxProtocolAContacts == 0)
    #expect(summary.devices[0].fingers.maxFingers == 2)
    #expect(summary.devices[1].fingers.maxProtocolAContacts == 3)
    #expect(summary.devices[1].fingers.maxFingers == 3)
  }

  @Test("SYN_DROPPED events and markers are counted; extreme times do not trap")
  func dropsAndExtremes() {
    let events = [
      InputEvent(
        time: Timestamp(microseconds: .min), type: 0, code: InputCode.SYN_DROPPED, value: 0),
      InputEvent(time: Timestamp(microseconds: .min), type: 0, code: 0, value: 0),
      InputEvent(time: Timestamp(microseconds: .max), type: 0, code: 0, value: 0),
    ]
    let device = RecordedDevice(
      description: DeviceDescription(name: "x"), events: events,
      markers: [Marker(time: .zero, kind: .synDropped), Marker(time: .zero, kind: .resync)])
    let summary = RecordingSummary(recording: Recording(devices: [device]))
    #expect(summary.devices[0].synDroppedCount == 2)
    #expect(summary.devices[0].markers.map(\.kind) == ["syn-dropped", "resync"])
    #expect(!summary.textReport().isEmpty)
  }

  @Test("the basic kind from a description")
  func basicKind() {
    let direct = DeviceDescription(
      name: "ts", properties: [InputCode.INPUT_PROP_DIRECT],
      codes: [3: [InputCode.ABS_MT_POSITION_X]])
    #expect(RecordingSummary.basicKind(of: direct) == "touchscreen")
    let mouse = DeviceDescription(name: "m", codes: [2: [InputCode.REL_X, InputCode.REL_Y]])
    #expect(RecordingSummary.basicKind(of: mouse) == "mouse")
    let clickpad = DeviceDescription(
      name: "c", properties: [InputCode.INPUT_PROP_BUTTONPAD],
      codes: [1: [InputCode.BTN_TOOL_FINGER], 3: [InputCode.ABS_X]])
    #expect(RecordingSummary.basicKind(of: clickpad) == "clickpad")
  }
}
