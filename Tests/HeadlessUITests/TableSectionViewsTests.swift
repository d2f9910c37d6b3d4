import Foundation
import HeadlessUI
import Testing

/// A table's section header and footer views and heights, `willSelectRowAt` and
/// `shouldHighlightRowAt`, as UIKit's `UITableViewDelegate` documents them
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate): the delegate's views
/// stand where its heights say, and a tap on a row the delegate redirects or refuses selects
/// what it says.
@MainActor
@Suite("Table section views")
struct TableSectionViewsTests {
  final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      40
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      section == 0 ? 10 : 0
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let label = UILabel()
      label.text = "Section \(section)"
      return label
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      indexPath.row == 2 ? nil : IndexPath(row: 0, section: indexPath.section)
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      indexPath.section == 0
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  func tap(_ window: UIWindow, _ point: CGPoint) {
    window.deliver([TouchPoint(id: 1, phase: .began, location: point)], at: .zero)
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: point)], at: .init(nanoseconds: 50_000_000))
  }

  @Test func headerViewsStandWhereTheirHeightsSayAndSelectionFollowsTheDelegate() throws {
    let controller = UIViewController()
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = controller
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.rowHeight = 44
    let source = Source()
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    table.layoutIfNeeded()
    // Section 0: header 0–40, rows 40–172, footer 172–182; section 1's header 182–222.
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 182, width: 320, height: 40))
    #expect(table.rectForFooter(inSection: 0).height == 10)
    let header = try #require(
      table.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Section 1" })
    #expect(header.frame == CGRect(x: 0, y: 182, width: 320, height: 40))
    #expect(table.contentSize.height == CGFloat(182 + 40 + 3 * 44))

    tap(window, CGPoint(x: 100, y: 40 + 44 + 20))  // row 1 of section 0: redirected to row 0
    tap(window, CGPoint(x: 100, y: 40 + 88 + 20))  // row 2: refused
    tap(window, CGPoint(x: 100, y: 222 + 20))  // section 1: not highlighted, not selected
    #expect(source.selected == [IndexPath(row: 0, section: 0)])
  }

  @Test func editingStylesTabItemsAndWindowLevelsHaveUIKitsValues() {
    #expect(UITableViewCell.EditingStyle.delete.rawValue == 1)
    #expect(UITabBarItem(tabBarSystemItem: .search, tag: 4).title == "Search")
    #expect(UIWindow.Level.alert > UIWindow.Level.normal)
    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true)
    }
    #expect(UISwipeActionsConfiguration(actions: [action]).actions.first?.title == "Delete")
  }
}
