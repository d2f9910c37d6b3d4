import Foundation

extension UIViewControllerTransitionContext: UIViewControllerTransitionCoordinator {
  public var isInterruptible: Bool {
    guard let animator else { return false }
    return animator.providedInterruptibleAnimator(using: self) != nil
  }

  public var isCancelled: Bool { transitionWasCancelled }

  public var completionVelocity: CGFloat {
    let speed = interactor?.completionSpeed ?? 1
    return speed.isFinite && speed > 0 ? speed : 1
  }

  public var completionCurve: UIView.AnimationCurve {
    (interactor as? UIPercentDrivenInteractiveTransition)?.completionCurve ?? .easeInOut
  }

  @discardableResult
  public func animate(
    alongsideTransition animation: (
      @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    guard !isCompleted else { return false }
    if let completion { alongsideCompletions.append(completion) }
    if let animation {
      if animator == nil || !hasStarted {
        queuedAlongside.append(animation)
      } else {
        runAlongside(animation)
      }
    }
    return true
  }

  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  public func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard !isCompleted else { return }
    interactionHandlers.append(handler)
  }
}

extension UIViewController {
  /// The coordinator of the transition running now that involves this controller or one of
  /// its ancestors (a presentation or dismissal of it, a push or pop of it or in its
  /// navigation controller); nil when none runs.
  public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    var controller: UIViewController? = self
    while let current = controller {
      if let navigation = current as? UINavigationController,
        let transition = navigation.activeTransition
      {
        return transition
      }
      if let tabs = current as? UITabBarController, let transition = tabs.activeTransition {
        return transition
      }
      if let transition = (current.rootWindow ?? current.presentationWindow)?.activeTransition,
        transition.fromViewController === current || transition.toViewController === current
      {
        return transition
      }
      controller = current.parent
    }
    return nil
  }
}
