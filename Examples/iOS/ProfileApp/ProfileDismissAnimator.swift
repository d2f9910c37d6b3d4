import UIKit

/// Slides a `ProfileCardViewController`'s card down off the screen over 0.35 s, linearly (the
/// finger sets the pace while it pulls).
final class ProfileDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard
      let cardController = transitionContext.viewController(forKey: .from)
        as? ProfileCardViewController
    else {
      transitionContext.completeTransition(false)
      return
    }
    let card = cardController.card
    let travel = transitionContext.containerView.bounds.height - card.frame.minY
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: { card.transform = CGAffineTransform(translationX: 0, y: travel) },
      completion: { _ in
        if transitionContext.transitionWasCancelled { card.transform = .identity }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
