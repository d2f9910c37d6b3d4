import Foundation

/// The bar of a tab bar controller: a view along the bottom of the controller's view, its items
/// side by side in equal widths. A touch that lifts on the item it went down on selects that
/// tab (UIKit selects on touch-up inside); hiding the bar (`isHidden`) is real.
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
  /// The bar's background image (a look: kept).
  open var backgroundImage: UIImage?
  /// The image behind the selected item (kept).
  open var selectionIndicatorImage: UIImage?
  /// The image of the bar's top line (kept).
  open var shadowImage: UIImage?
  /// The bar's appearance (a plain value).
  open var standardAppearance = UITabBarAppearance()
  /// The appearance when the content is scrolled to its edge (nil: the standard one).
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// Called with the index of the item a touch selected (set by the tab bar controller).
  var onSelect: ((Int) -> Void)?
  private var touchedItem: Int?

  /// The item under `point` (the bar's coordinates), if any.
  func itemIndex(at point: CGPoint) -> Int? {
    guard let count = items?.count, count > 0, bounds.contains(point) else { return nil }
    return min(Int(point.x / (bounds.width / CGFloat(count))), count - 1)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedItem = touches.inTouchOrder.first.flatMap { itemIndex(at: $0.location(in: self)) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { touchedItem = nil }
    guard let touchedItem, let touch = touches.inTouchOrder.first,
      itemIndex(at: touch.location(in: self)) == touchedItem
    else { return }
    onSelect?(touchedItem)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedItem = nil
  }
}

/// A container that shows one of its controllers at a time, with a tab bar along the bottom.
///
/// As in UIKit, the selected controller's view fills the tab bar controller's view and the bar
/// lies over its bottom 49 points; selecting another tab (a tap on its item, asking the
/// delegate's `shouldSelect` and telling `didSelect`, or ``selectedIndex`` /
/// ``selectedViewController`` in code, which tell no one) swaps the views and sends the
/// appearance callbacks.
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
      guard tabs.indices.contains(newValue), newValue != selected, activeTransition == nil else {
        return
      }
      let old = selectedViewController
      let oldIndex = selected
      selected = newValue
      guard isViewLoaded, let old, let new = selectedViewController else { return }
      switchTabs(from: old, to: new, oldIndex: oldIndex)
    }
  }

  /// The running tab switch with a custom animator, if any.
  var activeTransition: UIViewControllerTransitionContext?

  /// Shows `new` in place of `old` (at once, or through the delegate's animator; see
  /// `UITabBarController+Transition.swift`).
  func switchTabs(from old: UIViewController, to new: UIViewController, oldIndex: Int) {
    switchTabsByTransition(from: old, to: new, oldIndex: oldIndex)
  }

  /// The index of `controller` among the tabs.
  func tabIndex(of controller: UIViewController) -> Int? {
    tabs.firstIndex(ofIdentical: controller)
  }

  /// Selects `index` with no transition (a cancelled switch going back).
  func restoreSelection(_ index: Int) {
    selected = index
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(ofIdentical: newValue) else { return }
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
    tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
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

  private func userSelected(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) != false else { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  func showSelected(animated: Bool) {
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

extension UIViewController {
  /// The nearest tab bar controller among the ancestors.
  public var tabBarController: UITabBarController? {
    nearestAncestor(UITabBarController.self)
  }
}
