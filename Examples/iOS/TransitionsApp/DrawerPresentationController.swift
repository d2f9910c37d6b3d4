import UIKit

/// Presents the drawer on the left, 80 % of the width and at most 320 points, over a dimming
/// view that closes it when tapped. When the window changes size (the phone turns) the drawer
/// takes its new width alongside the rotation.
final class DrawerPresentationController: UIPresentationController {
  let dimmingView = UIView()

  static func drawerWidth(in size: CGSize) -> CGFloat {
    min(size.width * 0.8, 320)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    return frame(in: containerView.bounds.size)
  }

  private func frame(in size: CGSize) -> CGRect {
    CGRect(x: 0, y: 0, width: Self.drawerWidth(in: size), height: size.height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.accessibilityIdentifier = "dimming"
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.presentedView?.frame = self.frame(in: size)
    })
  }

  @objc private func dimmingTapped() {
    presentedViewController.dismiss(animated: true)
  }
}
