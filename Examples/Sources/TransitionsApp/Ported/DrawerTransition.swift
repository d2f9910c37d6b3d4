import HeadlessUI

/// The drawer's transitioning delegate: its presentation controller, the slide animator both
/// ways, and the interaction the inbox's edge pan drives while it presents.
final class DrawerTransition: NSObject, UIViewControllerTransitioningDelegate {
  var interaction: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DrawerPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    DrawerSlideAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    DrawerSlideAnimator(isPresenting: false)
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}

/// Slides the drawer in from the left (or out to it) over 0.3 s, linearly.
final class DrawerSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let drawer = transitionContext.viewController(forKey: key) else {
      transitionContext.completeTransition(false)
      return
    }
    let shown = isPresenting
      ? transitionContext.finalFrame(for: drawer) : transitionContext.initialFrame(for: drawer)
    let hidden = shown.offsetBy(dx: -shown.maxX, dy: 0)
    if isPresenting {
      transitionContext.containerView.addSubview(drawer.view)
      drawer.view.frame = hidden
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: { drawer.view.frame = self.isPresenting ? shown : hidden },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
