import HeadlessUI

/// A screen with a side menu that a drag anywhere pulls in from the left. On the lift the menu
/// snaps open when more than half of it is showing or the finger moves right faster than 500
/// points per second, and snaps closed otherwise.
final class MenuViewController: UIViewController {
  static let menuWidth: CGFloat = 260
  static let velocityThreshold: CGFloat = 500

  let menu = UIView()
  private var menuStartX: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    menu.backgroundColor = .secondarySystemBackground
    menu.accessibilityIdentifier = "menu"
    menu.frame = CGRect(
      x: -Self.menuWidth, y: 0, width: Self.menuWidth, height: view.bounds.height)
    view.addSubview(menu)
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: Self.dragged(_:)))
  }

  func dragged(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      menuStartX = menu.frame.minX
    case .changed:
      let x = min(max(menuStartX + pan.translation(in: view).x, -Self.menuWidth), 0)
      menu.frame.origin.x = x
    case .ended, .cancelled:
      let opens =
        pan.state == .ended
        && (menu.frame.maxX > Self.menuWidth / 2
          || pan.velocity(in: view).x > Self.velocityThreshold)
      UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut) {
        self.menu.frame.origin.x = opens ? 0 : -Self.menuWidth
      }
    default:
      break
    }
  }
}
