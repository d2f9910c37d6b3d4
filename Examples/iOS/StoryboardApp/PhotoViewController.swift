import UIKit
import Hero

/// One photo full screen, from Main.storyboard: Hero is enabled and the image's heroID set as
/// runtime attributes, the pan recognizer is declared in the scene and wired to `handlePan(_:)`.
/// Pulling the photo down dismisses it (the handler of Hero's interactive-transition guide).
final class PhotoViewController: UIViewController {
  var photoIndex = 0
  @IBOutlet weak var imageView: UIView!
  @IBOutlet weak var captionLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    imageView.backgroundColor = Photo.color(photoIndex)
    captionLabel.text = "Photo \(photoIndex + 1)"
  }

  @IBAction func handlePan(_ gr: UIPanGestureRecognizer) {
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
