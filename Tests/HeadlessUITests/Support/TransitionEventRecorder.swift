import HeadlessUI

/// A window's event observer that hands every transition event to a closure (the window holds
/// its observer weakly: keep the recorder while the test runs).
@MainActor
final class TransitionEventRecorder: UIWindowEventObserver {
  let onEvent: (UIViewControllerTransitionContext, UIViewControllerTransitionContext.Event) -> Void

  init(
    _ onEvent:
      @escaping (
        UIViewControllerTransitionContext, UIViewControllerTransitionContext.Event
      ) -> Void
  ) {
    self.onEvent = onEvent
  }

  func transition(
    _ transition: UIViewControllerTransitionContext,
    did event: UIViewControllerTransitionContext.Event
  ) {
    onEvent(transition, event)
  }
}
