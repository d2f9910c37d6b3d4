import UIKit

/// An inbox with a side drawer: a swipe from the left edge pulls the drawer in with the finger
/// (a custom presentation, `DrawerTransition`); on the lift it opens when more than half of it
/// shows or the finger moves right faster than 500 points per second, and goes back otherwise.
final class InboxViewController: UIViewController {
  static let velocityThreshold: CGFloat = 500

  private let drawerTransition = DrawerTransition()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "inbox"
    let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgePanned(_:)))
    edgePan.edges = .left
    view.addGestureRecognizer(edgePan)
  }

  func openDrawer(animated: Bool) {
    let drawer = DrawerMenuViewController()
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = drawerTransition
    present(drawer, animated: animated)
  }

  @objc func edgePanned(_ pan: UIScreenEdgePanGestureRecognizer) {
    let width = DrawerPresentationController.drawerWidth(in: view.bounds.size)
    let progress = min(max(pan.translation(in: view).x / width, 0), 1)
    switch pan.state {
    case .began:
      drawerTransition.interaction = UIPercentDrivenInteractiveTransition()
      openDrawer(animated: true)
    case .changed:
      drawerTransition.interaction?.update(progress)
    case .ended:
      if progress > 0.5 || pan.velocity(in: view).x > Self.velocityThreshold {
        drawerTransition.interaction?.finish()
      } else {
        drawerTransition.interaction?.cancel()
      }
      drawerTransition.interaction = nil
    default:
      drawerTransition.interaction?.cancel()
      drawerTransition.interaction = nil
    }
  }
}
