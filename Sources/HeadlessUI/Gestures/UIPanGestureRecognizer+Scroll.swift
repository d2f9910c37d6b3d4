import Foundation

// Trackpad scrolls reaching a pan recognizer (iPadOS 13.4): UIKit delivers a two-finger
// trackpad scroll to pan recognizers whose `allowedScrollTypesMask` contains `.continuous`
// ("Setting this mask enables the pan gesture to recognize scroll events, like a mouse scroll
// movement or a two-finger scroll on a track pad"). The recognizer then has no touches
// (`numberOfTouches` is 0); its translation is the scroll's, in the direction the fingers
// moved (iPadOS's natural scrolling, its default), and `location(in:)` is the pointer.
// UIKit does not document when such a pan begins; here it begins with the first scroll
// movement, without the touch hysteresis (docs/INPUT.md).

extension UIPanGestureRecognizer {
  /// A scroll sequence starts at `location` (window coordinates): the recognizer follows it.
  func scrollBegan(at location: CGPoint, instant: VirtualInstant) {
    guard state == .possible else { return }
    beginFollowingScroll(at: location, instant: instant)
  }

  /// The scroll moved by `delta` (points, the fingers' direction).
  func scrollChanged(by delta: CGPoint, at location: CGPoint, instant: VirtualInstant) {
    guard isFollowingScroll, delta != .zero else { return }
    let wasPossible = state == .possible
    advanceScroll(by: delta, at: location, instant: instant)
    if wasPossible {
      state = .began
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  /// The scroll ended.
  func scrollEnded(at location: CGPoint, instant: VirtualInstant) {
    guard isFollowingScroll else { return }
    finishScroll(at: instant)
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
    resetAfterGesture()
  }
}
