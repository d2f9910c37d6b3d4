import UIKit

/// One place, presented full screen: its picture at the size the asset catalog gives it
/// (Auto Layout centres the image view, which takes the image's own size, and puts the caption
/// under it). Pulling down dismisses it with the finger; on the lift it goes when pulled past
/// a quarter of the screen or flicked down faster than 800 points per second.
class PlaceViewController: UIViewController, UIViewControllerTransitioningDelegate {
  @IBOutlet weak var imageView: UIImageView!
  @IBOutlet weak var captionLabel: UILabel!

  var place: Place?
  private var interaction: UIPercentDrivenInteractiveTransition?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    transitioningDelegate = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "place"
    imageView.accessibilityIdentifier = "picture"
    if let place {
      title = place.name
      imageView.image = UIImage(named: place.imageName)
      captionLabel.text = place.caption
    }
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: #selector(pulled(_:))))
  }

  @objc func pulled(_ pan: UIPanGestureRecognizer) {
    let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > 0.25 || pan.velocity(in: view).y > 800 {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    default:
      interaction?.cancel()
      interaction = nil
    }
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    PlaceDismissAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}

/// Slides the place down off the screen over 0.3 s, linearly.
class PlaceDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let height = transitionContext.containerView.bounds.height
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: { fromView.transform = CGAffineTransform(translationX: 0, y: height) },
      completion: { _ in
        if transitionContext.transitionWasCancelled { fromView.transform = .identity }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
