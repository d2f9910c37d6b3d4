import UIKit

/// One note, from Notes.storyboard. The storyboard puts a screen-edge pan (left edge) on its
/// view, connected to `edgePanned(_:)`: the pan pops the note with the finger. On the lift it
/// goes when dragged past 40 % of the width or flicked right faster than 500 points per second.
final class NoteViewController: UIViewController {
  static let distanceThreshold: CGFloat = 0.4
  static let velocityThreshold: CGFloat = 500

  @IBOutlet weak var textView: UITextView!
  var number = 0
  private(set) var interaction: UIPercentDrivenInteractiveTransition?
  var isPoppingByEdge: Bool { interaction != nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "note"
    title = "Note \(number)"
    textView.text = "Note \(number): bring the umbrella."
  }

  @IBAction func edgePanned(_ pan: UIScreenEdgePanGestureRecognizer) {
    let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      navigationController?.popViewController(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > Self.distanceThreshold || pan.velocity(in: view).x > Self.velocityThreshold {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    default:
      interaction?.cancel()
      interaction = nil
    }
  }
}
