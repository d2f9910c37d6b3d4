import HeadlessUI
import HeroEngine

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
    toggle.translatesAutoresizingMaskIntoConstraints = false
    slider.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      toggle.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      toggle.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      slider.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 29),
      slider.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      slider.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      slider.heightAnchor.constraint(equalToConstant: 34),
    ])

    backGR = UIScreenEdgePanGestureRecognizer(target: self, action: Self.edgeSwiped(_:))
    backGR.edges = .left
    view.addGestureRecognizer(backGR)
  }

  func edgeSwiped(_ gr: UIScreenEdgePanGestureRecognizer) {
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
