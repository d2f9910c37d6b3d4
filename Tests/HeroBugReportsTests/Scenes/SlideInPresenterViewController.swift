import HeadlessUI
import HeroEngine

/// The tutorial code of Hero #299: a pan on the presenter presents a `.push(direction: .left)`
/// screen interactively and drives it with `update()` only; the lift finishes past 30 %, else
/// cancels. The first frame must show the new screen at the right edge, not "a bit off" it.
final class SlideInPresenterViewController: UIViewController {
  let panGR = UIPanGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.accessibilityIdentifier = "presenter"
    panGR.addTarget(self, action: pan)
    view.addGestureRecognizer(panGR)
  }

  func pan() {
    let translation = panGR.translation(in: view)
    let progress = translation.y / view.bounds.height
    switch panGR.state {
    case .began:
      let next = UIViewController()
      next.view.backgroundColor = .orange
      next.view.accessibilityIdentifier = "slide-in"
      next.hero.isEnabled = true
      next.hero.modalAnimationType = .push(direction: .left)
      present(next, animated: true)
    case .changed:
      Hero.shared.update(progress)
    default:
      if progress > 0.3 { Hero.shared.finish() } else { Hero.shared.cancel() }
    }
  }
}
