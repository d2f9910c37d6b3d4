import Foundation
import HeadlessUI
import Testing

/// UIScrollView dragging, deceleration, paging and zooming, against UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uiscrollview (contentOffset, contentSize,
///   bounces, alwaysBounceVertical, isPagingEnabled, panGestureRecognizer,
///   pinchGestureRecognizer "nil if zooming is disabled");
/// - https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate (normal
///   0.998, fast 0.99);
/// - https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (the callback order
///   willBeginDragging → didScroll… → willEndDragging(velocity in points per millisecond,
///   targetContentOffset) → didEndDragging(willDecelerate:) → willBeginDecelerating →
///   didEndDecelerating; viewForZooming, didZoom, didEndZooming).
/// The rubber band's curve and the paging threshold are not documented (see UIScrollView).
@MainActor
@Suite("UIScrollView")
struct ScrollViewTests {
  final class Log: UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?
    var retarget: CGPoint?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      events.append("willBeginDragging")
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      events.append("willEndDragging")
      if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      events.append("didEndDecelerating")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      if events.last != "didZoom" { events.append("didZoom") }
    }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      events.append("didEndZooming")
    }
  }

  func makeScrollView(content: CGSize) -> (UIWindow, UIScrollView, Log) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = content
    let log = Log()
    scrollView.delegate = log
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    return (window, scrollView, log)
  }

  func drag(
    _ window: UIWindow, from start: CGPoint, by delta: CGPoint, steps: Int, stepMs: Int64,
    at startMs: Int64 = 0
  ) {
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: start)],
      at: .init(nanoseconds: startMs * 1_000_000))
    for step in 1...steps {
      let f = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f)
      window.deliver(
        [TouchPoint(id: 1, phase: step == steps ? .ended : .moved, location: point)],
        at: .init(nanoseconds: (startMs + Int64(step) * stepMs) * 1_000_000))
    }
  }

  @Test func theContentFollowsTheFingerWithoutJumpingBySlop() {
    let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375, height: 3000))
    var offsets: [CGFloat] = []
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 500))], at: .zero)
    for step in 1...10 {
      window.deliver(
        [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 100, y: 500 - CGFloat(step) * 5))],
        at: .init(nanoseconds: Int64(step) * 16_000_000))
      offsets.append(scrollView.contentOffset.y)
    }
    // Recognized after 8 pt (the second event at 10 pt); from then on 5 pt per 5 pt of finger.
    #expect(offsets[0] == 0)
    #expect(offsets[1] == 0)
    #expect(offsets[9] - offsets[1] == 40)
  }

  @Test func aFlickDeceleratesToTheProjectedStopWithTheDelegateCallsInOrder() {
    let (window, scrollView, log) = makeScrollView(content: CGSize(width: 375, height: 10_000))
    drag(window, from: CGPoint(x: 100, y: 600), by: CGPoint(x: 0, y: -300), steps: 10, stepMs: 10)
    #expect(scrollView.isDecelerating)
    let target = scrollView.contentOffset.y
    window.clock.runUntilIdle(maxTime: .seconds(10))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y > target + 100)  // it kept moving after the lift
    #expect(
      log.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
  }

  /// Found by the replay fuzzer: a replay that ended while a scroll view decelerated leaked the
  /// clock and the whole window (the deceleration's display link captured its clock, and the
  /// clock keeps its links).
  @Test func aWindowLeftDeceleratingIsFreed() {
    weak var weakClock: FrameClock?
    weak var weakWindow: UIWindow?
    do {
      let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375, height: 10_000))
      drag(window, from: CGPoint(x: 100, y: 600), by: CGPoint(x: 0, y: -300), steps: 10, stepMs: 10)
      #expect(scrollView.isDecelerating)
      weakClock = window.clock
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(weakClock == nil)
  }

  @Test func theDelegateCanChangeWhereDecelerationStops() {
    let (window, scrollView, log) = makeScrollView(content: CGSize(width: 375, height: 10_000))
    log.retarget = CGPoint(x: 0, y: 1234)
    drag(window, from: CGPoint(x: 100, y: 600), by: CGPoint(x: 0, y: -300), steps: 10, stepMs: 10)
    window.clock.runUntilIdle(maxTime: .seconds(10))
    #expect(scrollView.contentOffset.y == 1234)
  }

  @Test func pastTheTopItBandsAndReturns() {
    let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375, height: 3000))
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: .zero)
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 100, y: 110))],
      at: .init(nanoseconds: 16_000_000))
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 100, y: 310))],
      at: .init(nanoseconds: 200_000_000))
    // 200 pt of pull past the top moves the content by the band, less than the finger.
    let banded = -scrollView.contentOffset.y
    #expect(banded > 0 && banded < 200)
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 310))],
      at: .init(nanoseconds: 400_000_000))
    window.clock.runUntilIdle(maxTime: .seconds(10))
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func withoutBounceItStopsAtTheEdge() {
    let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375, height: 3000))
    scrollView.bounces = false
    drag(window, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 200), steps: 10, stepMs: 20)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
    let (window, scrollView, log) = makeScrollView(content: CGSize(width: 375, height: 300))
    drag(window, from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: -200), steps: 10, stepMs: 20)
    #expect(log.events.isEmpty)
    scrollView.alwaysBounceVertical = true
    drag(
      window, from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: -200), steps: 10, stepMs: 20,
      at: 1000)
    #expect(log.events.first == "willBeginDragging")
  }

  @Test func pagingSettlesOnTheNextPageAfterAFlick() {
    let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375 * 5, height: 667))
    scrollView.isPagingEnabled = true
    drag(window, from: CGPoint(x: 300, y: 300), by: CGPoint(x: -100, y: 0), steps: 5, stepMs: 10)
    window.clock.runUntilIdle(maxTime: .seconds(10))
    #expect(scrollView.contentOffset.x == 375)
    // A slow short drag goes back to the nearest page.
    drag(
      window, from: CGPoint(x: 300, y: 300), by: CGPoint(x: -60, y: 0), steps: 30, stepMs: 50,
      at: 20_000)
    window.deliver([], at: .init(nanoseconds: 30_000_000_000))
    window.clock.runUntilIdle(maxTime: .seconds(10))
    #expect(scrollView.contentOffset.x == 375)
  }

  @Test func pinchingZoomsTheDelegatesView() {
    let (window, scrollView, log) = makeScrollView(content: CGSize(width: 375, height: 667))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.addSubview(content)
    log.zoomView = content
    #expect(scrollView.pinchGestureRecognizer == nil)
    scrollView.maximumZoomScale = 3
    #expect(scrollView.pinchGestureRecognizer != nil)
    window.deliver(
      [
        TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 300)),
        TouchPoint(id: 2, phase: .began, location: CGPoint(x: 250, y: 300)),
      ], at: .zero)
    for step in 1...10 {
      let spread = CGFloat(step) * 10
      window.deliver(
        [
          TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 150 - spread, y: 300)),
          TouchPoint(id: 2, phase: .moved, location: CGPoint(x: 250 + spread, y: 300)),
        ],
        at: .init(nanoseconds: Int64(step) * 16_000_000))
    }
    window.deliver(
      [
        TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 50, y: 300)),
        TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 350, y: 300)),
      ],
      at: .init(nanoseconds: 200_000_000))
    #expect(scrollView.zoomScale > 2)
    #expect(abs(scrollView.contentSize.width - 375 * scrollView.zoomScale) < 1e-6)
    #expect(log.events.contains("didZoom"))
    #expect(log.events.last == "didEndZooming")
    scrollView.setZoomScale(10, animated: false)
    #expect(scrollView.zoomScale == 3)
  }

  final class Content: UIView {
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

  /// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches ("the
  /// scroll view delays handling the touch-down gesture until it can determine if scrolling is
  /// the intent") and cancancelcontenttouches / touchesshouldcancel(in:) ("YES if view isn't a
  /// UIControl object; otherwise, it returns NO").
  @Test func contentTouchesWaitForTheScrollToBeRuledOut() {
    let (window, scrollView, _) = makeScrollView(content: CGSize(width: 375, height: 3000))
    let content = Content(frame: CGRect(x: 0, y: 0, width: 375, height: 3000))
    scrollView.addSubview(content)
    // A quick drag: the content never hears of it.
    drag(window, from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: -100), steps: 5, stepMs: 10)
    #expect(content.log.isEmpty)
    window.clock.runUntilIdle(maxTime: .seconds(10))
    // A finger that stays: the content hears the touch after the delay, then a late drag
    // cancels it.
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 300))], at: .seconds(20))
    window.clock.advance(to: .seconds(20.1))
    #expect(content.log.isEmpty)
    window.clock.advance(to: .seconds(20.2))
    #expect(content.log == ["began"])
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 100, y: 250))], at: .seconds(20.3))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 240))], at: .seconds(20.4))
    #expect(content.log == ["began", "cancelled"])
    // A control that heard the touch keeps it: no drag starts.
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: scrollView.contentOffset.y + 400, width: 375, height: 100)
    var upInside = 0
    button.addTarget(nil, action: { upInside += 1 }, for: .touchUpInside)
    scrollView.addSubview(button)
    window.clock.runUntilIdle(maxTime: .seconds(10))
    let offset = scrollView.contentOffset
    window.deliver(
      [TouchPoint(id: 2, phase: .began, location: CGPoint(x: 100, y: 450))], at: .seconds(40))
    window.clock.advance(to: .seconds(40.2))
    window.deliver(
      [TouchPoint(id: 2, phase: .moved, location: CGPoint(x: 100, y: 430))], at: .seconds(40.3))
    window.deliver(
      [TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 100, y: 430))], at: .seconds(40.4))
    #expect(scrollView.contentOffset == offset)
    #expect(upInside == 1)
  }
}
