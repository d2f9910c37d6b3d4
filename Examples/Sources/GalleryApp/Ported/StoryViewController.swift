import HeadlessUI
import HeroEngine

/// One story: its card grows into the header on a spring, the text rises into place behind it.
/// Pulling the story down dismisses it interactively, the card following the finger; on the
/// lift it goes when pulled past a quarter of the height or flicked down faster than 800 points
/// per second, and springs back otherwise.
final class StoryViewController: UIViewController {
  static let distanceThreshold: CGFloat = 0.25
  static let velocityThreshold: CGFloat = 800

  var index = 0
  let cardView = UIView()
  private let bodyLabel = UILabel()
  private var pullGR: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "story"
    cardView.backgroundColor = Story.color(index)
    cardView.hero.id = "story_\(index)"
    cardView.hero.modifiers = [.spring(stiffness: 250, damping: 25)]
    view.addSubview(cardView)
    bodyLabel.text = String(repeating: "A story told in gestures. ", count: 30)
    bodyLabel.numberOfLines = 0
    bodyLabel.hero.modifiers = [.translate(y: 120), .fade, .spring(stiffness: 250, damping: 30)]
    view.addSubview(bodyLabel)

    pullGR = UIPanGestureRecognizer(target: self, action: Self.pulled(_:))
    view.addGestureRecognizer(pullGR)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    cardView.frame = CGRect(x: 0, y: 0, width: width, height: 420)
    bodyLabel.frame = CGRect(x: 20, y: 440, width: width - 40, height: view.bounds.height - 460)
  }

  func pulled(_ gr: UIPanGestureRecognizer) {
    let translation = gr.translation(in: view)
    let progress = max(0, translation.y / view.bounds.height)
    switch gr.state {
    case .began:
      dismiss(animated: true, completion: nil)
    case .changed:
      Hero.shared.update(progress)
      Hero.shared.apply(modifiers: [.translate(y: max(0, translation.y))], to: cardView)
    case .ended:
      let flung = gr.velocity(in: view).y > Self.velocityThreshold
      if progress > Self.distanceThreshold || flung {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    default:
      Hero.shared.cancel()
    }
  }
}
