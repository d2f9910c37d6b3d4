import HeadlessUI

/// A drawer pulled down from the top of the screen, as side-menu and drawer libraries write
/// one: it follows the finger and snaps open or closed on the lift. `ignoresCancelled` is the
/// code of LGSideMenuController #99 and ICSDrawerController #11: the handler has no case for
/// `.cancelled`, so a cancelled touch (the system took it) leaves the drawer where it was.
@MainActor
final class TopDrawerViewController: UIViewController {
  static let height: CGFloat = 400
  let drawer = UIView(frame: CGRect(x: 0, y: -400, width: 375, height: 400))
  let ignoresCancelled: Bool
  private var startY: CGFloat = 0

  init(ignoresCancelled: Bool) {
    self.ignoresCancelled = ignoresCancelled
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    drawer.accessibilityIdentifier = "drawer"
    view.addSubview(drawer)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: pulled(_:)))
  }

  func pulled(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      startY = drawer.frame.minY
    case .changed:
      drawer.frame.origin.y = min(max(startY + pan.translation(in: view).y, -Self.height), 0)
    case .ended:
      snap(open: drawer.frame.maxY > Self.height / 2 || pan.velocity(in: view).y > 500)
    case .cancelled:
      if !ignoresCancelled { snap(open: false) }
    default:
      break
    }
  }

  private func snap(open: Bool) {
    UIView.animate(withDuration: 0.25) {
      self.drawer.frame.origin.y = open ? 0 : -Self.height
    }
  }
}
