import UIKit
import Hero

/// A grid of photos; showing one presents it full screen, matched by its heroID.
final class PhotoGalleryViewController: UIViewController {
  static let columns = 3
  static let photoCount = 9

  @IBOutlet var photoViews: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .white
    view.accessibilityIdentifier = "gallery"
    for index in 0..<Self.photoCount {
      let photoView = UIView()
      photoView.backgroundColor = Photo.color(index)
      photoView.hero.id = "photo_\(index)"
      photoView.hero.modifiers = [.fade, .scale(0.8)]
      view.addSubview(photoView)
      photoViews.append(photoView)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let side = view.bounds.width / CGFloat(Self.columns)
    for (index, photoView) in photoViews.enumerated() {
      let row = CGFloat(index / Self.columns)
      let column = CGFloat(index % Self.columns)
      photoView.frame = CGRect(x: column * side, y: 64 + row * side, width: side, height: side)
    }
  }

  /// Presents photo `index` full screen (a tap on iOS; the tests' setup step here).
  func showPhoto(at index: Int, animated: Bool = true) {
    let photo = PhotoViewController()
    photo.photoIndex = index
    present(photo, animated: animated)
  }
}

/// The photos, as colours (the example has no image files).
enum Photo {
  static func color(_ index: Int) -> UIColor {
    UIColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 5) / 4, blue: 0.5, alpha: 1)
  }
}
