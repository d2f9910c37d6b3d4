import Foundation
import HeadlessUI
import Testing

/// A test-only continuous recognizer: begins once the first touch has moved 10 pt, changes
/// on later moves, ends when the touches lift (fails if they lift before it began).
@MainActor
final class DragProbe: UIGestureRecognizer {
  var calls: [String] = []
  var resets = 0
  var start: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("began \(touches.count)/\(numberOfTouches)")
    if start == nil { start = location(in: nil) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("moved")
    guard let start else { return }
    let point = location(in: nil)
    switch state {
    case .possible:
      if hypot(point.x - start.x, point.y - start.y) >= 10 { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("ended")
    guard activeTouches.count == touches.count else { return }
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("cancelled")
    state = .cancelled
  }

  override func reset() {
    resets += 1
    start = nil
  }
}

/// A view that logs the touches UIKit would give it.
@MainActor
final class TouchLoggingView: UIView {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("began")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("ended")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("cancelled")
  }
}

@MainActor
final class RefusingDelegate: UIGestureRecognizerDelegate {
  var allowBegin = true
  var simultaneous = false
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    allowBegin
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

/// A class with an isolated deinit, so its window and views are released on the main actor:
/// Swift Testing may drop a suite instance on another thread, and views die on the main actor.
@MainActor
@Suite("Touch dispatch")
final class TouchDispatchTests {
  let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
  let target = TouchLoggingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

  init() {
    window.addSubview(target)
    window.makeKeyAndVisible()
  }

  isolated deinit {}

  func ms(_ value: Int64) -> VirtualInstant { .init(nanoseconds: value * 1_000_000) }

