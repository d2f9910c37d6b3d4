import Foundation
import GestureLog
import InputDevices
import Testing

@Suite("Touch interpretation")
struct TouchStreamTests {
  /// 375 × 812 window, touchscreen 0…1000 → x·0.375, y·0.812.
  let mapping = InputMapping()

  @Test("a recording that starts without ABS_MT_SLOT uses the described slot")
  func missingFirstSlot() {
    var description = Synthetic.touchscreen
    description.absoluteAxes[0].value = 3  // current slot 3 when described
    var s = Synthetic.Stream()
    s.abs(InputCode.ABS_MT_TRACKING_ID, 7)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 200)
    s.report()
    s.abs(InputCode.ABS_MT_SLOT, 0)
    s.abs(InputCode.ABS_MT_TRACKING_ID, 8)
    s.abs(InputCode.ABS_MT_POSITION_X, 500)
    s.abs(InputCode.ABS_MT_POSITION_Y, 500)
    s.report()
    s.abs(InputCode.ABS_MT_SLOT, 3)
    s.abs(InputCode.ABS_MT_POSITION_X, 120)  // moves the first finger, in slot 3
    s.report()
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: description, events: s.events), mapping: mapping)
    #expect(frames.count == 4)  // began, second began, moved, cancelled at end
    #expect(frames[2].touches.count == 2)
    let moved = frames[2].touches.first { $0.phase == .moved }
    #expect(moved?.location == CGPoint(x: 120 * 0.375, y: 200 * 0.812))
    #expect(frames[3].touches.allSatisfy { $0.phase == .cancelled })
  }

  @Test("a new tracking id in a busy slot ends one touch and begins another")
  func trackingIDReuse() {
    var s = Synthetic.Stream()
    s.abs(InputCode.ABS_MT_TRACKING_ID, 1)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.report()
    s.abs(InputCode.ABS_MT_TRACKING_ID, 2)  // no -1 in between
    s.report()
    s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
    s.report()
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.touchscreen, events: s.events))
    #expect(frames.count == 3)
    let phases = frames[1].touches.map(\.phase)
    #expect(phases.sorted { $0.rawValue < $1.rawValue } == [.began, .ended])
    #expect(Set(frames[1].touches.map(\.id)).count == 2)
    #expect(frames[2].touches.map(\.phase) == [.ended])
  }

  @Test("SYN_DROPPED discards its whole frame, in events or as a marker")
  func synDropped() {
    var s = Synthetic.Stream()
    s.abs(InputCode.ABS_MT_TRACKING_ID, 1)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.report()
    s.abs(InputCode.ABS_MT_POSITION_X, 900)  // partial frame, then the drop
    s.syn(InputCode.SYN_DROPPED)
    s.abs(InputCode.ABS_MT_POSITION_Y, 900)  // after the drop, up to SYN_REPORT: discarded
    s.report()
    s.abs(InputCode.ABS_MT_POSITION_X, 200)  // resync frame
    s.report()
    s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
    s.report()
    let device = RecordedDevice(description: Synthetic.touchscreen, events: s.events)
    let frames = TouchInterpreter.touchFrames(for: device, mapping: mapping)
    #expect(frames.map { $0.touches[0].phase } == [.began, .moved, .ended])
    #expect(frames[1].touches[0].location == CGPoint(x: 200 * 0.375, y: 100 * 0.812))

    // The same stream with the drop as a marker instead of an event.
    var events = s.events
    events.removeAll { $0.type == InputCode.EV_SYN && $0.code == InputCode.SYN_DROPPED }
    let marked = RecordedDevice(
      description: Synthetic.touchscreen, events: events,
      markers: [Marker(time: Timestamp(microseconds: 10_000), kind: .synDropped)])
    #expect(TouchInterpreter.touchFrames(for: marked, mapping: mapping) == frames)
  }

  @Test("mouse: BTN_LEFT held is a touch at the pointer, repeats and wheel ignored")
  func mouse() {
    var s = Synthetic.Stream()
    s.rel(InputCode.REL_X, 10)
    s.report()
    s.key(InputCode.BTN_LEFT, 1)
    s.report()
    s.rel(InputCode.REL_Y, 20)
    s.rel(InputCode.REL_WHEEL, 1)
    s.report()
    s.key(InputCode.BTN_LEFT, 2)  // key repeat: no effect
    s.report()
    s.key(InputCode.BTN_LEFT, 0)
    s.report()
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.mouse, events: s.events), mapping: mapping)
    // Start at the window centre (187.5, 406), +10 x before the press.
    #expect(frames.map { $0.touches[0].phase } == [.began, .moved, .ended])
    #expect(frames[0].touches[0].location == CGPoint(x: 197.5, y: 406))
    #expect(frames[1].touches[0].location == CGPoint(x: 197.5, y: 426))
    #expect(frames[0].source == .pointer)
  }

  @Test("a mapped wheel becomes a drag that lifts after the idle time")
  func wheelDrag() {
    var s = Synthetic.Stream()
    s.rel(InputCode.REL_WHEEL, 1)
    s.report()
    s.rel(InputCode.REL_WHEEL, 2)
    s.report(step: 500_000)
    s.rel(InputCode.REL_X, 1)
    s.report()
    var wheelMapping = mapping
    wheelMapping.wheel = .drag(pointsPerDetent: 10, endAfter: 0.1)
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.mouse, events: s.events), mapping: wheelMapping)
    #expect(frames.map { $0.touches[0].phase } == [.began, .moved, .ended])
    #expect(frames[1].touches[0].location.y - frames[0].touches[0].location.y == 20)
    #expect(frames[2].time == .microseconds(110_000))
  }

  @Test("touchpad units → mm → points, with the 69 × 50 mm fallback at resolution 0")
  func touchpadScaling() {
    var s = Synthetic.Stream()
    s.key(InputCode.BTN_TOUCH, 1)
    s.key(InputCode.BTN_TOOL_FINGER, 1)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.abs(InputCode.ABS_MT_POSITION_X, 300)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.key(InputCode.BTN_TOUCH, 0)
    s.key(InputCode.BTN_TOOL_FINGER, 0)
    s.report()
    var pad = mapping
    pad.pointsPerMillimetre = 2
    let withResolution = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.protocolAPad(resolution: 20), events: s.events),
      mapping: pad)
    // 200 units at 20 units/mm = 10 mm → 20 pt.
    #expect(withResolution.count == 3)
    #expect(withResolution[1].touches[0].location.x - withResolution[0].touches[0].location.x == 20)
    let fallback = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.protocolAPad(resolution: 0), events: s.events),
      mapping: pad)
    // Resolution 0: 1000 units span 69 mm → 200 units = 13.8 mm → 27.6 pt.
    let dx = fallback[1].touches[0].location.x - fallback[0].touches[0].location.x
    #expect(abs(dx - 27.6) < 1e-9)
  }

  @Test("click-drag mode: a touchpad touches only while the button is held")
  func clickDrag() {
    var s = Synthetic.Stream()
    s.key(InputCode.BTN_TOUCH, 1)
    s.key(InputCode.BTN_TOOL_FINGER, 1)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.key(InputCode.BTN_LEFT, 1)
    s.abs(InputCode.ABS_MT_POSITION_X, 100)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.abs(InputCode.ABS_MT_POSITION_X, 200)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.key(InputCode.BTN_LEFT, 0)
    s.abs(InputCode.ABS_MT_POSITION_X, 200)
    s.abs(InputCode.ABS_MT_POSITION_Y, 100)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    var pad = mapping
    pad.touchpadPan = .clickDrag
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.protocolAPad(resolution: 10), events: s.events),
      mapping: pad)
    #expect(frames.map { $0.touches[0].phase } == [.began, .moved, .ended])
    #expect(frames[0].time == .microseconds(10_000))
  }

  @Test(
    "protocol A: a report with touch size or pressure 0, or without both positions, is no finger",
    arguments: [InputCode.ABS_MT_TOUCH_MAJOR, InputCode.ABS_MT_PRESSURE])
  func protocolALiftByZero(_ zeroed: UInt16) {
    // Two fingers; the second lifts by a report of size (or pressure) 0 at its last place,
    // the way older phones' drivers do, then a report with X only; then the first lifts
    // by an empty frame.
    func finger(_ s: inout Synthetic.Stream, x: Int32, y: Int32, zero: Bool = false) {
      s.abs(InputCode.ABS_MT_TOUCH_MAJOR, zero && zeroed == InputCode.ABS_MT_TOUCH_MAJOR ? 0 : 8)
      s.abs(InputCode.ABS_MT_POSITION_X, x)
      s.abs(InputCode.ABS_MT_POSITION_Y, y)
      s.abs(InputCode.ABS_MT_PRESSURE, zero && zeroed == InputCode.ABS_MT_PRESSURE ? 0 : 40)
      s.syn(InputCode.SYN_MT_REPORT)
    }
    var s = Synthetic.Stream()
    finger(&s, x: 100, y: 100)
    finger(&s, x: 500, y: 500)
    s.report()
    finger(&s, x: 100, y: 120)
    finger(&s, x: 500, y: 520, zero: true)
    s.report()
    finger(&s, x: 100, y: 140)
    s.abs(InputCode.ABS_MT_POSITION_X, 500)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    let frames = TouchInterpreter.touchFrames(
      for: RecordedDevice(description: Synthetic.protocolATouchscreen, events: s.events),
      mapping: mapping)
    #expect(frames.map(\.touches.count) == [2, 2, 1, 1])
    #expect(frames[1].touches.map(\.phase).sorted { "\($0)" < "\($1)" } == [.ended, .moved])
    let second = frames[1].touches.first { $0.phase == .ended }
    // The finger lifts where it last touched, not where the zero report put it.
    #expect(second?.location == CGPoint(x: 500 * 0.375, y: 500 * 0.812))
    #expect(frames[2].touches.map(\.phase) == [.moved])
    #expect(frames[3].touches.map(\.phase) == [.ended])
  }
}
