import HeadlessUI

/// A receipt shown full screen. Pulling it down dismisses it with the finger: a pan drives a
/// `UIPercentDrivenInteractiveTransition` over a slide-down animator; on the lift it goes when
/// pulled past a third of the screen or flicked down faster than 700 points per second, and
/// comes back otherwise.
final class ReceiptViewController: UIViewController, UIViewControllerTransitioningDelegate {
  static let distanceThreshold: CGFloat = 1 / 3
  static let velocityThreshold: CGFloat = 700

  var number = 0
  private let interaction = UIPercentDrivenInteractiveTransition()
  private var isPulling = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "receipt"
    transitioningDelegate = self
    let pan = UIPanGestureRecognizer(target: self, action: Self.pulled(_:))
    view.addGestureRecognizer(pan)
  }

  func pulled(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view.window)
    let progress = min(max(translation.y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      isPulling = true
      dismiss(animated: true)
    case .changed:
      interaction.update(progress)
    case .ended:
      isPulling = false
      if progress > Self.distanceThreshold
        || pan.velocity(in: view.window).y > Self.velocityThreshold
      {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default:
      isPulling = false
      interaction.cancel()
    }
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideDownAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    isPulling ? interaction : nil
  }
}
