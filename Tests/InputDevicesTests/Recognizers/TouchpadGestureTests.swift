import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import Replay
import Testing

/// Touchpad fingers through the mapping into the recognizers.
@Suite("Touchpad gestures")
@MainActor
struct TouchpadGestureTests {
  /// Two fingers on the protocol-A pad (10 units/mm) at y = 500, their x moving from
  /// `left.0`/`right.0` to `left.1`/`right.1` in 10 frames of 10 ms, then lifting.
  static func twoFingers(left: (Int32, Int32), right: (Int32, Int32)) -> RecordedDevice {
    var s = Synthetic.Stream()
    for i in 0...10 {
      if i == 0 {
        s.key(InputCode.BTN_TOUCH, 1)
        s.key(InputCode.BTN_TOOL_DOUBLETAP, 1)
      }
      let l = left.0 + (left.1 - left.0) * Int32(i) / 10
      let r = right.0 + (right.1 - right.0) * Int32(i) / 10
      for x in [l, r] {
        s.abs(InputCode.ABS_MT_POSITION_X, x)
        s.abs(InputCode.ABS_MT_POSITION_Y, 500)
        s.syn(InputCode.SYN_MT_REPORT)
      }
      s.report()
    }
    s.key(InputCode.BTN_TOUCH, 0)
    s.key(InputCode.BTN_TOOL_DOUBLETAP, 0)
    s.syn(InputCode.SYN_MT_REPORT)
    s.report()
    return RecordedDevice(description: Synthetic.protocolAPad(resolution: 10), events: s.events)
  }

  static func window() -> (UIWindow, UIView) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (window, view)
  }

  @Test("two fingers spreading become two touches whose pinch scale grows")
  func pinchOut() {
    // 400…600 → 300…700: the distance doubles (20 mm → 40 mm).
    let frames = TouchInterpreter.touchFrames(
      for: Self.twoFingers(left: (400, 300), right: (600, 700)))
    #expect(frames.first?.touches.count == 2)
    let (window, view) = Self.window()
    var endScale: CGFloat?
    let pinch = UIPinchGestureRecognizer { recognizer in
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      if pinch.state == .ended { endScale = pinch.scale }
    }
    view.addGestureRecognizer(pinch)
    window.deliver(frames)
    #expect(abs((endScale ?? 0) - 2) < 1e-9)
  }

  @Test("a 2-finger swipe pans by the centroid: mm × points per mm")
  func twoFingerSwipe() {
    // Both fingers +200 units = 20 mm at 10 units/mm; 20 mm × 163/25.4 pt/mm.
    let device = Self.twoFingers(left: (300, 500), right: (500, 700))
    var mapping = InputMapping()
    mapping.touchpadPan = .swipe(fingers: 2)
    let frames = TouchInterpreter.touchFrames(for: device, mapping: mapping)
    let (window, view) = Self.window()
    var endTranslation: CGPoint?
    let pan = UIPanGestureRecognizer { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      if pan.state == .ended { endTranslation = pan.translation(in: nil) }
    }
    view.addGestureRecognizer(pan)
    window.deliver(frames)
    let expected = 20 * 163 / 25.4
    #expect(abs((endTranslation?.x ?? 0) - expected) < 1e-9)
    #expect(abs(endTranslation?.y ?? 1) < 1e-9)
    // One-finger mode with pinch off: two fingers are not a touch at all.
    mapping.touchpadPan = .oneFingerMotion
    mapping.touchpadPinch = false
    #expect(TouchInterpreter.touchFrames(for: device, mapping: mapping).isEmpty)
  }
}
