import Foundation

/// The navigation controller's own edge-swipe back: ``UINavigationController/interactivePopGestureRecognizer``
/// (a left-edge `UIScreenEdgePanGestureRecognizer` on the navigation controller's view) pops
/// the top controller with the default pop animation, driven by the finger.
///
/// It begins when there is something to pop, no transition runs, and the navigation
/// controller's delegate does not implement `navigationController(_:animationControllerFor:from:to:)`
/// — even one that returns nil turns the swipe off, as UIKit does (a UIKit bug report,
/// docs/KNOWN-UIKIT-BUGS.md) — nor is itself an animator, as a transition engine is. Replacing
/// the recognizer's `delegate` replaces that rule with the new delegate's answer (the usual
/// workaround); a pop it allows runs with the default animation unless the delegate returns an
/// animator. While the finger moves the pop follows
/// its horizontal translation over the width; on the lift it finishes when the finger moves
/// right faster than ``UINavigationController/popVelocityThreshold`` or, not moving left
/// faster than it, is past half the width, and cancels otherwise. The thresholds are this
/// project's choice: UIKit does not document them (docs/HEADLESSUI.md).
extension UINavigationController {
  /// The horizontal speed (points per second) past which a lift finishes or cancels the
  /// edge-swipe pop whatever the distance.
  public static let popVelocityThreshold: CGFloat = 300

  /// Set by the protocol's default `navigationController(_:animationControllerFor:from:to:)`:
  /// asking a delegate that does not implement it sets this.
  static var defaultAnimationControllerAnswered = false

  /// Whether the built-in swipe may begin now (the default delegate's rule).
  func builtInPopMayBegin() -> Bool {
    guard viewControllers.count > 1, !isTransitioning, presentedViewController == nil,
      let top = topViewController, let below = viewControllers.dropLast().last
    else { return false }
    return !delegateImplementsAnimations(from: top, to: below)
  }

  /// Whether the delegate implements the animation-controller method (or is an animator
  /// itself, as a transition engine is, which is not asked).
  private func delegateImplementsAnimations(from top: UIViewController, to below: UIViewController)
    -> Bool
  {
    guard let delegate else { return false }
    if delegate is UIViewControllerAnimatedTransitioning { return true }
    Self.defaultAnimationControllerAnswered = false
    _ = delegate.navigationController(self, animationControllerFor: .pop, from: top, to: below)
    return !Self.defaultAnimationControllerAnswered
  }

  func handleInteractivePop(_ recognizer: UIGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let pan = recognizer as? UIPanGestureRecognizer
    let translation = pan?.translation(in: view).x ?? 0
    let progress = min(max(translation / width, 0), 1)
    switch recognizer.state {
    case .began:
      guard viewControllers.count > 1, !isTransitioning else { return }
      let interaction = UIPercentDrivenInteractiveTransition()
      interaction.completionCurve = .easeOut
      builtInPop = interaction
      popBuiltIn(interaction: interaction)
      interaction.update(progress)
    case .changed:
      builtInPop?.update(progress)
    case .ended:
      guard let interaction = builtInPop else { return }
      builtInPop = nil
      let velocity = pan?.velocity(in: view).x ?? 0
      let finishes =
        velocity > Self.popVelocityThreshold
        || (progress > 0.5 && velocity > -Self.popVelocityThreshold)
      if finishes { interaction.finish() } else { interaction.cancel() }
    case .cancelled, .failed:
      builtInPop?.cancel()
      builtInPop = nil
    default:
      break
    }
  }
}

/// The edge-swipe recognizer's own delegate: it begins only when the navigation controller
/// allows it.
@preconcurrency @MainActor
final class InteractivePopGate: NSObject, UIGestureRecognizerDelegate {
  var navigationController: UINavigationController? {
    get { navigationControllerReference.object }
    set { navigationControllerReference = WeakReference(newValue) }
  }
  var navigationControllerReference = WeakReference<UINavigationController>(
    nil)

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigationController?.builtInPopMayBegin() ?? false
  }
}
