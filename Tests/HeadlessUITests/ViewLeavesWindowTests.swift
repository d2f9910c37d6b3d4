import Foundation
import HeadlessUI
import Testing

/// What happens to a gesture whose view leaves the window, or goes under a view that refuses
/// interaction, in the middle of it. UIKit's documentation says touches are hit-tested when
/// they begin and stay with their view and recognizers
/// (https://developer.apple.com/documentation/uikit/uitouch/view) but not what happens when
/// that view leaves the window: the choice (docs/HEADLESSUI.md) is that its recognizers are
/// cancelled (or fail, if they had not begun) at the next touch event, and the view's touches
/// are cancelled.
@MainActor
@Suite("A gesture whose view leaves the window")
struct ViewLeavesWindowTests {
  final class TouchLog: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("cancelled")
    }
  }

  func touch(_ window: UIWindow, _ phase: TouchPhase, y: CGFloat, ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100, y: y))],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }

  func stage() -> (UIWindow, UIView, UIPanGestureRecognizer) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    return (window, view, pan)
  }

  @Test func aPanWhoseViewLeavesTheWindowIsCancelled() {
    let (window, view, pan) = stage()
    var states: [UIGestureRecognizer.State] = []
    pan.addTarget { states.append($0.state) }
    touch(window, .began, y: 100, ms: 0)
    touch(window, .moved, y: 120, ms: 10)
    touch(window, .moved, y: 130, ms: 20)
    #expect(states == [.began, .changed])
    view.removeFromSuperview()
    touch(window, .moved, y: 140, ms: 30)
    touch(window, .moved, y: 150, ms: 40)
    touch(window, .ended, y: 150, ms: 50)
    #expect(states == [.began, .changed, .cancelled])
    #expect(pan.state == .possible)
  }

  @Test func aViewMovedUnderOneThatRefusesInteractionKeepsItsGesture() {
    let (window, view, pan) = stage()
    var states: [UIGestureRecognizer.State] = []
    pan.addTarget { states.append($0.state) }
    touch(window, .began, y: 100, ms: 0)
    touch(window, .moved, y: 120, ms: 10)
    let blocker = UIView(frame: window.bounds)
    blocker.isUserInteractionEnabled = false
    window.addSubview(blocker)
    blocker.addSubview(view)
    touch(window, .moved, y: 130, ms: 20)
    touch(window, .ended, y: 130, ms: 30)
    #expect(states == [.began, .changed, .ended])
  }

  @Test func aTouchedViewThatLeavesHearsItsTouchCancelled() {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let view = TouchLog(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    touch(window, .began, y: 100, ms: 0)
    touch(window, .moved, y: 110, ms: 10)
    view.removeFromSuperview()
    touch(window, .moved, y: 120, ms: 20)
    touch(window, .ended, y: 120, ms: 30)
    #expect(view.phases == ["began", "moved", "cancelled"])
  }
}
