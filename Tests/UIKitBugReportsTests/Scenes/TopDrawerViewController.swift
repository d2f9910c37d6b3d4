import HeadlessUI

/// A drawer pulled down from the top of the screen, as side-menu and drawer libraries write
/// one: it follows the finger and snaps open on a flick down, closed on a flick up, and to the
/// nearer end on a slow lift. `ignoresCancelled` is the code of LGSideMenuController #99 and
/// ICSDrawerController #11: the handler has no case for `.cancelled`, so a cancelled touch (the
/// system took it) leaves the drawer where it was. `snapsOnSlowLift: false` is a handler that
/// snaps only on flicks, leaving a slowly lifted drawer half open.
@MainActor
final class TopDrawerViewController: UIViewController {
  static let height: CGFloat = 400
  let drawer = UIView(frame: CGRect(x: 0, y: -400, width: 375, height: 400))
  let ignoresCancelled: Bool
  let snapsOnSlowLift: Bool
  private var startY: CGFloat = 0

  init(ignoresCancelled: Bool = false, snapsOnSlowLift: Bool = true) {
    self.ignoresCancelled = ignoresCancelled
    self.snapsOnSlowLift = snapsOnSlowLift
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
      let velocity = pan.velocity(in: view).y
      if velocity > 500 {
        snap(open: true)
      } else if velocity < -500 {
        snap(open: false)
      } else if snapsOnSlowLift {
        snap(open: drawer.frame.maxY > Self.height / 2)
      }
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
