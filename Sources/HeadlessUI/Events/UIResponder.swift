/// An object that can handle touches; views and view controllers are responders.
///
/// The default touch methods pass the touches to ``next`` (view → its view controller, if it
/// is that controller's root view, or its superview; controller → its view's superview).
@preconcurrency @MainActor
open class UIResponder {
  /// A responder.
  public init() {}

  /// The next responder in the chain.
  open var next: UIResponder? { nil }

  /// Touches went down.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled (by the system or because a gesture recognizer took them).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
