import UIKit
import Hero

/// One settings page. A swipe from the left edge pops it interactively (the pull animation of
/// the navigation controller follows the finger); on the lift the page goes when the swipe
/// crossed half the width or is moving right faster than 1000 points per second.
final class SettingDetailViewController: UIViewController {
  static let distanceThreshold: CGFloat = 0.5
  static let velocityThreshold: CGFloat = 1000

  var sectionName = ""
  private let toggle = UISwitch()
  private let slider = UISlider()
  private var backGR: UIScreenEdgePanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = sectionName
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "settingDetail"
    toggle.isOn = true
    view.addSubview(toggle)
    slider.value = 0.4
    view.addSubview(slider)

    backGR = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgeSwiped(_:)))
    backGR.edges = .left
    view.addGestureRecognizer(backGR)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    toggle.frame.origin = CGPoint(x: view.bounds.width - 20 - toggle.bounds.width, y: 100)
    slider.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 34)
  }

  @objc func edgeSwiped(_ gr: UIScreenEdgePanGestureRecognizer) {
    let progress = gr.translation(in: view).x / view.bounds.width
    switch gr.state {
    case .began:
      navigationController?.popViewController(animated: true)
    case .changed:
      Hero.shared.update(progress)
    case .ended:
      if progress > Self.distanceThreshold || gr.velocity(in: view).x > Self.velocityThreshold {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    default:
      Hero.shared.cancel()
    }
  }
}
