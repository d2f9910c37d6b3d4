import Foundation
import HeadlessUI
import Testing

/// The discrete and edge recognizers and their interplay, against UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uitapgesturerecognizer (numberOfTapsRequired,
///   numberOfTouchesRequired; "discrete": the action runs once, at recognition);
/// - https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
///   (minimumPressDuration 0.5 s, allowableMovement 10 pt; began after the duration, changed on
///   movement, ended on lift);
/// - https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer ("looks
///   for panning gestures that start near an edge of the screen"; `edges`);
/// - https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer (direction,
///   default right; discrete);
/// - https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
///   ("delays the receiver's transition out of possible … if the other recognizer fails, the
///   receiver recognizes; if it recognizes, the receiver fails");
/// - https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan and
///   delaystouchesended;
/// - Event Handling Guide for iOS, "Interacting with Other User Interface Controls": a single
///   tap on a UIButton goes to the button, not to a tap recognizer on its superview.
/// Distances and timeouts UIKit does not document are the assumptions stated on each type.
@MainActor
@Suite("Tap, long press, edge pan, swipe and recognizer interplay")
struct GestureKindsTests {
  final class LoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("cancelled")
    }
  }

  func makeWindow() -> (UIWindow, LoggingView) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let view = LoggingView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (window, view)
  }

  func touch(
    _ window: UIWindow, _ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat, ms: Int64, id: Int = 1
  ) {
    window.deliver(
      [TouchPoint(id: id, phase: phase, location: CGPoint(x: x, y: y))],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }

  func tap(_ window: UIWindow, at x: CGFloat, _ y: CGFloat, ms: Int64) {
    touch(window, .began, x, y, ms: ms)
    touch(window, .ended, x, y, ms: ms + 80)
  }

  @Test func aTapRecognizesOnceAtTheLift() {
    let (window, view) = makeWindow()
    var states: [UIGestureRecognizer.State] = []
    let tap = UITapGestureRecognizer(handler: { states.append($0.state) })
    view.addGestureRecognizer(tap)
    touch(window, .began, 100, 100, ms: 0)
    #expect(states.isEmpty)
    touch(window, .moved, 104, 103, ms: 40)
    touch(window, .ended, 104, 103, ms: 80)
    #expect(states == [.ended])
    #expect(tap.state == .possible)  // reset after the event
  }

  @Test func movingTooFarOrTooManyFingersFailsATap() {
    let (window, view) = makeWindow()
    var fired = 0
    view.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in fired += 1 }))
    touch(window, .began, 100, 100, ms: 0)
    touch(window, .moved, 100, 115, ms: 40)  // 15 pt > 10 pt
    touch(window, .ended, 100, 115, ms: 80)
    #expect(fired == 0)
    // Two fingers for a one-finger tap.
    window.deliver(
      [
        TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
        TouchPoint(id: 2, phase: .began, location: CGPoint(x: 150, y: 100)),
      ],
      at: VirtualInstant(nanoseconds: 500_000_000))
    window.deliver(
      [
        TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100)),
        TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 150, y: 100)),
      ],
      at: VirtualInstant(nanoseconds: 580_000_000))
    #expect(fired == 0)
  }

  @Test func aDoubleTapNeedsTwoTapsInTime() {
    let (window, view) = makeWindow()
    var fired = 0
    let double = UITapGestureRecognizer(handler: { _ in fired += 1 })
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    tap(window, at: 100, 100, ms: 0)
    tap(window, at: 102, 101, ms: 200)
    #expect(fired == 1)
    // Too slow: the second tap comes 0.5 s after the first lift.
    tap(window, at: 100, 100, ms: 1000)
    tap(window, at: 100, 100, ms: 1580)
    #expect(fired == 1)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let (window, view) = makeWindow()
    var log: [String] = []
    let single = UITapGestureRecognizer(handler: { _ in
      log.append("single@\(window.clock.now.nanoseconds / 1_000_000)")
    })
    let double = UITapGestureRecognizer(handler: { _ in log.append("double") })
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    tap(window, at: 100, 100, ms: 0)
    #expect(log.isEmpty)  // waiting for the double tap to fail
    window.clock.advance(to: VirtualInstant(nanoseconds: 1_000_000_000))
    // The double tap fails 0.35 s after the lift at 80 ms; the single tap recognizes then.
    #expect(log == ["single@430"])
    log = []
    tap(window, at: 100, 100, ms: 2000)
    tap(window, at: 100, 100, ms: 2200)
    window.clock.advance(to: VirtualInstant(nanoseconds: 3_000_000_000))
    #expect(log == ["double"])
  }

  @Test func delaysTouchesEndedHoldsTheLiftUntilTheTapDecides() {
    let (window, view) = makeWindow()
    let double = UITapGestureRecognizer(handler: { _ in })
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    tap(window, at: 100, 100, ms: 0)
    #expect(view.log == ["began"])  // ended held while the double tap waits
    window.clock.advance(to: VirtualInstant(nanoseconds: 1_000_000_000))
    #expect(view.log == ["began", "ended"])  // it failed: the view gets the lift
  }

  @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerDecides() {
    let (window, view) = makeWindow()
    let pan = UIPanGestureRecognizer(handler: { _ in })
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    touch(window, .began, 100, 100, ms: 0)
    touch(window, .moved, 101, 101, ms: 20)
    #expect(view.log.isEmpty)
    touch(window, .moved, 100, 140, ms: 40)  // the pan begins: the view never hears
    touch(window, .ended, 100, 150, ms: 60)
    #expect(view.log.isEmpty)
    // A tap-like touch: the pan fails at the lift and the held began/moved arrive in order.
    touch(window, .began, 100, 100, ms: 500)
    touch(window, .moved, 101, 101, ms: 520)
    touch(window, .ended, 101, 101, ms: 540)
    #expect(view.log == ["began", "moved", "ended"])
  }

  @Test func aButtonTapIsNotTakenByTheSuperviewsTap() {
    let (window, view) = makeWindow()
    var tapped = 0
    var pressed = 0
    view.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in tapped += 1 }))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
    button.addTarget(nil, action: { pressed += 1 }, for: .touchUpInside)
    view.addSubview(button)
    tap(window, at: 100, 70, ms: 0)
    #expect(pressed == 1)
    #expect(tapped == 0)
    tap(window, at: 300, 300, ms: 1000)
    #expect(tapped == 1)
  }

  @Test func aLongPressBeginsAfterTheMinimumDurationOnTheFrameClock() {
    let (window, view) = makeWindow()
    var states: [String] = []
    let press = UILongPressGestureRecognizer(handler: { states.append("\($0.state)") })
    view.addGestureRecognizer(press)
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    touch(window, .began, 100, 100, ms: 0)
    window.clock.advance(to: VirtualInstant(nanoseconds: 499_000_000))
    #expect(states.isEmpty)
    window.clock.advance(to: VirtualInstant(nanoseconds: 500_000_000))
    #expect(states == ["began"])
    touch(window, .moved, 130, 100, ms: 600)
    touch(window, .ended, 130, 100, ms: 700)
    #expect(states == ["began", "changed", "ended"])
    // Moving more than 10 pt before the duration fails it.
    states = []
    touch(window, .began, 100, 100, ms: 1000)
    touch(window, .moved, 100, 112, ms: 1100)
    window.clock.advance(to: VirtualInstant(nanoseconds: 2_000_000_000))
    touch(window, .ended, 100, 112, ms: 2000)
    #expect(states.isEmpty)
  }

  @Test func anEdgePanStartsOnlyAtItsEdgeMovingInwards() {
    let (window, view) = makeWindow()
    var began = 0
    let edge = UIScreenEdgePanGestureRecognizer(handler: { if $0.state == .began { began += 1 } })
    edge.edges = .left
    view.addGestureRecognizer(edge)
    // From x = 5 rightwards: begins.
    touch(window, .began, 5, 300, ms: 0)
    touch(window, .moved, 40, 302, ms: 30)
    touch(window, .ended, 80, 302, ms: 60)
    #expect(began == 1)
    // From the middle: fails.
    touch(window, .began, 180, 300, ms: 500)
    touch(window, .moved, 240, 300, ms: 530)
    touch(window, .ended, 260, 300, ms: 560)
    #expect(began == 1)
    // From the edge but upwards: fails.
    touch(window, .began, 5, 300, ms: 1000)
    touch(window, .moved, 8, 240, ms: 1030)
    touch(window, .ended, 8, 200, ms: 1060)
    #expect(began == 1)
  }

  @Test func aSwipeRecognizesInItsDirectionOnly() {
    let (window, view) = makeWindow()
    var swipes = 0
    let swipe = UISwipeGestureRecognizer(handler: { _ in swipes += 1 })
    #expect(swipe.direction == .right)
    swipe.direction = [.left]
    view.addGestureRecognizer(swipe)
    touch(window, .began, 300, 300, ms: 0)
    touch(window, .moved, 270, 302, ms: 50)
    touch(window, .moved, 230, 305, ms: 100)
    touch(window, .ended, 220, 305, ms: 120)
    #expect(swipes == 1)
    touch(window, .began, 100, 300, ms: 1000)
    touch(window, .moved, 200, 300, ms: 1100)
    touch(window, .ended, 210, 300, ms: 1120)
    #expect(swipes == 1)
  }

  @Test func theDelegateCanMakeOneRecognizerWaitForAnother() {
    final class Delegate: UIGestureRecognizerDelegate {
      weak var other: UIGestureRecognizer?
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { otherGestureRecognizer === other }
    }
    let (window, view) = makeWindow()
    var log: [String] = []
    let pan = UIPanGestureRecognizer(handler: { log.append("pan \($0.state)") })
    let edge = UIScreenEdgePanGestureRecognizer(handler: { log.append("edge \($0.state)") })
    edge.edges = .left
    let delegate = Delegate()
    delegate.other = edge
    pan.delegate = delegate
    view.addGestureRecognizer(edge)
    view.addGestureRecognizer(pan)
    // From the middle: the edge pan fails, so the pan may begin.
    touch(window, .began, 180, 300, ms: 0)
    touch(window, .moved, 240, 300, ms: 30)
    touch(window, .ended, 240, 300, ms: 60)
    #expect(log.first == "pan began")
    log = []
    // From the edge: the edge pan recognizes, the pan fails.
    touch(window, .began, 5, 300, ms: 500)
    touch(window, .moved, 60, 300, ms: 530)
    touch(window, .ended, 60, 300, ms: 560)
    #expect(log.first == "edge began")
    #expect(!log.contains { $0.hasPrefix("pan") })
  }

  /// https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch: "Setting this
  /// property to true causes the receiver to block the delivery of touch events to other views
  /// in the same window."
  @Test func anExclusiveTouchViewBlocksOtherViewsAndIsBlocked() {
    let (window, view) = makeWindow()
    let exclusive = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    exclusive.isExclusiveTouch = true
    view.addSubview(exclusive)
    touch(window, .began, 50, 50, ms: 0, id: 1)
    touch(window, .began, 300, 300, ms: 10, id: 2)  // another view while the exclusive one tracks
    #expect(exclusive.log == ["began"])
    #expect(view.log.isEmpty)
    touch(window, .ended, 50, 50, ms: 20, id: 1)
    touch(window, .ended, 300, 300, ms: 30, id: 2)
    // The other way round: the other view tracks first, the exclusive view is blocked.
    touch(window, .began, 300, 300, ms: 100, id: 3)
    touch(window, .began, 50, 50, ms: 110, id: 4)
    #expect(view.log == ["began"])
    #expect(exclusive.log == ["began", "ended"])
  }
}
