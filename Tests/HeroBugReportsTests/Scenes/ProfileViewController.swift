import HeadlessUI
import HeroEngine

/// A profile whose large avatar is matched (heroID `avatar`) with the small one of the screen
/// below (Hero #132): pulling down dismisses, and `apply` moves the avatar with the finger.
/// Matched views must move together: the pair stays at one geometry on every frame.
final class ProfileViewController: UIViewController {
  let avatar = UIView()
  let panGR = UIPanGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    avatar.frame = CGRect(x: 87.5, y: 120, width: 200, height: 200)
    avatar.backgroundColor = .red
    avatar.hero.id = "avatar"
    view.addSubview(avatar)
    panGR.addTarget(self, action: pan)
    view.addGestureRecognizer(panGR)
  }

  func pan() {
    let translation = panGR.translation(in: nil)
    let progress = translation.y / view.bounds.height
    switch panGR.state {
    case .began:
      dismiss(animated: true)
    case .changed:
      Hero.shared.update(progress)
      Hero.shared.apply(
        modifiers: [.position(CGPoint(x: 187.5 + translation.x, y: 220 + translation.y))],
        to: avatar)
    default:
      if progress + panGR.velocity(in: nil).y / view.bounds.height > 0.4 {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    }
  }
}

/// The screen below the profile: a small avatar (heroID `avatar`) in a header.
final class ContactsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .lightGray
    let small = UIView(frame: CGRect(x: 20, y: 60, width: 48, height: 48))
    small.backgroundColor = .green
    small.hero.id = "avatar"
    view.addSubview(small)
  }
}
