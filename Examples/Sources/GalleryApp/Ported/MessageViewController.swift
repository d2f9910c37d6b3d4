import HeadlessUI
import HeroEngine

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
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    avatarView.frame = CGRect(x: (width - 80) / 2, y: 60, width: 80, height: 80)
    subjectLabel.frame = CGRect(x: 20, y: 156, width: width - 40, height: 24)
    bodyView.frame = CGRect(x: 16, y: 196, width: width - 32, height: view.bounds.height - 212)
  }
}
