/// Watches a window's event dispatch without taking part in it: which gesture recognizers get
/// touches and when they and the window's controls send their actions. A replay sets one as
/// ``UIWindow/eventObserver`` to record every recognizer and control by itself, with no call
/// from app code. Every method has an empty default.
@preconcurrency @MainActor
public protocol UIWindowEventObserver: AnyObject {
  /// `recognizer` is about to get the touches of an event (called once per event, in dispatch
  /// order, before its `touchesBegan/Moved/Ended/Cancelled`).
  func recognizerWillReceiveTouches(_ recognizer: UIGestureRecognizer)

  /// `recognizer` moved to `.began`, `.changed`, `.ended` or `.cancelled` and is about to send
  /// its actions (what the handlers do until ``recognizerDidSendActions(_:)`` is theirs).
  func recognizerWillSendActions(_ recognizer: UIGestureRecognizer)

  /// `recognizer` moved to `.began`, `.changed`, `.ended` or `.cancelled` and has just sent its
  /// actions (so the handler has run).
  func recognizerDidSendActions(_ recognizer: UIGestureRecognizer)

  /// `control`, in this window, has just sent the actions of `events`.
  func control(_ control: UIControl, didSendActionsFor events: UIControl.Event)

  /// Code set the frame, bounds, center or transform of `view`, a view in this window.
  func viewDidChangeGeometry(_ view: UIView)

  /// Something happened to `transition`, a transition whose container was in this window when
  /// it began (its later events come here even after the container left the window). Set
  /// `transition.isIgnoredByObserver` at `.began` to hear nothing more of it.
  func transition(
    _ transition: UIViewControllerTransitionContext,
    did event: UIViewControllerTransitionContext.Event)
}

extension UIWindowEventObserver {
  /// Does nothing.
  public func recognizerWillReceiveTouches(_ recognizer: UIGestureRecognizer) {}

  /// Does nothing.
  public func recognizerWillSendActions(_ recognizer: UIGestureRecognizer) {}

  /// Does nothing.
  public func recognizerDidSendActions(_ recognizer: UIGestureRecognizer) {}

  /// Does nothing.
  public func control(_ control: UIControl, didSendActionsFor events: UIControl.Event) {}

  /// Does nothing.
  public func viewDidChangeGeometry(_ view: UIView) {}

  /// Does nothing.
  public func transition(
    _ transition: UIViewControllerTransitionContext,
    did event: UIViewControllerTransitionContext.Event
  ) {}
}
