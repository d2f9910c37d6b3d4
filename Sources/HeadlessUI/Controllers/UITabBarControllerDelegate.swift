import Foundation

/// Hears about tab selections made by a tap on the bar, and supplies the animator (and
/// interaction controller) of a switch between tabs.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected (default true).
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The tapped tab was selected (also when it already was, as in UIKit).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The animator for switching from `fromVC` to `toVC` (nil: the switch is immediate).
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller for a switch with `animationController`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
  /// True.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
  /// Nil.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }
  /// Nil.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
}
