import HeadlessUI

/// A photo viewer presented full screen over a grid, as photo-viewer libraries write one: a pan
/// drives a `UIPercentDrivenInteractiveTransition` over a slide-down animator (dismissed past a
/// quarter of the screen or on a flick down), and a Close button dismisses it with
/// `dismiss(animated: true)`. `reported` picks the code each bug report had; `.fixed` is the
/// code after each fix.
@MainActor
final class PhotoViewerViewController: UIViewController, UIViewControllerTransitioningDelegate {
  enum Reported {
    /// NYTPhotoViewer #121: the interaction controller is returned for every dismissal, so
    /// the Close button's dismissal waits for a pan that never comes.
    case interactionControllerAlways
    /// ARNTransitionAnimator #21: the "transitioning" flag is cleared only when the pan
    /// finishes the dismissal, so after a cancelled pan the Close button's dismissal is
    /// interactive too.
    case flagKeptAfterCancel
    /// NYTPhotoViewer #193: the handler ignores `.cancelled` (the touch was cancelled), so the
    /// interactive dismissal is neither finished nor cancelled.
    case cancelledStateIgnored
    /// SwiftCustomTransitions #4 (and AWPercentDrivenInteractiveTransition #2): the animator
    /// calls `completeTransition(true)` whatever happened, so a cancel works as a finish.
    case completesTrueAlways
    /// A handler that cancels twice on a short pull (once in its own rule, once more in a
    /// clean-up branch): the second `cancel()` calls through to the context after the
    /// interaction ended, the double call behind the glitch its report describes.
    case cancelsTwice
    /// Every fix applied.
    case fixed
  }

  let reported: Reported
  let interaction = UIPercentDrivenInteractiveTransition()
  var isInteractive = false
  let closeButton = UIButton(type: .system)

  init(reported: Reported) {
    self.reported = reported
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "viewer"
    closeButton.frame = CGRect(x: 16, y: 40, width: 60, height: 44)
    closeButton.accessibilityIdentifier = "close"
    closeButton.addTarget(self, action: close, for: .touchUpInside)
    view.addSubview(closeButton)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: panned(_:)))
  }

  func close() {
    dismiss(animated: true)
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    let progress = min(max(translation.y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      isInteractive = true
      dismiss(animated: true)
    case .changed:
      interaction.update(progress)
    case .ended:
      if progress > 0.25 || pan.velocity(in: view).y > 800 {
        interaction.finish()
        isInteractive = false
      } else {
        interaction.cancel()
        if reported == .cancelsTwice { interaction.cancel() }
        if reported != .flagKeptAfterCancel { isInteractive = false }
      }
    case .cancelled:
      guard reported != .cancelledStateIgnored else { return }
      interaction.cancel()
      if reported != .flagKeptAfterCancel { isInteractive = false }
    default:
      break
    }
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideDownDismissal(completesTrueAlways: reported == .completesTrueAlways)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    if reported == .interactionControllerAlways { return interaction }
    return isInteractive ? interaction : nil
  }
}

/// Slides the dismissed view down off the screen, linearly, in 0.3 s.
@MainActor
final class SlideDownDismissal: NSObject, UIViewControllerAnimatedTransitioning {
  let completesTrueAlways: Bool

  init(completesTrueAlways: Bool) {
    self.completesTrueAlways = completesTrueAlways
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let gone = fromView.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
    let completesTrueAlways = completesTrueAlways
    UIView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear,
      animations: { fromView.frame = gone },
      completion: { _ in
        transitionContext.completeTransition(
          completesTrueAlways ? true : !transitionContext.transitionWasCancelled)
      })
  }
}

/// The grid the viewer is presented over.
@MainActor
final class PhotoGridViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "grid"
  }
}
