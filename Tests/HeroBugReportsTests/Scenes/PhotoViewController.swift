import HeadlessUI
import HeroEngine

/// A full-screen photo dismissed by pulling it down, written as Hero 1.x users write it (the
/// ImageViewController of Hero's examples with 1.x names, the code of Hero #655): `.began`
/// dismisses, `.changed` updates and moves the photo with `apply`, everything else (`default:`)
/// finishes when `progress + velocity.y / height > 0.3`, else cancels.
final class PhotoViewController: UIViewController {
  let index: Int
  let imageView = UIImageView()
  let panGR = UIPanGestureRecognizer()
  /// The progress divisor: `translation.y / divisor / height` (2 in Hero's example).
  var divisor: CGFloat = 2

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    view.accessibilityIdentifier = "viewer"
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.hero.id = "photo_\(index)"
    view.addSubview(imageView)
    panGR.addTarget(self, action: pan)
    view.addGestureRecognizer(panGR)
  }

  func pan() {
    let translation = panGR.translation(in: nil)
    let progress = translation.y / divisor / view.bounds.height
    switch panGR.state {
    case .began:
      hero.dismissViewController()
    case .changed:
      Hero.shared.update(progress)
      let currentPos = CGPoint(x: translation.x + view.center.x, y: translation.y + view.center.y)
      Hero.shared.apply(modifiers: [.position(currentPos)], to: imageView)
    default:
      if progress + panGR.velocity(in: nil).y / view.bounds.height > 0.3 {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    }
  }
}
