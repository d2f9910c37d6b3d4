import Foundation

/// A stack of controllers showing the top one's view, with push and pop.
///
/// The top controller's view fills the navigation controller's view; the ``navigationBar``
/// lies over its top, below the status bar, and takes taps on its items (the back button pops)
/// and nowhere else. Without a custom animator (or with `animated: false`) a push or pop is immediate;
/// with one from the ``delegate`` a transition context drives it, the stack changing at once
/// (as in UIKit) and being restored by `completeTransition(false)`. Appearance callbacks run
/// only while the navigation controller itself is on screen, in UIKit's order: old
/// will-disappear, new will-appear, old did-disappear, new did-appear.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// Supplies animators and observes changes.
  public weak var delegate: UINavigationControllerDelegate?

  private var stack: [UIViewController] = [] {
    // The bar shows the new top's items at once, as UIKit's does when the stack changes.
    didSet { layoutNavigationBar() }
  }
  var activeTransition: UIViewControllerTransitionContext?

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A navigation controller as a storyboard would decode it: an empty stack.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The navigation bar: a subview of the navigation controller's view, kept in front of the
  /// content, 44 points high below the status bar; it shows the top item's buttons (see
  /// ``UINavigationBar``); the content's view extends under it and its safe area ends below it.
  public let navigationBar = UINavigationBar(frame: .zero)
  /// Whether the bar is hidden. Setting it hides or shows the bar at once, as
  /// `setNavigationBarHidden(_:animated: false)` does (UIKit's documentation of the property).
  public var isNavigationBarHidden: Bool {
    get { navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  private var navigationBarHidden = false
  /// Whether the toolbar is hidden (a plain value). Setting it is
  /// `setToolbarHidden(_:animated: false)`.
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var toolbarHidden = true

  /// UIKit's own edge-swipe back (see `UINavigationController+InteractivePop.swift`): a
  /// left-edge pan on the navigation controller's view that pops the top controller with the
  /// default pop animation following the finger. Its `delegate` decides whether it may begin;
  /// by default it begins when there is something to pop and the navigation controller's
  /// delegate supplies no custom animation.
  public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
    let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
      self?.handleInteractivePop(recognizer)
    }
    recognizer.edges = .left
    popGate.navigationController = self
    recognizer.delegate = popGate
    return recognizer
  }()
  let popGate = InteractivePopGate()
  var builtInPop: UIPercentDrivenInteractiveTransition?

  /// Hides or shows the bar (and its items).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBarHidden = hidden
    navigationBar.isHidden = hidden
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbarHidden = hidden
  }

  /// The stack, bottom first; setting it replaces the stack without animation.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The top of the stack.
  public var topViewController: UIViewController? { stack.last }

  /// The top of the stack, or what it presents.
  public var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Whether a custom navigation transition is running.
  public var isTransitioning: Bool { activeTransition != nil }

  /// The top controller gets the appearance callbacks.
  open override var childrenForAppearanceForwarding: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// Installs the top controller's view, the bar and the edge-swipe recognizer.
  open override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.owner = self
    navigationBar.isHidden = isNavigationBarHidden
    view.addSubview(navigationBar)
    layoutNavigationBar()
    if let recognizer = interactivePopGestureRecognizer { view.addGestureRecognizer(recognizer) }
    if let top = topViewController { install(top) }
  }

  /// Keeps the top controller's view filling the navigation controller's view.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutNavigationBar()
    guard activeTransition == nil, let top = topViewController?.viewIfLoaded,
      top.superview === viewIfLoaded
    else { return }
    top.frame = view.bounds
  }

  /// Pushes `viewController` (ignored while a transition runs or if it is in the stack).
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard activeTransition == nil, !stack.contains(identical: viewController) else {
      return
    }
    transition(to: stack + [viewController], operation: .push, animated: animated)
  }

  /// Pops the top controller with the default pop animation driven by `interaction` (the
  /// edge swipe).
  func popBuiltIn(interaction: UIPercentDrivenInteractiveTransition) {
    guard activeTransition == nil, stack.count > 1 else { return }
    transition(
      to: Array(stack.dropLast()), operation: .pop, animated: true,
      builtIn: (DefaultPopAnimator(), interaction))
  }

  /// Pops the top controller and returns it (nil at the root or during a transition).
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard activeTransition == nil, stack.count > 1, let top = stack.last else { return nil }
    transition(to: Array(stack.dropLast()), operation: .pop, animated: animated)
    return top
  }

  /// Pops down to the root; returns the popped controllers.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops down to `viewController`; returns the popped controllers.
  @discardableResult
  public func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard activeTransition == nil,
      let index = stack.firstIndex(ofIdentical: viewController), index < stack.count - 1
    else { return nil }
    let popped = Array(stack[(index + 1)...])
    transition(to: Array(stack[...index]), operation: .pop, animated: animated)
    return popped
  }

  /// Replaces the stack. With `animated` and a new top controller, the change runs as a push
  /// (the new top was not in the stack) or a pop, through the delegate's animator, as UIKit
  /// does; otherwise at once.
  public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard activeTransition == nil else { return }
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(identical: controller) {
      unique.append(controller)
    }
    let operation: Operation
    if let last = unique.last {
      operation = stack.contains(identical: last) ? .pop : .push
    } else {
      operation = .none
    }
    let animates = animated && isViewLoaded && unique.last !== stack.last && !stack.isEmpty
    transition(to: unique, operation: operation, animated: animates)
  }

  // MARK: Internals

  private func install(_ controller: UIViewController) {
    let childView = controller.view!
    childView.frame = view.bounds
    if childView.superview !== view { view.addSubview(childView) }
  }

  private func transition(
    to newStack: [UIViewController], operation: Operation, animated: Bool,
    builtIn: (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning)? =
      nil
  ) {
    let oldStack = stack
    let from = oldStack.last
    guard let to = newStack.last else {
      for controller in oldStack { detach(controller) }
      stack = []
      return
    }
    for controller in newStack where controller.parent !== self {
      addChild(controller)
    }
    stack = newStack
    guard isViewLoaded, let from, from !== to else {
      if isViewLoaded { install(to) }
      finishChildren(oldStack: oldStack, newStack: newStack)
      return
    }

    let onScreen = appearance == .appeared || appearance == .appearing
    let animator =
      builtIn?.0
      ?? (animated
        ? delegate?.navigationController(
          self, animationControllerFor: operation, from: from, to: to) : nil)
    let fromView = from.view!
    let toView = to.view!
    let fromHome = ViewPlacement(fromView)
    let toHome = ViewPlacement(toView)
    toView.frame = view.bounds
    if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }

    var finish: (Bool) -> Void = { _ in }
    let context = UIViewControllerTransitionContext(
      operation: operation == .push ? .push : .pop, containerView: view, from: from, to: to,
      fromView: fromView, toView: toView, animated: animated, style: .fullScreen,
      animator: animator,
      frames: [(from, fromView.frame, .zero), (to, .zero, view.bounds)],
      onComplete: { finish($0) })
    if animator != nil { activeTransition = context }

    delegate?.navigationController(self, willShow: to, animated: animated)
    if onScreen {
      from.sendWillDisappear(animated)
      to.sendWillAppear(animated)
    }

    finish = { [weak self] didComplete in
      guard let self else { return }
      self.activeTransition = nil
      to.isMovingToParent = false
      from.isMovingFromParent = false
      if didComplete {
        fromView.removeFromSuperview()
        if toView.superview !== self.view { self.view.addSubview(toView) }
        animator?.animationEnded(true)
        if onScreen {
          from.sendDidDisappear(animated)
          to.sendDidAppear(animated)
        }
        self.finishChildren(oldStack: oldStack, newStack: newStack)
        self.delegate?.navigationController(self, didShow: to, animated: animated)
      } else {
        self.stack = oldStack
        toHome.restore()
        fromHome.restore()
        for controller in newStack where !oldStack.contains(identical: controller) {
          controller.removeFromParent()
        }
        animator?.animationEnded(false)
        if onScreen {
          to.sendWillDisappear(animated)
          to.sendDidDisappear(animated)
          from.sendWillAppear(animated)
          from.sendDidAppear(animated)
        }
      }
    }

    guard let animator else {
      context.start(interactor: nil)
      return
    }
    let interactor =
      builtIn?.1 ?? delegate?.navigationController(self, interactionControllerFor: animator)
    context.start(interactor: interactor)
  }

  /// After a change: views of controllers no longer on top leave, removed controllers
  /// leave the containment, added ones get `didMove(toParent:)`.
  private func finishChildren(oldStack: [UIViewController], newStack: [UIViewController]) {
    for controller in oldStack where !newStack.contains(identical: controller) {
      detach(controller)
    }
    for controller in newStack.dropLast() {
      if controller.viewIfLoaded?.superview === viewIfLoaded {
        controller.viewIfLoaded?.removeFromSuperview()
      }
    }
    for controller in newStack where !oldStack.contains(identical: controller) {
      controller.didMove(toParent: self)
    }
  }

  private func detach(_ controller: UIViewController) {
    controller.willMove(toParent: nil)
    if controller.viewIfLoaded?.superview === viewIfLoaded {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    controller.removeFromParent()
    controller.didMove(toParent: nil)
  }
}

extension UINavigationController {
  /// The bar at the top, below the status bar (the view's top safe-area inset), the view's
  /// width, 44 points high, in front of the content, its items current.
  func layoutNavigationBar() {
    guard let view = viewIfLoaded, navigationBar.superview === view else { return }
    navigationBar.frame = CGRect(
      x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
      height: UINavigationBar.standardHeight)
    view.bringSubviewToFront(navigationBar)
    navigationBar.refreshItems()
  }
}
