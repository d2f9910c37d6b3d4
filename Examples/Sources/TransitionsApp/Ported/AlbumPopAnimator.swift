import HeadlessUI

/// Pops an album: it slides right off the screen while the list below fades in from dim, one
/// property animator for the whole transition (interruptible, so an interaction can scrub and
/// reverse it).
final class AlbumPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: UIViewPropertyAnimator?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    if let toView, let fromView {
      container.insertSubview(toView, belowSubview: fromView)
      toView.alpha = 0.5
    }
    let width = container.bounds.width
    let animator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .easeOut
    ) {
      fromView?.frame.origin.x = width
      toView?.alpha = 1
    }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
