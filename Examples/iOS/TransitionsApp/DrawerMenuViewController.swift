import UIKit

/// The drawer's menu: a list of mailboxes.
final class DrawerMenuViewController: UITableViewController {
  private let mailboxes = ["Inbox", "Flagged", "Drafts", "Sent", "Archive", "Trash"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "drawer"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mailbox")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    mailboxes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
    cell.textLabel?.text = mailboxes[indexPath.row]
    return cell
  }
}
