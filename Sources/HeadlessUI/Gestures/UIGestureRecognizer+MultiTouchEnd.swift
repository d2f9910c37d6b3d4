import Foundation

extension UIGestureRecognizer {
  /// How a pinch or a rotation ends when `touches` lift (or are cancelled): nothing while
  /// another active touch stays down; once none does, `.ended` (`.cancelled`) after it began —
  /// the velocity tracker told of the lift — or `.failed` before.
  ///
  /// - Parameters:
  ///   - touches: the touches that lift or are cancelled.
  ///   - event: their event (its time is the lift's).
  ///   - cancelled: whether they were cancelled.
  ///   - liftTracker: tells the velocity tracker of the lift (before the state changes: the
  ///     actions the change sends read the velocity).
  func endMultiTouchGesture(
    _ touches: Set<UITouch>, with event: UIEvent, cancelled: Bool,
    liftTracker: (VirtualInstant) -> Void
  ) {
    guard activeTouches.allSatisfy({ touches.contains($0) }) else { return }
    switch state {
    case .began, .changed:
      liftTracker(event.instant)
      state = cancelled ? .cancelled : .ended
    case .possible:
      state = .failed
    default:
      break
    }
  }
}
