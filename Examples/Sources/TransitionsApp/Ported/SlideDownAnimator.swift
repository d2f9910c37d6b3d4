import HeadlessUI

/// Slides the dismissed view down off the screen, linearly, over 0.35 s.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let offscreen = fromView.frame.offsetBy(
      dx: 0, dy: transitionContext.containerView.bounds.height)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: { fromView.frame = offscreen },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
