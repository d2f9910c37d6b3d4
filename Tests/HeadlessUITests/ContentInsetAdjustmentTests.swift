import Foundation
import HeadlessUI
import Testing

/// `contentInsetAdjustmentBehavior`
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum):
/// a controller's scroll view takes the safe area — the status bar and a navigation bar above,
/// the home indicator below — into its adjusted content inset and starts at its top, so its
/// first row shows below the bar, where a finger on a device finds it.
@MainActor
@Suite("Content inset adjustment")
struct ContentInsetAdjustmentTests {
  final class List: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      30
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  func window(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func aTableUnderANavigationBarStartsBelowIt() throws {
    let list = List(style: .plain)
    let window = window(UINavigationController(rootViewController: list))
    let table = try #require(list.tableView)
    // 44 pt status bar + 44 pt bar above, 34 pt home indicator below.
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset.y == -88)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.convert(first.bounds, to: window).minY == 88)
  }

  @Test func eachBehaviourAddsWhatApplesPageSays() throws {
    let list = List(style: .plain)
    let window = window(list)
    defer { withExtendedLifetime(window) {} }
    let table = try #require(list.tableView)
    #expect(table.adjustedContentInset.top == 44, "automatic: the status bar")
    table.contentInsetAdjustmentBehavior = .never
    table.layoutIfNeeded()
    #expect(table.adjustedContentInset == .zero)
    #expect(table.contentOffset.y == 0, "it stays at its top")
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    table.contentInsetAdjustmentBehavior = .always
    table.layoutIfNeeded()
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
  }

  @Test func aScrollViewThatIsNotARootViewIsAdjustedOnlyAlways() throws {
    // A difference kept (docs/HEADLESSUI.md): on a device `.automatic` would adjust it along
    // its scrollable axis too.
    let root = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    scroll.contentSize = CGSize(width: 375, height: 3000)
    root.view.addSubview(scroll)
    let window = window(root)
    defer { withExtendedLifetime(window) {} }
    scroll.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.layoutIfNeeded()
    #expect(scroll.adjustedContentInset.top == 44)
  }
}
