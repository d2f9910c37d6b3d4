/// A navigation transition's direction.
extension UINavigationController {
  /// The kind of navigation transition.
  public enum Operation: Int, Sendable {
    /// No transition.
    case none
    /// A controller is pushed.
    case push
    /// A controller is popped.
    case pop
  }
}

/// Observes a navigation controller and supplies animators for its transitions. Every method
/// has a default (nothing / nil).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Before `viewController` becomes the top.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// After `viewController` became the top.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The animator for going from `fromVC` to `toVC`.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller for `animationController`.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Nil (and notes that the delegate does not implement it: UIKit keeps its edge swipe only
  /// for such delegates).
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    UINavigationController.defaultAnimationControllerAnswered = true
    return nil
  }
  /// Nil.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
}