  @Test func recognizerRunsThroughItsStatesAndResets() {
    let probe = DragProbe()
    var actions: [UIGestureRecognizer.State] = []
    probe.addTarget { actions.append($0.state) }
    target.addGestureRecognizer(probe)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 155, y: 150))], at: ms(8))
    #expect(probe.state == .possible)
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 170, y: 150))], at: ms(16))
    #expect(probe.state == .began)
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 180, y: 150))], at: ms(24))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 180, y: 150))], at: ms(32))
    #expect(actions == [.began, .changed, .ended])
    // Reset after the event that ended it.
    #expect(probe.state == .possible)
    #expect(probe.resets == 1)
    #expect(probe.numberOfTouches == 0)
    #expect(probe.calls == ["began 1/1", "moved", "moved", "moved", "ended"])
    // The view heard the touch until the recognizer took it, then one cancel.
    #expect(target.calls == ["began", "moved", "cancelled"])
    #expect(window.clock.now == ms(32))
    #expect(!window.hasLiveTouches)
  }

  @Test func viewKeepsItsTouchesWhenNotCancelled() {
    let probe = DragProbe()
    probe.cancelsTouchesInView = false
    target.addGestureRecognizer(probe)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 170, y: 150))], at: ms(8))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 170, y: 150))], at: ms(16))
    #expect(target.calls == ["began", "moved", "ended"])
  }

  @Test func touchIdentityLocationsAndStationaryFingers() throws {
    let probe = DragProbe()
    target.addGestureRecognizer(probe)
    let first = try #require(
      window.deliver(
        [TouchPoint(id: 7, phase: .began, location: CGPoint(x: 110, y: 120))], at: ms(0)))
    let touch = try #require(first.touches.first)
    #expect(touch.view === target)
    #expect(touch.location(in: target) == CGPoint(x: 10, y: 20))
    #expect(touch.tapCount == 1)
    let second = try #require(
      window.deliver(
        [TouchPoint(id: 8, phase: .began, location: CGPoint(x: 130, y: 160))], at: ms(10)))
    // Finger 7 did not report: it is stationary in the same event, same object.
    #expect(second.touches.count == 2)
    #expect(second.touches[0] === touch)
    #expect(touch.phase == .stationary)
    #expect(probe.numberOfTouches == 2)
    // Centroid of (110, 120) and (130, 160) = (120, 140) → (20, 40) in the target.
    #expect(probe.location(in: target) == CGPoint(x: 20, y: 40))
    window.deliver(
      [TouchPoint(id: 7, phase: .moved, location: CGPoint(x: 112, y: 121))], at: ms(20))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 110, y: 120))
    #expect(touch.location(in: nil) == CGPoint(x: 112, y: 121))
    #expect(touch.timestamp == 0.02)
    window.cancelAllTouches(at: ms(30))
    #expect(!window.hasLiveTouches)
    #expect(probe.state == .possible)
  }

  @Test func recognizersOfAncestorsGetTheTouchesToo() {
    let inner = DragProbe()
    let outer = DragProbe()
    let delegate = RefusingDelegate()
    delegate.simultaneous = true
    inner.delegate = delegate
    target.addGestureRecognizer(inner)
    window.addGestureRecognizer(outer)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 170, y: 150))], at: ms(8))
    #expect(inner.state == .began)
    #expect(outer.state == .began)
  }

  @Test func theFirstToBeginMakesItsCompetitorsFail() {
    let first = DragProbe()
    let second = DragProbe()
    var secondActions = 0
    second.addTarget { _ in secondActions += 1 }
    target.addGestureRecognizer(first)
    target.addGestureRecognizer(second)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 170, y: 150))], at: ms(8))
    #expect(first.state == .began)
    // `second` failed when `first` began, was reset after the event and gets no more touches.
    #expect(second.state == .possible)
    #expect(second.resets == 1)
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 190, y: 150))], at: ms(16))
    #expect(second.calls.count == 1)  // only its touchesBegan
    #expect(secondActions == 0)
  }

  @Test func delegateCanRefuseTheBeginning() {
    let probe = DragProbe()
    let delegate = RefusingDelegate()
    delegate.allowBegin = false
    probe.delegate = delegate
    var actions = 0
    probe.addTarget { _ in actions += 1 }
    target.addGestureRecognizer(probe)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 170, y: 150))], at: ms(8))
    #expect(actions == 0)
    #expect(probe.state == .possible && probe.resets == 1)
    // The view keeps the touch.
    #expect(target.calls == ["began", "moved"])
  }

  @Test func settingStateSendsActionsSynchronously() {
    // A test double drives the state by hand, as the engine tests do.
    let double = UIGestureRecognizer { _ in }
    var seen: [UIGestureRecognizer.State] = []
    double.addTarget { seen.append($0.state) }
    double.state = .began
    double.state = .changed
    double.state = .changed
    double.state = .ended
    #expect(seen == [.began, .changed, .changed, .ended])
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test func disabledRecognizersGetNothing() {
    let probe = DragProbe()
    probe.isEnabled = false
    target.addGestureRecognizer(probe)
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: ms(0))
    #expect(probe.calls.isEmpty)
    #expect(target.gestureRecognizers?.count == 1)
    target.removeGestureRecognizer(probe)
    #expect(target.gestureRecognizers == nil && probe.view == nil)
  }

  @Test func touchesOutsideEverythingGoNowhere() {
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 500, y: 500))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 500, y: 500))], at: ms(5))
    #expect(target.calls.isEmpty)
    // Unknown ids and moves without a began are ignored.
    #expect(
      window.deliver([TouchPoint(id: 9, phase: .moved, location: .zero)], at: ms(6)) == nil)
  }

  @Test func repeatedTapsCount() throws {
    let p = CGPoint(x: 150, y: 150)
    window.deliver([TouchPoint(id: 1, phase: .began, location: p)], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .ended, location: p)], at: ms(50))
    let second = try #require(
      window.deliver([TouchPoint(id: 2, phase: .began, location: p)], at: ms(200)))
    #expect(second.touches.first?.tapCount == 2)
  }
}
