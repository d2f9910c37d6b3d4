import UIKit
import Hero

/// One photo full screen; pulling it down dismisses it interactively (the handler of Hero's
/// interactive-transition guide, with Hero 1.x's names).
final class PhotoViewController: UIViewController {
  var photoIndex = 0
  @IBOutlet var imageView: UIView!
  private var panGR: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .black
    view.isOpaque = false
    imageView = UIView()
    imageView.backgroundColor = Photo.color(photoIndex)
    imageView.hero.id = "photo_\(photoIndex)"
    imageView.accessibilityIdentifier = "photo"
    view.addSubview(imageView)

    panGR = UIPanGestureRecognizer(target: self, action: #selector(handlePan(gr:)))
    view.addGestureRecognizer(panGR)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let side = view.bounds.width
    imageView.frame = CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
  }

  @objc func handlePan(gr: UIPanGestureRecognizer) {
    let translation = gr.translation(in: nil)
    let progress = translation.y / 2 / view.bounds.height
    switch gr.state {
    case .began:
      hero.dismissViewController()
    case .changed:
      Hero.shared.update(progress)
      let currentPos = CGPoint(x: translation.x + view.center.x, y: translation.y + view.center.y)
      Hero.shared.apply(modifiers: [.position(currentPos)], to: imageView)
    default:
      if progress + gr.velocity(in: nil).y / view.bounds.height > 0.3 {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    }
  }
}
