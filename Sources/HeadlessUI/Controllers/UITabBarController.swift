import Foundation

/// The bar of a tab bar controller: a view along the bottom of the controller's view. Its items
/// are informational; hiding it (`isHidden`) is real.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The height UIKit gives a tab bar without a home indicator (49 points).
  public static let standardHeight: CGFloat = 49
  /// The items, one per tab.
  open var items: [UITabBarItem]?
  /// The selected item.
  open weak var selectedItem: UITabBarItem?
  /// Whether the bar is translucent (informational).
  open var isTranslucent = true
  /// The bar's tint for unselected items (informational).
  open var unselectedItemTintColor: UIColor?
  /// The bar's tint (informational).
  open var barTintColor: UIColor?
}

/// A container that shows one of its controllers at a time, with a tab bar along the bottom.
///
/// As in UIKit, the selected controller's view fills the tab bar controller's view and the bar
/// lies over its bottom 49 points; selecting another tab swaps the views and sends the
/// appearance callbacks. Selection from touches on the bar is not modelled: select with
/// ``selectedIndex`` or ``selectedViewController``.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The bar.
  public let tabBar = UITabBar(frame: .zero)
  /// Told before and after selections made by the user (informational here).
  open weak var delegate: UITabBarControllerDelegate?

  private var tabs: [UIViewController] = []
  private var selected = 0

  /// A tab bar controller with no tabs yet.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A tab bar controller as a storyboard would decode it (no tabs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controllers, one per tab; setting them selects the first (or keeps the index).
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let old = selectedViewController
    for controller in tabs {
      if controller.viewIfLoaded?.superview === viewIfLoaded, old === controller {
        controller.sendWillDisappear(false)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.sendDidDisappear(false)
      }
      controller.removeFromParent()
    }
    tabs = viewControllers ?? []
    for controller in tabs { addChild(controller) }
    tabBar.items = tabs.map(\.tabBarItem)
    selected = min(selected, max(tabs.count - 1, 0))
    if isViewLoaded { showSelected(animated: false) }
    for controller in tabs { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      let old = selectedViewController
      selected = newValue
      guard isViewLoaded else { return }
      let visible = view.window != nil
      if visible { old?.sendWillDisappear(false) }
      old?.viewIfLoaded?.removeFromSuperview()
      if visible { old?.sendDidDisappear(false) }
      showSelected(animated: false)
    }
  }

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The selected controller gets the appearance callbacks.
  open override var childrenForAppearanceForwarding: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// Installs the bar and the selected controller's view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tabBar)
    showSelected(animated: false)
  }

  /// The selected view fills the bounds; the bar lies over the bottom.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    selectedViewController?.viewIfLoaded?.frame = view.bounds
    let height = UITabBar.standardHeight
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
  }

  private func showSelected(animated: Bool) {
    guard let controller = selectedViewController else { return }
    tabBar.selectedItem = controller.tabBarItem
    let childView = controller.view!
    childView.frame = view.bounds
    guard childView.superview !== view else { return }
    let visible = view.window != nil
    if visible { controller.sendWillAppear(animated) }
    view.insertSubview(childView, belowSubview: tabBar)
    if visible { controller.sendDidAppear(animated) }
  }
}

/// Hears about tab selections.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {}

extension UIViewController {
  /// The nearest tab bar controller among the ancestors.
  public var tabBarController: UITabBarController? {
    nearestAncestor(UITabBarController.self)
  }
}
