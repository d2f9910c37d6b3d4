import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import Testing

/// Touchpads whose extra fingers exist only as `BTN_TOOL_*TAP` keys, and fingers landing or
/// lifting in the middle of a pan (docs/INPUT.md §3).
@MainActor
@Suite("Finger count changes on touchpads")
struct FingerCountChangeTests {
  /// A single-touch touchpad (ABS_X/ABS_Y, no MT axes) that reports fingers only by
  /// `BTN_TOOL_FINGER`…`QUINTTAP`, 10 units/mm.
  static let singleTouchPad = DeviceDescription(
    name: "synthetic single-touch pad", properties: [InputCode.INPUT_PROP_POINTER],
    codes: [
      InputCode.EV_SYN: [0],
      InputCode.EV_KEY: [
        InputCode.BTN_LEFT, InputCode.BTN_TOUCH, InputCode.BTN_TOOL_FINGER,
        InputCode.BTN_TOOL_DOUBLETAP, InputCode.BTN_TOOL_TRIPLETAP,
      ],
      InputCode.EV_ABS: [InputCode.ABS_X, InputCode.ABS_Y],
    ],
    absoluteAxes: [
      AbsoluteAxis(code: InputCode.ABS_X, minimum: 0, maximum: 1000, resolution: 10),
      AbsoluteAxis(code: InputCode.ABS_Y, minimum: 0, maximum: 1000, resolution: 10),
    ])

  /// A two-finger scroll down on ``singleTouchPad``: `BTN_TOOL_DOUBLETAP` held, one position.
  static func doubleTapScroll(tool: UInt16 = InputCode.BTN_TOOL_DOUBLETAP) -> RecordedDevice {
    var s = Synthetic.Stream()
    s.key(InputCode.BTN_TOUCH, 1)
    s.key(tool, 1)
    for i in 0...20 {
      s.abs(InputCode.ABS_X, 500)
      s.abs(InputCode.ABS_Y, 300 + Int32(i) * 10)
      s.report()
    }
    s.key(InputCode.BTN_TOUCH, 0)
    s.key(tool, 0)
    s.report()
    return RecordedDevice(description: singleTouchPad, events: s.events)
  }

  @Test(
    "BTN_TOOL_DOUBLETAP / TRIPLETAP on a single-touch pad give two / three touches at the real one",
    arguments: [(InputCode.BTN_TOOL_DOUBLETAP, 2), (InputCode.BTN_TOOL_TRIPLETAP, 3)])
  func fakeFingers(tool: UInt16, count: Int) {
    let frames = TouchInterpreter.touchFrames(for: Self.doubleTapScroll(tool: tool))
    #expect(!frames.isEmpty, "the scroll produces touches")
    let down = frames.filter { $0.isDown }
    #expect(down.allSatisfy { $0.activeTouches.count == count })
    // libinput's fake fingers copy the top-most real touch: every touch is at one place.
    for frame in down {
      let locations = Set(frame.activeTouches.map { "\($0.location)" })
      #expect(locations.count == 1)
    }
    // They move together: 200 units = 20 mm down.
    let first = down.first?.centroid ?? .zero
    let last = down.last?.centroid ?? .zero
    #expect(abs((last.y - first.y) - 20 * 163 / 25.4) < 1e-9)
  }

  /// Two fingers 20 mm apart on an MT-B clickpad scroll down together; the right one lifts a
  /// frame before the left one, which goes on moving down.
  static func liftOneEarly() -> RecordedDevice {
    let pad = DeviceDescription(
      name: "synthetic MT-B pad", properties: [InputCode.INPUT_PROP_POINTER],
      codes: [
        InputCode.EV_SYN: [0],
        InputCode.EV_KEY: [
          InputCode.BTN_LEFT, InputCode.BTN_TOUCH, InputCode.BTN_TOOL_FINGER,
          InputCode.BTN_TOOL_DOUBLETAP,
        ],
        InputCode.EV_ABS: [
          InputCode.ABS_MT_SLOT, InputCode.ABS_MT_POSITION_X, InputCode.ABS_MT_POSITION_Y,
          InputCode.ABS_MT_TRACKING_ID,
        ],
      ],
      absoluteAxes: [
        AbsoluteAxis(code: InputCode.ABS_MT_SLOT, minimum: 0, maximum: 1),
        AbsoluteAxis(
          code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000, resolution: 10),
        AbsoluteAxis(
          code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 1000, resolution: 10),
        AbsoluteAxis(code: InputCode.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535),
      ])
    var s = Synthetic.Stream()
    for i in 0...30 {
      let y = 300 + Int32(i) * 10
      if i == 0 {
        s.key(InputCode.BTN_TOUCH, 1)
        s.key(InputCode.BTN_TOOL_DOUBLETAP, 1)
      }
      s.abs(InputCode.ABS_MT_SLOT, 0)
      if i == 0 { s.abs(InputCode.ABS_MT_TRACKING_ID, 1) }
      s.abs(InputCode.ABS_MT_POSITION_X, 400)
      s.abs(InputCode.ABS_MT_POSITION_Y, y)
      s.abs(InputCode.ABS_MT_SLOT, 1)
      if i == 0 { s.abs(InputCode.ABS_MT_TRACKING_ID, 2) }
      if i < 25 {
        s.abs(InputCode.ABS_MT_POSITION_X, 600)
        s.abs(InputCode.ABS_MT_POSITION_Y, y)
      } else if i == 25 {
        s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
        s.key(InputCode.BTN_TOOL_DOUBLETAP, 0)
        s.key(InputCode.BTN_TOOL_FINGER, 1)
      }
      s.report()
    }
    s.abs(InputCode.ABS_MT_SLOT, 0)
    s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
    s.key(InputCode.BTN_TOUCH, 0)
    s.key(InputCode.BTN_TOOL_FINGER, 0)
    s.report()
    return RecordedDevice(description: pad, events: s.events)
  }

  @Test("a finger lifting mid-pan moves neither the translation sideways nor the velocity")
  func liftMidPan() {
    let frames = TouchInterpreter.touchFrames(for: Self.liftOneEarly())
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    var translations: [CGPoint] = []
    var releaseVelocity: CGPoint?
    let pan = UIPanGestureRecognizer { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      translations.append(pan.translation(in: nil))
      if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
    }
    view.addGestureRecognizer(pan)
    window.deliver(frames)
    // Every step is straight down by the fingers' 1 mm per frame (or less): no sideways jump,
    // no step larger than a frame's motion.
    let perFrame = 163 / 25.4
    for (a, b) in zip(translations, translations.dropFirst()) {
      #expect(abs(b.x - a.x) < 1e-6, "sideways step \(b.x - a.x)")
      #expect(b.y - a.y <= perFrame + 1e-6, "step \(b.y - a.y)")
    }
    // 30 frames of 1 mm.
    #expect(abs((translations.last?.y ?? 0) - 30 * perFrame) < 1e-6)
    // The fingers moved 1 mm per 10 ms: 100 mm/s.
    let velocity = releaseVelocity ?? .zero
    #expect(abs(velocity.x) < 1, "\(velocity)")
    #expect(abs(velocity.y - 100 * perFrame) < 0.05 * 100 * perFrame, "\(velocity)")
  }
}
