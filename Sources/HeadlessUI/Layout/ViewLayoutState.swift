import Foundation

/// A view's Auto Layout state, attached to the view only once it takes part (see
/// ``UIView/associatedObject(_:)``), so views laid out by frames pay nothing.
@preconcurrency @MainActor
final class ViewLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// Constraints installed on this view (their closest common ancestor), in activation order.
  var installed: [NSLayoutConstraint] = []
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )
  var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) =
    (.defaultHigh, .defaultHigh)
  var guides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  var scrollContentGuide: UILayoutGuide?
  var scrollFrameGuide: UILayoutGuide?
  var needsUpdateConstraints = false
}
