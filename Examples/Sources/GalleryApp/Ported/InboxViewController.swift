import HeadlessUI
import HeroEngine

/// A list of messages. Dragging a row to the right opens its message interactively: the message
/// covers the list from the left while the row's avatar follows the finger into the message's
/// header. On the lift the message opens when the drag, projected 0.2 s ahead at its speed,
/// passes half the width; otherwise the list comes back.
final class InboxViewController: UITableViewController, UIGestureRecognizerDelegate {
  static let projection: CGFloat = 0.2

  private var openGR: UIPanGestureRecognizer!
  private weak var opening: MessageViewController?
  private var avatarStart = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.accessibilityIdentifier = "inbox"
    tableView.rowHeight = 72
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    openGR = UIPanGestureRecognizer(target: self, action: Self.dragged(_:))
    openGR.delegate = self
    tableView.addGestureRecognizer(openGR)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Message.all.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
    (cell as? MessageCell)?.show(Message.all[indexPath.row], at: indexPath.row)
    return cell
  }

  /// Only a drag that starts sideways opens a message (vertical drags scroll the list).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === openGR else { return true }
    let velocity = openGR.velocity(in: tableView)
    return velocity.x > abs(velocity.y)
  }

  func dragged(_ gr: UIPanGestureRecognizer) {
    let translation = gr.translation(in: view)
    let progress = translation.x / view.bounds.width
    switch gr.state {
    case .began:
      guard let indexPath = tableView.indexPathForRow(at: gr.location(in: tableView)),
        let cell = tableView.cellForRow(at: indexPath) as? MessageCell
      else { return }
      let message = MessageViewController()
      message.message = Message.all[indexPath.row]
      message.index = indexPath.row
      message.hero.modalAnimationType = .selectBy(
        presenting: .cover(direction: .right), dismissing: .uncover(direction: .left))
      avatarStart = cell.avatarView.convert(
        CGPoint(x: cell.avatarView.bounds.midX, y: cell.avatarView.bounds.midY), to: nil)
      opening = message
      present(message, animated: true, completion: nil)
    case .changed:
      guard let message = opening else { return }
      Hero.shared.update(progress)
      let position = CGPoint(x: avatarStart.x + translation.x, y: avatarStart.y + translation.y)
      Hero.shared.apply(modifiers: [.position(position)], to: message.avatarView)
    case .ended:
      guard opening != nil else { return }
      let projected = translation.x + gr.velocity(in: view).x * Self.projection
      if projected > view.bounds.width / 2 {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
      opening = nil
    default:
      guard opening != nil else { return }
      Hero.shared.cancel()
      opening = nil
    }
  }
}

/// A message row: a round avatar (its heroID matches the message's header) and the subject.
final class MessageCell: UITableViewCell {
  static let reuseIdentifier = "MessageCell"
  let avatarView = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    avatarView.layer.cornerRadius = 22
    avatarView.clipsToBounds = true
    contentView.addSubview(avatarView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ message: Message, at index: Int) {
    textLabel?.text = message.sender
    detailTextLabel?.text = message.subject
    avatarView.backgroundColor = message.color
    avatarView.hero.id = "avatar_\(index)"
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    avatarView.frame = CGRect(x: 16, y: (bounds.height - 44) / 2, width: 44, height: 44)
    textLabel?.frame.origin.x = 72
    detailTextLabel?.frame.origin.x = 72
  }
}

/// A message of the inbox.
struct Message {
  var sender: String
  var subject: String
  var color: UIColor

  static let all: [Message] = (0..<12).map { index in
    Message(
      sender: ["Ada", "Grace", "Edsger", "Barbara"][index % 4],
      subject: "Re: transition \(index + 1)",
      color: UIColor(hue: CGFloat(index) / 12, saturation: 0.6, brightness: 0.9, alpha: 1))
  }
}
