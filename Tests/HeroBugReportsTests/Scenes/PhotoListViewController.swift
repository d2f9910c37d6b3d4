import HeadlessUI
import HeroEngine

/// A list of photo thumbnails (heroIDs `photo_0` … `photo_5`), the source screen of the
/// pull-to-dismiss scenes; tapping a thumbnail shows that photo, pushed when in a navigation
/// controller, else presented — the way Hero's image-gallery example opens its viewer.
final class PhotoListViewController: UIViewController, HeroViewControllerDelegate {
  var makeViewer: (Int) -> UIViewController = { PhotoViewController(index: $0) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.accessibilityIdentifier = "list"
    for index in 0..<6 {
      let thumbnail = UIButton(type: .custom)
      thumbnail.frame = CGRect(
        x: 20 + CGFloat(index % 3) * 115, y: 100 + CGFloat(index / 3) * 115, width: 105,
        height: 105)
      thumbnail.backgroundColor = .gray
      thumbnail.hero.id = "photo_\(index)"
      thumbnail.accessibilityIdentifier = "thumbnail_\(index)"
      thumbnail.tag = index
      thumbnail.addTarget(self, action: open, for: .touchUpInside)
      view.addSubview(thumbnail)
    }
  }

  /// Delegate callbacks, so a test can see them come once each (Hero #203).
  func heroDidEndAnimatingFrom(viewController: UIViewController) {}
  func heroDidCancelAnimatingFrom(viewController: UIViewController) {}

  func open(_ sender: UIButton) {
    show(photo: sender.tag, animated: true)
  }

  func show(photo index: Int, animated: Bool) {
    let viewer = makeViewer(index)
    viewer.hero.isEnabled = true
    if let navigationController {
      navigationController.pushViewController(viewer, animated: animated)
    } else {
      present(viewer, animated: animated)
    }
  }
}
