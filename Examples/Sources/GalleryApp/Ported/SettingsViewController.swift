import HeadlessUI
import HeroEngine

/// The settings: a column of buttons, one per section, inside a navigation controller whose
/// pushes slide the next page in from the right and whose pops pull it back out.
final class SettingsViewController: UIViewController {
  static let sections = ["Display", "Sound", "Gestures", "Privacy"]
  private let stackView = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemGroupedBackground
    view.accessibilityIdentifier = "settings"
    navigationController?.hero.isEnabled = true
    navigationController?.hero.navigationAnimationType = .selectBy(
      presenting: .push(direction: .left), dismissing: .pull(direction: .right))
    stackView.axis = .vertical
    stackView.spacing = 8
    for (index, name) in Self.sections.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(name, for: .normal)
      button.tag = index
      button.contentHorizontalAlignment = .leading
      button.addTarget(self, action: Self.openSection(_:), for: .touchUpInside)
      stackView.addArrangedSubview(button)
    }
    view.addSubview(stackView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    stackView.frame = CGRect(
      x: 20, y: 100, width: view.bounds.width - 40, height: CGFloat(Self.sections.count) * 52)
  }

  func openSection(_ sender: UIButton) {
    openSection(at: sender.tag)
  }

  /// Pushes the page of section `index`.
  func openSection(at index: Int, animated: Bool = true) {
    let detail = SettingDetailViewController()
    detail.sectionName = Self.sections[index]
    navigationController?.pushViewController(detail, animated: animated)
  }
}
