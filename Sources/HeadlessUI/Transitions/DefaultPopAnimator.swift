import Foundation

/// The navigation controller's own pop animation, which its edge swipe drives: the top view
/// slides right off the screen while the view below comes in from a third of the width to the
/// left. UIKit does not document this animation; the shape, the 0.35 s and the linear timing
/// (so that the view follows the finger during the swipe) are this project's choice
/// (docs/HEADLESSUI.md).
@preconcurrency @MainActor
final class DefaultPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The length of the animation.
  static let duration: TimeInterval = 0.35
  /// How far left the view below starts, as a fraction of the width.
  static let parallax: CGFloat = 0.3

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    Self.duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let container = transitionContext.containerView
    let width = container.bounds.width
    let final = transitionContext.finalFrame(for: to)
    container.insertSubview(toView, belowSubview: fromView)
    toView.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
    let fromFinal = fromView.frame.offsetBy(dx: width, dy: 0)
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = final
        fromView.frame = fromFinal
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
