import UIKit

/// Pops a note: it slides right off the screen over 0.3 s while the list comes in from a third
/// of the way left, as UIKit's own pop looks.
final class NotePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    let width = container.bounds.width
    container.insertSubview(toView, belowSubview: fromView)
    toView.frame = transitionContext.finalFrame(
      for: transitionContext.viewController(forKey: .to)!)
    toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: {
        fromView.transform = CGAffineTransform(translationX: width, y: 0)
        toView.transform = .identity
      },
      completion: { _ in
        let finished = !transitionContext.transitionWasCancelled
        fromView.transform = .identity
        toView.transform = .identity
        transitionContext.completeTransition(finished)
      })
  }
}
