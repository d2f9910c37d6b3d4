import HeadlessUI
import HeroEngine

// Auto Layout as iOS code writes it: anchors, the older NSLayoutConstraint initializer and
// addConstraint, an outlet to a constraint, priorities in each spelling, layout guides, content
// priorities, and the classic interactive drawer: a pan changes the top constraint's constant,
// and the release animates it to open or closed with layoutIfNeeded() inside UIView.animate.
// The test target compiles the copy Scripts/port-to-linux makes of this file (Ported/).

/// A drawer that follows the finger and snaps open or closed on release.
final class DrawerViewController: UIViewController {
  static let closedOffset: CGFloat = 120
  static let openOffset: CGFloat = 400

  weak var drawerTop: NSLayoutConstraint!
  let header = UIView()
  let titleLabel = UILabel()
  let countLabel = UILabel()
  let drawer = UIView()
  let handle = UIView()
  let spacer = UILayoutGuide()
  private var startOffset: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    header.backgroundColor = .systemBlue
    header.accessibilityIdentifier = "header"
    drawer.accessibilityIdentifier = "drawer"
    drawer.hero.id = "drawer"
    titleLabel.text = "Inbox"
    titleLabel.font = .boldSystemFont(ofSize: 34)
    countLabel.text = "12 unread"
    for subview in [header, drawer] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    for label in [titleLabel, countLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
    }
    handle.translatesAutoresizingMaskIntoConstraints = false
    drawer.addSubview(handle)
    view.addLayoutGuide(spacer)

    countLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    titleLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .horizontal)

    let top = drawer.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -Self.closedOffset)
    drawerTop = top
    let preferredHeight = header.heightAnchor.constraint(equalToConstant: 200)
    preferredHeight.priority = .required - 1
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.bottomAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 100),
      preferredHeight,
      titleLabel.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
      countLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
      countLabel.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
      countLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
      top,
      drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawer.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.75),
      spacer.topAnchor.constraint(equalTo: header.bottomAnchor),
      spacer.bottomAnchor.constraint(equalTo: drawer.topAnchor),
      spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 1),
    ])
    drawer.addConstraint(NSLayoutConstraint(
      item: handle, attribute: .centerX, relatedBy: .equal, toItem: drawer,
      attribute: .centerX, multiplier: 1, constant: 0))
    drawer.addConstraints([
      NSLayoutConstraint(item: handle, attribute: .top, relatedBy: .equal, toItem: drawer,
                         attribute: .top, multiplier: 1, constant: 8),
      NSLayoutConstraint(item: handle, attribute: .width, relatedBy: .equal, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: 36),
      NSLayoutConstraint(item: handle, attribute: .height, relatedBy: .equal, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: 5),
    ])

    let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
    drawer.addGestureRecognizer(pan)
  }

  func handlePan(_ gr: UIPanGestureRecognizer) {
    switch gr.state {
    case .began:
      startOffset = -drawerTop.constant
    case .changed:
      let offset = startOffset - gr.translation(in: view).y
      drawerTop.constant = -min(max(offset, Self.closedOffset), Self.openOffset)
      view.layoutIfNeeded()
    default:
      let offset = -drawerTop.constant
      let opens = offset - gr.velocity(in: view).y * 0.2 > (Self.closedOffset + Self.openOffset) / 2
      drawerTop.constant = -(opens ? Self.openOffset : Self.closedOffset)
      UIView.animate(withDuration: 0.3) {
        self.view.layoutIfNeeded()
      }
    }
  }
}
