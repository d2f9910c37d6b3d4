import Foundation
import HeadlessUI

// MARK: Modal transitions

extension HeroTransition: UIViewControllerTransitioningDelegate {
  /// Hero takes a presentation unless a transition is already running (then UIKit animates).
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    guard !isTransitioning, !hasCrashed else { return nil }
    state = .notified
    isPresenting = true
    fromViewController = fromViewController ?? presenting
    toViewController = toViewController ?? presented
    return self
  }

  /// Hero takes a dismissal unless a transition is already running.
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    guard !isTransitioning, !hasCrashed else { return nil }
    state = .notified
    isPresenting = false
    fromViewController = fromViewController ?? dismissed
    return self
  }

  /// Hero is its own interaction controller.
  public func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forceNotInteractive ? nil : self
  }

  /// Hero is its own interaction controller.
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forceNotInteractive ? nil : self
  }
}

// MARK: Animator and interaction controller

extension HeroTransition: UIViewControllerAnimatedTransitioning,
  UIViewControllerInteractiveTransitioning
{
  /// 0.375 s ("doesn't matter", as Hero says: the engine times itself).
  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.375
  }

  /// Takes UIKit's context and starts.
  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    fromViewController = fromViewController ?? transitionContext.viewController(forKey: .from)
    toViewController = toViewController ?? transitionContext.viewController(forKey: .to)
    transitionContainer = transitionContext.containerView
    start()
  }

  /// UIKit's end notice: forces `.possible`.
  public func animationEnded(_ transitionCompleted: Bool) {
    state = .possible
  }

  /// Same as ``animateTransition(using:)``.
  public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  {
    animateTransition(using: transitionContext)
  }

  /// Hero always starts interactive.
  public var wantsInteractiveStart: Bool { true }
}

// MARK: Navigation

extension HeroTransition: UINavigationControllerDelegate {
  /// Forwards to the delegate Hero replaced.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    navigationController.hero.previousNavigationDelegate?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  /// Forwards to the delegate Hero replaced.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    navigationController.hero.previousNavigationDelegate?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }

  /// Hero takes a push or pop unless a transition is already running.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    guard !isTransitioning, !hasCrashed else { return nil }
    state = .notified
    isPresenting = operation == .push
    fromViewController = fromViewController ?? fromVC
    toViewController = toViewController ?? toVC
    inNavigationController = true
    return self
  }

  /// Hero is its own interaction controller.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forceNotInteractive ? nil : self
  }
}

// MARK: Tab bar

extension HeroTransition: UITabBarControllerDelegate {
  /// Refuses re-selecting the selected tab; a running transition is cancelled without
  /// animation first (Hero 1.6.4 Sources/Transition/HeroTransition+UITabBarControllerDelegate
  /// .swift:28-36).
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    guard tabBarController.selectedViewController !== viewController else { return false }
    if isTransitioning { cancel(animate: false) }
    return true
  }

  /// Hero takes a tab switch unless a transition is already running; moving to a tab to the
  /// right counts as presenting (same file, lines 42-52).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    guard !isTransitioning, !hasCrashed else { return nil }
    state = .notified
    let children = tabBarController.children
    let fromIndex = children.firstIndex(ofIdentical: fromVC) ?? 0
    let toIndex = children.firstIndex(ofIdentical: toVC) ?? 0
    isPresenting = toIndex > fromIndex
    fromViewController = fromViewController ?? fromVC
    toViewController = toViewController ?? toVC
    inTabBarController = true
    return self
  }

  /// Hero is its own interaction controller (`interactiveTransitioning`, line 38-40).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forceNotInteractive ? nil : self
  }
}

// MARK: Custom transitions

extension HeroTransition {
  /// Transitions from `from` to `to` inside `view`, without UIKit (Hero's custom transition):
  /// both views are animated in `view`; at the end `to`'s view (finished) or `from`'s view
  /// (cancelled) stays in `view`, then `completion` runs. Ignored while transitioning.
  public func transition(
    from: UIViewController, to: UIViewController, in view: UIView,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard !isTransitioning, !hasCrashed else { return }
    state = .notified
    isPresenting = true
    transitionContainer = view
    fromViewController = from
    toViewController = to
    let transition = WeakReference(self)
    completionCallback = { finished in
      completion?(finished)
      transition.object?.state = .possible
    }
    start()
  }
}
