import HeadlessUI
import HeroEngine

/// The handler of Hero #451 and #371: a pull-down dismissal (or pop) whose `.changed` branch
/// calls `Hero.shared.cancel()` whenever the finger is back above where it started and keeps
/// calling `update` on every event; the lift finishes past half way, else cancels. A `Close`
/// button dismisses without a gesture.
final class ReversingDismissViewController: UIViewController {
  let panGR = UIPanGestureRecognizer()
  let card = UIView()
  let closeButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.accessibilityIdentifier = "detail"
    card.frame = CGRect(x: 20, y: 120, width: 335, height: 300)
    card.backgroundColor = .blue
    card.hero.id = "card"
    view.addSubview(card)
    // Below the card: pushed, the top of the view lies under the navigation bar.
    closeButton.frame = CGRect(x: 20, y: 440, width: 80, height: 44)
    closeButton.setTitle("Close", for: .normal)
    closeButton.accessibilityIdentifier = "close"
    closeButton.addTarget(self, action: close, for: .touchUpInside)
    view.addSubview(closeButton)
    panGR.addTarget(self, action: handlePan)
    view.addGestureRecognizer(panGR)
  }

  func close() {
    hero.dismissViewController()
  }

  func handlePan() {
    let translation = panGR.translation(in: view)
    let progress = translation.y / view.bounds.height
    switch panGR.state {
    case .began:
      hero.dismissViewController()
    case .changed:
      if translation.y < 0 {
        Hero.shared.cancel()
      }
      Hero.shared.update(progress)
    default:
      if progress > 0.5 {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    }
  }
}
