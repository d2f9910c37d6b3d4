import HeadlessUI
import HeroEngine

/// One note, full screen, in a scroll view. Pulling the scroll view down past its top dismisses
/// the note interactively: the pull (how far the content is pulled below its top) drives the
/// progress, and when the drag ends the note goes if it was pulled more than 60 points or is
/// being flung down faster than 2 points per millisecond; otherwise it comes back.
final class NoteViewController: UIViewController, UIScrollViewDelegate {
  static let fullPull: CGFloat = 160
  static let dismissPull: CGFloat = 60
  static let dismissVelocity: CGFloat = 2

  var index = 0
  let scrollView = UIScrollView()
  private let cardView = UIView()
  private let textLabel = UILabel()
  private var isDismissing = false

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    hero.modalAnimationType = .fade
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "note"
    scrollView.delegate = self
    scrollView.alwaysBounceVertical = true
    scrollView.accessibilityIdentifier = "noteScroll"
    view.addSubview(scrollView)
    cardView.backgroundColor = Note.color(index)
    cardView.layer.cornerRadius = 10
    cardView.hero.id = "note_\(index)"
    scrollView.addSubview(cardView)
    textLabel.text = String(repeating: "Remember the velocity at the lift. ", count: 80)
    textLabel.numberOfLines = 0
    scrollView.addSubview(textLabel)
    for subview in [scrollView, cardView, textLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    // The scroll view fills the screen; its content (a square card over the text) sets the
    // content size through the content layout guide, and takes the frame's width.
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      cardView.topAnchor.constraint(equalTo: content.topAnchor),
      cardView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      cardView.widthAnchor.constraint(equalTo: frame.widthAnchor),
      cardView.heightAnchor.constraint(equalTo: cardView.widthAnchor),
      textLabel.topAnchor.constraint(equalTo: cardView.bottomAnchor, constant: 20),
      textLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      textLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      textLabel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
    ])
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let pull = -scrollView.contentOffset.y
    if pull > 0, scrollView.isTracking, !isDismissing {
      isDismissing = true
      dismiss(animated: true, completion: nil)
    }
    if isDismissing {
      Hero.shared.update(min(1, max(0, pull / Self.fullPull)))
    }
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard isDismissing else { return }
    isDismissing = false
    let pull = -scrollView.contentOffset.y
    if pull > Self.dismissPull || velocity.y < -Self.dismissVelocity {
      Hero.shared.finish()
    } else {
      Hero.shared.cancel()
    }
  }
}
