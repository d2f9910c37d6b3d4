import Foundation
import HeadlessUI
import Testing

/// Alerts, tab bar controllers, the application object and nibs by registration, against
/// UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uialertcontroller ("present it with
///   present(_:animated:completion:)"; textFields: "only for alerts"; the action's handler runs
///   after the alert is dismissed: uialertaction/init(title:style:handler:));
/// - https://developer.apple.com/documentation/uikit/uitabbarcontroller (selectedIndex,
///   selectedViewController, viewControllers; "the tab bar interface displays tabs at the bottom
///   of the window"), uiviewcontroller/tabbarcontroller ("the nearest ancestor");
/// - https://developer.apple.com/documentation/uikit/uiapplication/keywindow, open(_:options:completionHandler:);
/// - https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:),
///   uitableview/register(_:forcellreuseidentifier:)-(uinib), and NSObject's awakeFromNib
///   ("after loading from a nib").
@MainActor
@Suite("Alerts, tab bars, the application, nibs")
struct AppSurfaceTests {
  final class Appearing: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  }

  @Test func anAlertIsPresentedOverTheScreenAndAChosenActionDismissesItThenRunsItsHandler() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let root = Appearing()
    window.rootViewController = root
    window.makeKeyAndVisible()
    var chosen: [String] = []
    let alert = UIAlertController(
      title: "Delete?", message: "It cannot be undone", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in
        chosen.append(action.title ?? "")
        #expect(alert.presentingViewController == nil)  // dismissed before the handler runs
      })
    alert.addTextField { $0.placeholder = "Reason" }
    #expect(alert.textFields?.count == 1)
    root.present(alert, animated: false)
    #expect(root.presentedViewController === alert)
    #expect(root.view.window === window)  // over full screen: the presenter's view stays
    #expect(!root.log.contains("willDisappear"))
    #expect(alert.chooseAction(titled: "Delete"))
    #expect(chosen == ["Delete"])
    #expect(root.presentedViewController == nil)
    #expect(!alert.chooseAction(titled: "Nothing"))

    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(sheet.popoverPresentationController?.sourceView == nil)
  }

  @Test func aTabBarControllerShowsTheSelectedTabAboveItsBarAndSwapsTabs() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let first = Appearing()
    let second = Appearing()
    let inner = Appearing()
    let navigation = UINavigationController(rootViewController: inner)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second, navigation]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(tabs.selectedViewController === first)
    #expect(first.view.superview === tabs.view)
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    #expect(tabs.view.subviews.last === tabs.tabBar)
    #expect(first.log == ["willAppear", "didAppear"])
    tabs.selectedIndex = 1
    #expect(first.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(second.log == ["willAppear", "didAppear"])
    #expect(first.view.superview == nil)
    #expect(second.view.superview === tabs.view)
    tabs.selectedViewController = navigation
    #expect(tabs.selectedIndex == 2)
    #expect(inner.tabBarController === tabs)
    #expect(inner.navigationController === navigation)
    #expect(first.tabBarController === tabs)
    #expect(Appearing().tabBarController == nil)
    tabs.tabBar.isHidden = true
    #expect(tabs.tabBar.isHidden)
  }

  final class TabLog: UITabBarControllerDelegate {
    var refuse: UIViewController?
    var selected: [UIViewController] = []
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      viewController !== refuse
    }
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      selected.append(viewController)
    }
  }

  /// uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:) and (_:didselect:): asked and
  /// told for taps on the bar, not for selections in code.
  @Test func aTapOnATabBarItemSelectsItsTabAskingTheDelegate() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let tabs = UITabBarController()
    let controllers = [Appearing(), Appearing(), Appearing()]
    tabs.viewControllers = controllers
    let log = TabLog()
    log.refuse = controllers[1]
    tabs.delegate = log
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    func tap(x: CGFloat, at seconds: Double, liftX: CGFloat? = nil) {
      window.deliver(
        [TouchPoint(id: 1, phase: .began, location: CGPoint(x: x, y: 640))], at: .seconds(seconds))
      window.deliver(
        [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: liftX ?? x, y: 640))],
        at: .seconds(seconds + 0.05))
    }
    tap(x: 300, at: 1)  // the third of three 125-point items
    #expect(tabs.selectedIndex == 2)
    #expect(log.selected.count == 1 && log.selected.first === controllers[2])
    tap(x: 190, at: 2)  // refused by the delegate
    #expect(tabs.selectedIndex == 2)
    tap(x: 20, at: 3, liftX: 200)  // lifted on another item: nothing
    #expect(tabs.selectedIndex == 2)
    tabs.selectedIndex = 0  // in code: the delegate hears nothing
    #expect(log.selected.count == 1)
    tap(x: 20, at: 4)
    #expect(tabs.selectedIndex == 0)
    #expect(log.selected.count == 2)
  }

  @Test func theApplicationKnowsTheLatestKeyWindowAndRecordsURLsItCannotOpen() {
    let first = UIWindow(screenSize: CGSize(width: 375, height: 667))
    first.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === first)
    let second = UIWindow(screenSize: CGSize(width: 375, height: 667))
    second.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === second)
    #expect(
      UIApplication.shared.windows.suffix(2).map { ObjectIdentifier($0) } == [
        ObjectIdentifier(first), ObjectIdentifier(second),
      ])
    let url = URL(string: "https://example.com/help")!
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened == false)
    #expect(UIApplication.shared.openedURLs.last == url)
    #expect(!UIApplication.shared.canOpenURL(url))
    #expect(UIApplication.shared.applicationState == .active)
  }

  final class NibCell: UITableViewCell {
    var awoke = false
    override func awakeFromNib() { awoke = true }
  }

  final class NibRows: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UINib(nibName: "NibCell", bundle: nil), forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }

  @Test func nibsMakeWhatATestRegisteredAndListWhatItDidNot() {
    UINib.resetRegistrations()
    UINib.register(nibName: "NibCell", view: { NibCell(style: .default, reuseIdentifier: "cell") })
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let rows = NibRows(style: .plain)
    window.rootViewController = rows
    window.makeKeyAndVisible()
    let cells = rows.tableView.visibleCells
    #expect(cells.count == 3)
    #expect(cells.allSatisfy { ($0 as? NibCell)?.awoke == true })
    let loaded = Bundle.main.loadNibNamed("NibCell", owner: nil, options: nil)
    #expect(loaded?.first is NibCell)
    let missing = expectRaise("Could not load NIB in bundle") {
      Bundle.main.loadNibNamed("HeaderView", owner: nil, options: nil)
    }
    #expect(missing == nil)
    #expect(UINib.unregisteredNames == ["HeaderView"])
    UINib.resetRegistrations()
  }
}
