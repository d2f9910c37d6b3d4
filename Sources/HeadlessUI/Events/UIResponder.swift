/// An object that can handle touches; views and view controllers are responders.
///
/// The default touch methods pass the touches to ``next`` (view → its view controller, if it
/// is that controller's root view, or its superview; controller → its view's superview).
///
/// Like UIKit's classes it is an `NSObject`: `==`, `hash` and `description` by identity (two
/// recognizers compare with `==`, views go in a `Set`), `isEqual(_:)` to override.
@preconcurrency @MainActor
open class UIResponder: NSObject, LifetimeTracked {
  /// A responder.
  public override init() {}

  deinit {
    lifetime.end()
  }

  /// The token weak references to this responder hold (see ``LifetimeToken``).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  /// The next responder in the chain.
  open var next: UIResponder? { nil }

  /// Whether the responder can be the first responder (false).
  open var canBecomeFirstResponder: Bool { false }

  /// The view shown above the keyboard while this responder is first (none; a text field's or
  /// text view's can be set, and a controller overrides it to keep a bar at the bottom). No
  /// keyboard is shown here, so it is kept and never shown.
  open var inputAccessoryView: UIView? { nil }
  /// The view shown in place of the keyboard (none; kept, never shown).
  open var inputView: UIView? { nil }

  /// Whether the responder can stop being the first responder (true).
  open var canResignFirstResponder: Bool { true }

  /// Whether this is the first responder (the one text input goes to).
  public var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Makes this the first responder if it can; returns whether it is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.firstResponder, current !== self {
      _ = current.resignFirstResponder()
    }
    UIResponder.firstResponder = self
    return true
  }

  /// Stops being the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
    return true
  }

  static weak var firstResponder: UIResponder?

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

  /// Buttons were pressed (``UIPress``; a replay presses none): passed to the next responder.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Pressed buttons changed (their force): passed on.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Buttons were released: passed on.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Presses were cancelled: passed on.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }
}
