import Foundation
import HeadlessUI
import Testing

/// UIControl, against UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uicontrol/event (the events and their
///   bit values: touchDown = 1 << 0 … touchCancel = 1 << 8, valueChanged = 1 << 12,
///   primaryActionTriggered = 1 << 13, allTouchEvents = 0x0FFF, allEditingEvents = 0xF0000);
/// - https://developer.apple.com/documentation/uikit/uicontrol/state (normal 0, highlighted
///   1 << 0, disabled 1 << 1, selected 1 << 2, focused 1 << 3);
/// - https://developer.apple.com/documentation/uikit/uicontrol (isHighlighted while a touch is
///   inside, isTracking, beginTracking / continueTracking / endTracking / cancelTracking,
///   sendActions(for:), "a disabled control … doesn't respond to touches");
/// - https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:) (a
///   control does not retain its target).
/// The 70-point tracking margin is not documented by UIKit (see UIControl.trackingSlop).
@MainActor
@Suite("UIControl")
struct UIControlTests {
  final class Probe: UIControl {
    var hooks: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      hooks.append("begin")
      return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      hooks.append("continue")
      return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { hooks.append("end") }
    override func cancelTracking(with event: UIEvent?) { hooks.append("cancel") }
  }

  @MainActor final class Target {
    var events: [String] = []
    func record(_ sender: UIControl) { events.append("highlighted=\(sender.isHighlighted)") }
  }

  /// A window with `control` at (100, 100, 100 × 44) and a log of every event it sends.
  func setUp(_ control: UIControl) -> (UIWindow, () -> [String]) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.makeKeyAndVisible()
    control.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
    window.addSubview(control)
    var log: [String] = []
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragIn"),
      (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
      (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
    ]
    for (event, name) in names {
      control.addTarget(nil, action: { log.append(name) }, for: event)
    }
    return (window, { log })
  }

  func touch(_ window: UIWindow, _ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat, at ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: phase, location: CGPoint(x: x, y: y))],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }

  @Test func theEventBitsAreUIKits() {
    #expect(UIControl.Event.touchDown.rawValue == 1)
    #expect(UIControl.Event.touchCancel.rawValue == 256)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
    #expect(UIControl.State.selected.rawValue == 4)
  }

  @Test func aTapSendsDownThenUpInsideAndHighlightsMeanwhile() {
    let control = Probe()
    let (window, log) = setUp(control)
    let target = Target()
    control.addTarget(target, action: Target.record, for: [.touchDown, .touchUpInside])
    touch(window, .began, 150, 120, at: 0)
    #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
    touch(window, .ended, 150, 120, at: 80)
    #expect(log() == ["down", "upIn"])
    #expect(target.events == ["highlighted=true", "highlighted=false"])
    #expect(!control.isHighlighted && !control.isTracking)
    #expect(control.hooks == ["begin", "end"])
  }

  @Test func draggingOutAndBackCrossesTheTrackingArea() {
    let control = Probe()
    let (window, log) = setUp(control)
    touch(window, .began, 150, 120, at: 0)
    touch(window, .moved, 150, 200, at: 16)  // 56 pt below: still inside the 70-pt margin
    touch(window, .moved, 150, 300, at: 32)  // outside
    touch(window, .moved, 150, 130, at: 48)  // back
    touch(window, .moved, 150, 400, at: 64)
    touch(window, .ended, 150, 400, at: 80)
    #expect(
      log() == ["down", "dragIn", "exit", "dragOut", "enter", "dragIn", "exit", "dragOut", "upOut"])
    #expect(control.hooks == ["begin", "continue", "continue", "continue", "continue", "end"])
  }

  @Test func aRecognizerTakingTheTouchCancelsTheControl() {
    let control = Probe()
    let (window, log) = setUp(control)
    let pan = UIPanGestureRecognizer()
    window.addGestureRecognizer(pan)
    touch(window, .began, 150, 120, at: 0)
    touch(window, .moved, 150, 160, at: 16)  // the pan begins, cancelsTouchesInView
    touch(window, .ended, 150, 160, at: 32)
    #expect(log() == ["down", "cancel"])
    #expect(control.hooks == ["begin", "cancel"])
    #expect(!control.isHighlighted)
  }

  @Test func aDisabledControlIgnoresTouchesAndSendActionsSendsByEvent() {
    let control = Probe()
    let (window, log) = setUp(control)
    control.isEnabled = false
    #expect(control.state == .disabled)
    touch(window, .began, 150, 120, at: 0)
    touch(window, .ended, 150, 120, at: 80)
    #expect(log().isEmpty)
    control.sendActions(for: [.touchUpInside, .touchCancel])
    #expect(log() == ["upIn", "cancel"])
    #expect(control.allControlEvents.contains(.touchDragExit))
  }

  @Test func theControlDoesNotRetainAnUnappliedTarget() {
    let control = UIControl()
    weak var gone: Target?
    do {
      let target = Target()
      gone = target
      control.addTarget(target, action: Target.record, for: .touchUpInside)
    }
    #expect(gone == nil)
    control.sendActions(for: .touchUpInside)  // the action of a released target is not called
  }
}
