import Foundation

/// Manages a view, its lifecycle callbacks, child controllers and presentations.
///
/// The ``view`` loads lazily (``loadView()`` then ``viewDidLoad()``) on first access.
/// Presentations live in the window: ``present(_:animated:completion:)`` and
/// ``dismiss(animated:completion:)`` update the window's hierarchy at once when there is no
/// custom animator, and through a transition context when the presented controller's
/// ``transitioningDelegate`` supplies one (see `UIViewControllerTransitioningDelegate`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var storedView: UIView?

  /// A title, for reports.
  public var title: String?

  /// The parent in a containment relationship (e.g. a navigation controller).
  public internal(set) var parent: UIViewController? {
    get { parentReference.object }
    set { parentReference = WeakReference(newValue) }
  }
  var parentReference = WeakReference<UIViewController>(nil)

  /// The child controllers, in order.
  public internal(set) var children: [UIViewController] = []

  /// How the controller is presented (default `.automatic`, as in UIKit since iOS 13; it
  /// presents as `.fullScreen` does here, see ``UIModalPresentationStyle``).
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether a tab bar controller's bar hides while this controller is on top of a navigation
  /// stack (kept: the bar's frame does not change).
  open var hidesBottomBarWhenPushed = false

  /// Whether the controller is in editing mode (``setEditing(_:animated:)`` sets it, as does a
  /// tap on ``editButtonItem``).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  private var storedEditButtonItem: UIBarButtonItem?

  /// Enters or leaves editing mode. Subclasses override it to update their views (calling
  /// super); a ``UITableViewController`` passes it on to its table. The edit button's title
  /// follows: "Edit", then "Done" in bold.
  ///
  /// - Parameters:
  ///   - editing: whether to edit.
  ///   - animated: whether the change animates (nothing is drawn differently either way).
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    storedEditButtonItem?.title = editing ? "Done" : "Edit"
    storedEditButtonItem?.style = editing ? .done : .plain
  }

  /// A bar button item that toggles editing mode: its tap calls ``setEditing(_:animated:)``
  /// with the opposite of ``isEditing``, animated.
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      title: editing ? "Done" : "Edit", style: editing ? .done : .plain,
      target: self,
      action: Selector { [weak self] (_: UIBarButtonItem) -> Void in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    storedEditButtonItem = item
    return item
  }

  /// Supplies custom animators for presenting and dismissing this controller.
  public var transitioningDelegate: UIViewControllerTransitioningDelegate? {
    get {
      if let token = transitioningDelegateToken {
        return token.isAlive ? trackedTransitioningDelegate : nil
      }
      return untrackedTransitioningDelegate
    }
    set {
      // Through the object's token when it has one (see ``LifetimeToken``).
      LifetimeToken.assign(
        newValue, token: &transitioningDelegateToken, tracked: &trackedTransitioningDelegate,
        untracked: &untrackedTransitioningDelegate)
    }
  }
  private var transitioningDelegateToken: LifetimeToken?
  private unowned var trackedTransitioningDelegate: UIViewControllerTransitioningDelegate?
  private weak var untrackedTransitioningDelegate: UIViewControllerTransitioningDelegate?

  /// True between the start and the end of this controller's presentation.
  public internal(set) var isBeingPresented = false

  /// True between the start and the end of this controller's dismissal.
  public internal(set) var isBeingDismissed = false

  /// True while this controller is being pushed (added to a parent).
  public internal(set) var isMovingToParent = false

  /// True while this controller is being popped (removed from its parent).
  public internal(set) var isMovingFromParent = false

  var storedPresentingViewController: UIViewController? {
    get { storedPresentingViewControllerReference.object }
    set { storedPresentingViewControllerReference = WeakReference(newValue) }
  }
  var storedPresentingViewControllerReference = WeakReference<
    UIViewController
  >(nil)
  var storedPresentedViewController: UIViewController?
  /// The view holding this controller's view while it is presented.
  var presentationContainer: UIView?
  /// Where the presenter's view lived before a presentation that removes it.
  var presenterViewHome: ViewPlacement?
  /// The presentation controller, once asked for or presented.
  var storedPresentationController: UIPresentationController?
  /// The window whose root this controller is.
  var rootWindow: UIWindow? {
    get { rootWindowReference.object }
    set { rootWindowReference = WeakReference(newValue) }
  }
  var rootWindowReference = WeakReference<UIWindow>(nil)
  var appearance: AppearanceState = .disappeared
  /// The `animated` flag of the appearance change under way (what the did-callback is given).
  var appearanceAnimated = false

  enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
  }

  /// A controller with no view loaded yet.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  /// The nib the view loads from (``loadView()``), if one was named.
  public let nibName: String?
  /// The bundle of ``nibName``.
  public let nibBundle: Bundle?
  /// The storyboard scene the controller was made from, if any: its view loads from it.
  var interfaceBuilderScene: InterfaceBuilderScene?

  /// A controller as a storyboard decodes it (``UIStoryboard``): its title, presentation style,
  /// navigation item and the rest of its scene element. It is `required` as in UIKit, so iOS
  /// subclasses that declare `required init?(coder:)` and call `super.init(coder:)` compile
  /// unchanged.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
    coder.interfaceBuilder?.decodeViewController(self)
  }

  /// A controller with no view loaded yet.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: View

  /// The root view, loaded on first access.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: defaultViewFrame) }
    viewDidLoad()
  }

  /// Creates the root view: a plain view the size of the window's screen (or of
  /// `UIScreen.main`). Override to build your own and assign it to ``view``.
  open func loadView() {
    if loadViewFromInterfaceBuilder() { return }
    view = UIView(frame: defaultViewFrame)
  }

  /// Loads the view from the storyboard scene the controller came from, or from the nib it
  /// was given; false when it has neither (UIKit's `loadView` does this first).
  func loadViewFromInterfaceBuilder() -> Bool {
    if let scene = interfaceBuilderScene, scene.loadView(of: self) { return true }
    if let nibName, loadView(fromNibNamed: nibName) { return true }
    if nibName == nil, let named = nibNamedAfterClass() { return loadView(fromNibNamed: named) }
    return false
  }

  /// The nib UIKit looks for when a controller was given no nib name
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname): for
  /// `MyViewController`, `MyView.xib`, then `MyViewController.xib`, in the controller's bundle
  /// (the app's). Nil for HeadlessUI's own classes and when the bundle has neither.
  ///
  /// The answer is kept per class and bundle for the process, as the nib lookups are: naming
  /// the class and searching cost about 40 000 instructions, paid by every controller created
  /// in code (the replay benchmark's demo creates two per replay).
  func nibNamedAfterClass() -> String? {
    let type = Swift.type(of: self)
    let bundle = Bundle.interfaceBundle(for: nibBundle)
    let key = NibNameKey(type: ObjectIdentifier(type), bundlePath: bundle?.bundlePath)
    if let known = Self.nibNamesAfterClasses[key] { return known }
    let found: String?
    if String(reflecting: type).hasPrefix("HeadlessUI.") {
      found = nil
    } else {
      let name = String(describing: type)
      let candidates = (name.hasSuffix("Controller") ? [String(name.dropLast(10))] : []) + [name]
      found = candidates.first {
        !$0.isEmpty && InterfaceBuilderResources.find($0, extension: "xib", in: bundle) != nil
      }
    }
    Self.nibNamesAfterClasses[key] = .some(found)
    return found
  }

  /// A class and the bundle its nib is looked for in (nil: the main bundle).
  private struct NibNameKey: Hashable {
    let type: ObjectIdentifier
    let bundlePath: String?
  }

  /// ``nibNamedAfterClass()``'s answers (nil inside: the class has no nib of its name).
  private static var nibNamesAfterClasses: [NibNameKey: String?] = [:]

  private var defaultViewFrame: CGRect {
    if let window = rootWindow ?? presentationWindow { return window.bounds }
    return UIScreen.main.bounds
  }

  /// Called once after the view loaded.
  open func viewDidLoad() {}

  /// Before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// After the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// After the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// After the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// The next responder: the view's superview.
  open override var next: UIResponder? { storedView?.superview }

  // MARK: Storyboards, segues and the rest of a real controller

  /// The storyboard that built the controller (see ``UIStoryboard``).
  public internal(set) var storyboard: UIStoryboard?
  /// The identifier it was built with, which state restoration saves it under.
  open var restorationIdentifier: String?
  /// The class state restoration would ask to make the controller again; kept.
  open var restorationClass: (any UIViewControllerRestoration.Type)?

  /// Writes the controller's state for state restoration
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:)):
  /// HeadlessUI never saves state (a launch is always fresh), so it is never called by
  /// HeadlessUI; an override is kept and may call `super`.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Reads state written by ``encodeRestorableState(with:)``: never called, as no state is saved.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Called after state restoration: never, as nothing is restored.
  open func applicationFinishedRestoringState() {}
  /// What a navigation bar would show (informational).
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
  /// What a tab bar shows for this controller; made on first use with the controller's title,
  /// as in UIKit.
  open var tabBarItem: UITabBarItem! {
    get {
      if storedTabBarItem == nil {
        storedTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
      }
      return storedTabBarItem
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  /// How a modal presentation looks without a custom animator (a plain value).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether this controller's view is covered by an over-current-context presentation (a
  /// plain value).
  open var definesPresentationContext = false
  /// Whether a swipe cannot dismiss a sheet (a plain value: sheets are not modelled).
  open var isModalInPresentation = false
  /// The preferred size for a popover or child (a plain value).
  open var preferredContentSize: CGSize = .zero
  /// Which edges the view extends under bars (a plain value: there are no bars).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars (a plain value).
  open var extendedLayoutIncludesOpaqueBars = false
  /// Deprecated inset adjustment (a plain value).
  open var automaticallyAdjustsScrollViewInsets = true
  /// The appearance override (a plain value: there is one appearance).
  open var overrideUserInterfaceStyle: UITraitCollection.UserInterfaceStyle = .unspecified
  /// The environment (always ``UITraitCollection/current``).
  public var traitCollection: UITraitCollection { .current }

  // MARK: UIContentContainer (UIViewController+ContentContainer.swift)

  /// Called before the view's size changes (a rotation, a resize in split screen). UIKit's
  /// implementation forwards it to the children, which an override calls through `super`
  /// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)).
  ///
  /// A replay's window keeps its size and never rotates, so nothing calls it here unless a test
  /// does: an app that lays out in its override compiles and behaves as on a phone held still.
  ///
  /// - Parameters:
  ///   - size: the view's new size, in points.
  ///   - coordinator: the transition's coordinator (animate alongside, or run on completion).
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called before the traits change; UIKit forwards it to the children. Nothing changes a
  /// replay's traits, so nothing calls it here unless a test does.
  ///
  /// - Parameters:
  ///   - newCollection: the traits the controller will have.
  ///   - coordinator: the transition's coordinator.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// A child's `preferredContentSize` changed (nothing to lay out again here).
  ///
  /// - Parameter container: the child.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called after the traits changed (never here: a replay's traits do not change).
  ///
  /// - Parameter previousTraitCollection: the traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called after a storyboard built the controller (``UIStoryboard`` calls it).
  open func awakeFromNib() {}

  /// Whether the controller hides the status bar (a plain value: there is no status bar).
  open var prefersStatusBarHidden: Bool { false }
  /// Before the interface rotates (deprecated in iOS 8; never called: nothing rotates).
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  /// Inside the rotation's animation (deprecated in iOS 8; never called).
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// After the interface rotated (deprecated in iOS 8; never called).
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
  /// The orientation the interface has (deprecated in iOS 8): portrait.
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// Asks the window to rotate to an orientation the controllers support (nothing rotates).
  public class func attemptRotationToDeviceOrientation() {}

  /// The orientations the controller supports (an iPhone's default: all but upside down).
  /// Kept: HeadlessUI's screens do not rotate.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// The orientation a full-screen presentation prefers (kept).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// The status bar's style (a plain value).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// How the status bar animates (a plain value).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Whether the home indicator hides (a plain value).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The controller whose status bar style wins (nil).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The controller whose status bar visibility wins (nil).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Asks for the status bar to update (nothing to update).
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Memory ran low (never, headlessly).
  open func didReceiveMemoryWarning() {}
  /// The safe area changed (not called: insets are computed when read).
  open func viewSafeAreaInsetsDidChange() {}
  /// Insets added to the root view's safe area (for a child under a custom bar, say).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard let view = viewIfLoaded else { return }
      view.setNeedsLayout()
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: view) }
    }
  }
  /// Whether the root view's margins keep to the system minimum (true).
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// The system minimum margins of the root view: 16 points left and right (20 on screens
  /// 414 points wide or more), 0 top and bottom.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = (viewIfLoaded?.window?.bounds.width ?? 375) >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Updates the controller's constraints before layout (after
  /// `view.setNeedsUpdateConstraints()`); call `super` last, as UIKit asks.
  open func updateViewConstraints() {
    viewIfLoaded?.layoutState?.needsUpdateConstraints = false
  }
  /// The layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Whether the controller rotates (a plain value).
  open var shouldAutorotate: Bool { true }

  /// Prepares for a segue (called by ``performSegue(withIdentifier:sender:)``).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue may run (true).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Runs the storyboard segue `identifier` of this controller's scene: makes the
  /// destination, calls ``prepare(for:sender:)``, then shows it as the segue's kind says. A
  /// segue no scene or registration has is reported as UIKit's exception ("has no segue with
  /// identifier") and nothing happens.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    if let scene = interfaceBuilderScene, let template = scene.template(identifier) {
      scene.storyboard.perform(template, from: self, sender: sender)
      return
    }
    let board = storyboard ?? UIStoryboard.registrations(named: "Main")
    if let entry = board?.registeredSegue(identifier), let board {
      let destination = board.instantiateViewController(withIdentifier: entry.destination)
      let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
      segue.kind = entry.kind
      prepare(for: segue, sender: sender)
      segue.perform()
      return
    }
    InterfaceBuilderDiagnostics.report(
      .exception,
      "NSInvalidArgumentException: Receiver (<\(_typeName(type(of: self), qualified: true)): \(InterfaceBuilderLoading.address(of: self))>) has no segue with identifier '\(identifier)'"
    )
  }

  /// Shows `viewController`: pushes it in a navigation controller, else presents it.
  open func show(_ viewController: UIViewController, sender: Any?) {
    if let navigation = navigationController {
      navigation.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows a detail controller (as ``show(_:sender:)``).
  open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
    show(viewController, sender: sender)
  }

  // MARK: Containment

  /// Adds `childController` as a child (call its `didMove(toParent:)` when its view is in).
  public func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll(identicalTo: self)
    self.parent = nil
  }

  /// Called before the parent changes.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the parent changed.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller among the ancestors (or self).
  public var navigationController: UINavigationController? {
    nearestAncestor(UINavigationController.self)
  }

  /// The nearest ancestor (parent, its parent, …) of type `type`.
  func nearestAncestor<Ancestor: UIViewController>(_ type: Ancestor.Type) -> Ancestor? {
    var controller: UIViewController? = parent
    while let current = controller {
      if let found = current as? Ancestor { return found }
      controller = current.parent
    }
    return nil
  }

  /// The children the appearance callbacks go to by themselves: none when
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is false.
  var automaticallyForwardedChildren: [UIViewController] {
    shouldAutomaticallyForwardAppearanceMethods ? childrenForAppearanceForwarding : []
  }

  /// The controllers that get this controller's appearance callbacks forwarded.
  open var childrenForAppearanceForwarding: [UIViewController] {
    children.filter { child in
      guard let childView = child.viewIfLoaded, let rootView = storedView else { return false }
      return childView.isDescendant(of: rootView)
    }
  }

  // MARK: Presentation state

  /// The controller that presented this one (or this one's top-level ancestor).
  public var presentingViewController: UIViewController? {
    storedPresentingViewController ?? parent?.presentingViewController
  }

  /// The controller this one (or its top-level ancestor) presents.
  public var presentedViewController: UIViewController? {
    storedPresentedViewController ?? parent?.presentedViewController
  }

  /// The top-level ancestor (no parent).
  var topLevelController: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The window the controller's hierarchy lives in.
  var presentationWindow: UIWindow? {
    let top = topLevelController
    if let window = top.rootWindow { return window }
    if let window = top.storedView?.window { return window }
    return top.storedPresentingViewController?.presentationWindow
  }

  // MARK: Presenting, and appearance forwarding

  /// Presents `viewControllerToPresent` over this controller's top-level ancestor
  /// (`UIViewController+Presentation`, `presentModally`, says how). Open, as UIKit's: an app's
  /// override runs and may call `super`.
  ///
  /// `completion` is UIKit's type, a plain closure (so an app's override matches); it runs on
  /// the main actor, where the presentation ends.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentModally(
      viewControllerToPresent, animated: flag, completion: Self.onMainActor(completion))
  }

  /// Dismisses the controller this one presents, or this controller if it presents nothing.
  /// Called on a presented controller, it asks the presenting controller to dismiss, as UIKit
  /// does (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)):
  /// the presenter's override runs.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let top = topLevelController
    if top.storedPresentedViewController == nil, let presenter = top.storedPresentingViewController
    {
      presenter.dismiss(animated: flag, completion: completion)
      return
    }
    dismissModally(animated: flag, completion: Self.onMainActor(completion))
  }

  /// `completion` as the main-actor closure the presentation machinery keeps: UIKit's API
  /// takes a plain closure from main-actor code and calls it on the main thread.
  static func onMainActor(_ completion: (() -> Void)?) -> (@MainActor () -> Void)? {
    guard let completion else { return nil }
    // Unchecked by design: the closure came from main-actor code and runs on the main actor.
    nonisolated(unsafe) let run = completion
    return { run() }
  }

  /// Whether the controller forwards its appearance callbacks to its children by itself (true).
  /// A container that returns false calls ``beginAppearanceTransition(_:animated:)`` and
  /// ``endAppearanceTransition()`` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells the controller its view is about to appear (`isAppearing`) or disappear: its
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` runs, and its children's as they are
  /// forwarded. A custom container calls it on a child it moves in or out
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)).
  /// A call that does not change the appearance (appearing twice) does nothing.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing { sendWillAppear(animated) } else { sendWillDisappear(animated) }
  }

  /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)`
  /// or `viewDidDisappear(_:)` runs (with the `animated` flag given to the begin).
  open func endAppearanceTransition() {
    switch appearance {
    case .appearing: sendDidAppear(appearanceAnimated)
    case .disappearing: sendDidDisappear(appearanceAnimated)
    default: break
    }
  }

  func sendWillAppear(_ animated: Bool) {
    guard appearance == .disappeared || appearance == .disappearing else { return }
    appearance = .appearing
    appearanceAnimated = animated
    loadViewIfNeeded()
    viewWillAppear(animated)
    for child in automaticallyForwardedChildren { child.sendWillAppear(animated) }
  }

  func sendDidAppear(_ animated: Bool) {
    guard appearance == .appearing else { return }
    appearance = .appeared
    viewDidAppear(animated)
    for child in automaticallyForwardedChildren { child.sendDidAppear(animated) }
  }

  func sendWillDisappear(_ animated: Bool) {
    guard appearance == .appeared || appearance == .appearing else { return }
    appearance = .disappearing
    appearanceAnimated = animated
    viewWillDisappear(animated)
    for child in automaticallyForwardedChildren { child.sendWillDisappear(animated) }
  }

  func sendDidDisappear(_ animated: Bool) {
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    viewDidDisappear(animated)
    for child in automaticallyForwardedChildren { child.sendDidDisappear(animated) }
  }
}
