import Foundation
import HeadlessUI
import Testing

/// Editing mode as UIKit documents it for view controllers, tables and cells
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem): the edit
/// button toggles the controller, a table controller passes it on to its table, the table to
/// its visible cells.
@MainActor
@Suite("Editing mode")
struct EditingModeTests {
  final class Rows: UITableViewController {
    var changes: [Bool] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      changes.append(editing)
    }
  }

  @Test func theEditButtonTogglesTheControllerItsTableAndItsCells() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let rows = Rows(style: .plain)
    window.rootViewController = rows
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let button = rows.editButtonItem
    #expect(button === rows.editButtonItem, "one item for the controller")
    #expect(button.title == "Edit" && !rows.isEditing && !rows.tableView.isEditing)
    button.sendAction()
    #expect(rows.isEditing && rows.tableView.isEditing)
    #expect(button.title == "Done" && button.style == .done)
    #expect(!rows.tableView.visibleCells.isEmpty)
    #expect(rows.tableView.visibleCells.allSatisfy { $0.isEditing })
    button.sendAction()
    #expect(!rows.isEditing && !rows.tableView.isEditing && button.title == "Edit")
    #expect(rows.changes == [true, false], "the override hears each change")
    rows.isEditing = true
    #expect(rows.changes == [true, false, true], "setting the property goes through setEditing")
  }

  @Test func aPlainTableKeepsItsOwnFlag() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    #expect(!table.isEditing && !table.allowsSelectionDuringEditing)
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.isEditing = true
    #expect(cell.isEditing)
  }
}
