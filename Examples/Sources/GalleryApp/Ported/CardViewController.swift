import HeadlessUI
import HeroEngine

/// A detail card dismissed by swiping it to the right: it follows the finger sideways and is
/// dismissed when dragged past 40 % of the width or flicked faster than 600 points per second;
/// otherwise it springs back.
final class CardViewController: UIViewController {
  static let distanceThreshold: CGFloat = 0.4
  static let velocityThreshold: CGFloat = 600

  var cardIndex = 0
  weak var cardView: UIView!
  private let swipe = UIPanGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .clear
    view.isOpaque = false
    let card = UIView()
    card.backgroundColor = Card.color(cardIndex)
    card.layer.cornerRadius = 12
    card.hero.id = "card_\(cardIndex)"
    card.accessibilityIdentifier = "detail"
    view.addSubview(card)
    cardView = card

    swipe.addTarget(self, action: CardViewController.swiped(_:))
    swipe.maximumNumberOfTouches = 1
    view.addGestureRecognizer(swipe)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    cardView.frame = view.bounds.insetBy(dx: 16, dy: 60)
  }

  func swiped(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    let progress = max(0, translation.x / view.bounds.width)
    switch recognizer.state {
    case .began:
      dismiss(animated: true, completion: nil)
    case .changed:
      Hero.shared.update(progress)
      Hero.shared.apply(
        modifiers: [.translate(x: max(0, translation.x))], to: cardView)
    case .ended:
      let flicked = recognizer.velocity(in: view).x > Self.velocityThreshold
      if progress > Self.distanceThreshold || flicked {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    default:
      Hero.shared.cancel()
    }
  }
}
