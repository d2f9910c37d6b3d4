import HeadlessUI

/// A notes list in a navigation controller whose delegate animates pushes with a custom fade
/// and returns nil for pops, meaning "the default pop" (radar 15215690, WordPress-iOS #6639,
/// RMPZoomTransitionAnimator #1): implementing the method at all turns the edge swipe back
/// off. `usesOwnSwipeDelegate` is the usual fix: a recognizer delegate of its own.
@MainActor
final class NotesViewController: UIViewController, UINavigationControllerDelegate,
  UIGestureRecognizerDelegate
{
  let usesOwnSwipeDelegate: Bool

  init(usesOwnSwipeDelegate: Bool) {
    self.usesOwnSwipeDelegate = usesOwnSwipeDelegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "notes"
  }

  func open(note: Int, animated: Bool) {
    guard let navigation = navigationController else { return }
    navigation.delegate = self
    if usesOwnSwipeDelegate { navigation.interactivePopGestureRecognizer?.delegate = self }
    let detail = UIViewController()
    detail.view.accessibilityIdentifier = "note"
    navigation.pushViewController(detail, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operation == .push ? FadeInPush() : nil
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (navigationController?.viewControllers.count ?? 0) > 1
  }
}

/// Fades the pushed view in over 0.25 s.
@MainActor
final class FadeInPush: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.25, animations: { toView.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
