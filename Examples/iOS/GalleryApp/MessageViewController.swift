import UIKit
import Hero

/// One message: the sender's avatar large in the header, the subject and the text below.
final class MessageViewController: UIViewController {
  var message = Message.all[0]
  var index = 0
  let avatarView = UIView()
  private let subjectLabel = UILabel()
  private let bodyView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "message"
    avatarView.backgroundColor = message.color
    avatarView.layer.cornerRadius = 40
    avatarView.hero.id = "avatar_\(index)"
    view.addSubview(avatarView)
    subjectLabel.text = message.subject
    subjectLabel.font = .preferredFont(forTextStyle: .headline)
    subjectLabel.textAlignment = .center
    view.addSubview(subjectLabel)
    bodyView.text = String(repeating: "\(message.sender) wrote about transitions. ", count: 20)
    bodyView.isEditable = false
    view.addSubview(bodyView)
    for subview in [avatarView, subjectLabel, bodyView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatarView.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
      avatarView.widthAnchor.constraint(equalToConstant: 80),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
      subjectLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 16),
      subjectLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      subjectLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      subjectLabel.heightAnchor.constraint(equalToConstant: 24),
      bodyView.topAnchor.constraint(equalTo: subjectLabel.bottomAnchor, constant: 16),
      bodyView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      bodyView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      bodyView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
    ])
  }
}
