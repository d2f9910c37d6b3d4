import HeadlessUI
import HeroEngine

/// A card over a dimming overlay that fades (Hero #303): pulling the card down dismisses
/// interactively, the card follows the finger with `apply`, and the lift finishes past half
/// way, else cancels. Hold the finger still, then lift: the overlay must resume from its
/// current opacity, not from its initial one.
final class OverlayCardViewController: UIViewController {
  let dimming = UIView()
  let card = UIView()
  let panGR = UIPanGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    view.accessibilityIdentifier = "sheet"
    dimming.frame = view.bounds
    dimming.backgroundColor = .black
    dimming.alpha = 0.6
    dimming.accessibilityIdentifier = "dimming"
    dimming.hero.modifiers = [.fade]
    view.addSubview(dimming)
    card.frame = CGRect(x: 20, y: 200, width: 335, height: 300)
    card.backgroundColor = .white
    card.hero.id = "card"
    card.hero.modifiers = [.translate(y: 500)]
    view.addSubview(card)
    panGR.addTarget(self, action: pan)
    view.addGestureRecognizer(panGR)
  }

  func pan() {
    let translation = panGR.translation(in: view)
    let progress = translation.y / view.bounds.height
    switch panGR.state {
    case .began:
      dismiss(animated: true)
    case .changed:
      Hero.shared.update(progress)
      Hero.shared.apply(
        modifiers: [.position(CGPoint(x: card.center.x, y: card.center.y + translation.y))],
        to: card)
    default:
      if progress > 0.5 { Hero.shared.finish() } else { Hero.shared.cancel() }
    }
  }
}
