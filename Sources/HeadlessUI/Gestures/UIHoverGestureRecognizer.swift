import Foundation

/// A continuous recognizer for a pointer moving over its view without a button held (UIKit's
/// `UIHoverGestureRecognizer`, iPadOS 13: "interprets pointer movement over a view").
///
/// It begins when the pointer enters the view (or a subview), changes as the pointer moves
/// over it and ends when the pointer leaves it; `location(in:)` is the pointer. Touches
/// never reach it. The pointer comes from ``UIWindow/deliverHover(at:time:)`` (a replay under
/// the iPad pointer reading, docs/INPUT.md).
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  override var receivesTouches: Bool { false }

  /// The pointer is over the view at `location` (window coordinates).
  func hover(at location: CGPoint) {
    notePointer(at: location)
    switch state {
    case .possible: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// The pointer left the view (or stopped hovering) at `location`.
  func hoverEnded(at location: CGPoint) {
    notePointer(at: location)
    if state == .began || state == .changed { state = .ended }
    resetAfterGesture()
  }
}
