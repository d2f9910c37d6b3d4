import Foundation

/// The sheet's own dismissal animation, which its pull drives: the sheet slides down by its
/// height, linearly (so that it follows the finger), over 0.35 s. Not documented by UIKit; this
/// project's choice (docs/HEADLESSUI.md).
@preconcurrency @MainActor
final class DefaultSheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.35

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    Self.duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let gone = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: .curveLinear,
      animations: { fromView.frame = gone },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
