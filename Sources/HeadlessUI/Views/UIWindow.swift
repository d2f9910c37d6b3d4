import Foundation

/// The root of a view hierarchy: a screen-sized view with a root view controller, the
/// presentations over it, touch dispatch, and its own ``FrameClock``.
///
/// Each window owns its clock (no global clock), so scenes can run side by side; reach it
/// from any view with `view.window?.clock`.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The window's virtual clock: display links, scheduled callbacks and event times.
  public let clock: FrameClock

  /// The screen the window is on (its size is the window's default size).
  public var screen: UIScreen

  /// Whether ``makeKeyAndVisible()`` (or ``makeKey()``) was called.
  public private(set) var isKeyWindow = false

  /// The window's level (kept: windows are not ordered by level here; the key window is the
  /// last made key, and an app's windows rarely overlap in a replay).
  open var windowLevel: Level = .normal

  /// Told what happens in the window (a replay's observer; nil by default): its gesture
  /// recognizers and controls as events are dispatched, the geometry code sets on its views,
  /// and the view-controller transitions whose container is in it. Held weakly.
  public var eventObserver: UIWindowEventObserver? {
    get {
      if let token = eventObserverToken { return token.isAlive ? trackedEventObserver : nil }
      return untrackedEventObserver
    }
    set {
      // Through the object's token when it has one (see ``LifetimeToken``).
      LifetimeToken.assign(
        newValue, token: &eventObserverToken, tracked: &trackedEventObserver,
        untracked: &untrackedEventObserver)
    }
  }
  private var eventObserverToken: LifetimeToken?
  private unowned var trackedEventObserver: UIWindowEventObserver?
  private weak var untrackedEventObserver: UIWindowEventObserver?

  /// The custom transition running in the window, if any.
  var activeTransition: UIViewControllerTransitionContext?

  var touchesByIdentifier: [Int: UITouch] = [:]
  var liveTouches: [UITouch] = []
  /// ``UIView/hierarchyGeneration`` when the live touches' views and recognizers were last
  /// checked for having left the window.
  var checkedHierarchyGeneration: UInt64 = 0
  /// The last multi-touch `.moved` set handed to recognizers and the touches it was built
  /// from (reused while the same live touches move together; cleared when a touch finishes).
  var cachedMovedTouches: [UITouch] = []
  var cachedMovedSet: Set<UITouch> = []
  var nextTouchSequence: UInt64 = 0
  var eventSerial: UInt64 = 0
  var lastTap: (instant: VirtualInstant, location: CGPoint, count: Int)?
  /// Recognizers waiting for a failure requirement.
  var waitingRecognizers: [WeakReference<UIGestureRecognizer>] = []
  /// Recognizers whose state change is being settled, and whether settling is under way.
  var settleQueue: [WeakReference<UIGestureRecognizer>] = []
  var isSettling = false
  /// Whether an event is being dispatched.
  var isDispatching = false
  /// The scene the window is in (nil for a window made without one). Weak, as UIKit's.
  public weak var windowScene: UIWindowScene? {
    didSet { windowScene?.attach(self) }
  }
  /// Touches with view deliveries held back by a deciding recognizer.
  var heldTouches: [UITouch] = []
  /// Hover recognizers under the pointer (``deliverHover(at:time:)``), in hit order.
  var hoveringRecognizers: [UIHoverGestureRecognizer] = []
  /// Pan recognizers following the current trackpad scroll (``deliverScroll(_:delta:at:time:)``).
  var scrollingRecognizers: [UIPanGestureRecognizer] = []

  /// A window with `frame` on `clock` (a new clock at zero unless given).
  public init(frame: CGRect, clock: FrameClock) {
    self.clock = clock
    self.screen = UIScreen(size: frame.size)
    super.init(frame: frame)
    isWindow = true
    isHidden = true
  }

  /// A window as a storyboard would decode it: the size of `UIScreen.main`, a new clock.
  public required init?(coder: NSCoder) {
    self.clock = FrameClock()
    self.screen = UIScreen.main
    super.init(coder: coder)
    isWindow = true
    frame = screen.bounds
    isHidden = true
  }

  isolated deinit {
    // Live touches hold a set containing themselves; break those cycles.
    for touch in liveTouches { touch.cachedSingleton = nil }
  }

  /// A window with `frame` and a new clock at zero (60 Hz display links by default). Designated,
  /// as UIKit's: a subclass's initializer calls `super.init(frame:)` (SwiftEntryKit's window).
  public override init(frame: CGRect) {
    self.clock = FrameClock()
    self.screen = UIScreen(size: frame.size)
    super.init(frame: frame)
    isWindow = true
    isHidden = true
  }

  /// A window filling `screen`, with a new clock whose display links default to
  /// `framesPerSecond`.
  public convenience init(screen: UIScreen, framesPerSecond: Int = 60) {
    self.init(frame: screen.bounds, clock: FrameClock(defaultFramesPerSecond: framesPerSecond))
    self.screen = screen
  }

  /// A window in `windowScene`: it fills the scene's screen and runs on the scene's clock (the
  /// launch's frame rate), and the scene lists it among its ``UIWindowScene/windows``.
  /// Designated, as UIKit's (a subclass's initializer calls `super.init(windowScene:)`).
  public init(windowScene: UIWindowScene) {
    self.clock = windowScene.clock
    self.screen = windowScene.screen
    super.init(frame: windowScene.screen.bounds)
    isWindow = true
    isHidden = true
    self.windowScene = windowScene
    windowScene.attach(self)  // no observer runs inside an initializer
  }

  /// A window filling a screen of `screenSize` points, with a new clock whose display links
  /// default to `framesPerSecond`.
  public convenience init(screenSize: CGSize, framesPerSecond: Int = 60) {
    self.init(screen: UIScreen(size: screenSize), framesPerSecond: framesPerSecond)
  }

  /// The root controller; its view fills the window, below any presentation.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      let visible = isKeyWindow && !isHidden
      if let old = oldValue {
        if visible { old.sendWillDisappear(false) }
        old.viewIfLoaded?.removeFromSuperview()
        old.rootWindow = nil
        if visible { old.sendDidDisappear(false) }
      }
      guard let root = rootViewController else { return }
      root.rootWindow = self
      if visible { root.sendWillAppear(false) }
      root.view.frame = bounds
      insertSubview(root.view, at: 0)
      layoutIfNeeded()
      if visible { root.sendDidAppear(false) }
    }
  }

  /// Shows the window and makes it key: the root controller appears and layout runs.
  public func makeKeyAndVisible() {
    UIWindow.noteKey(self)
    let wasVisible = isKeyWindow && !isHidden
    isHidden = false
    isKeyWindow = true
    guard !wasVisible, let root = rootViewController else {
      layoutIfNeeded()
      return
    }
    root.sendWillAppear(false)
    layoutIfNeeded()
    if let pending = UIWindow.pendingAppearances {
      pending.calls.append { root.sendDidAppear(false) }
    } else {
      root.sendDidAppear(false)
    }
  }

  /// While an app launches, the `viewDidAppear` of the windows it shows waits for the launch's
  /// end (after `sceneDidBecomeActive`), as on iOS, where it follows the first frame.
  @TaskLocal static var pendingAppearances: PendingAppearances?

  /// The `viewDidAppear` calls a launch holds back (main-actor state: Sendable).
  @MainActor final class PendingAppearances: Sendable {
    var calls: [@MainActor () -> Void] = []
  }

  /// Makes the window key (without showing it).
  public func makeKey() {
    UIWindow.noteKey(self)
    isKeyWindow = true
  }

  /// The clock of the window most recently made key that still exists: where an animation
  /// started outside any window and outside a clock callback runs.
  // Found through the key windows (held weakly): a weak reference to the clock itself would give
  // every clock a side table, and a clock is retained on every tick.
  public static var mostRecentClock: FrameClock? {
    keyWindows.last { $0.object != nil }?.object?.clock
  }

  /// Whether a custom transition is running.
  public var isTransitioning: Bool { activeTransition != nil }

  /// The transition context of the running custom transition, if any.
  public var transitionContext: UIViewControllerContextTransitioning? { activeTransition }

  /// The controllers from the root up the presentation chain (root first).
  public var presentationStack: [UIViewController] {
    guard let root = rootViewController else { return [] }
    var stack = [root]
    while let next = stack[stack.count - 1].storedPresentedViewController { stack.append(next) }
    return stack
  }

  /// The topmost presented controller (the root when nothing is presented).
  public var topViewController: UIViewController? { presentationStack.last }

  /// Dispatches `event` to the window's views and their gesture recognizers (see
  /// `dispatchEvent(_:)`). Open, as UIKit's is: an app's window subclass may look at every event
  /// first (a touch recorder, a visualizer) and call `super`.
  open func sendEvent(_ event: UIEvent) {
    dispatchEvent(event)
  }
}

extension UIWindow {
  /// The windows made key, oldest first (released windows drop out at the next call;
  /// ``UIApplication/windows``). Swift's `weak`, not `WeakReference`s: a global may be read
  /// while a window's deinit is pending (see ``LifetimeTracked``).
  static var keyWindows: [KeyWindow] = []

  /// A key window, held weakly.
  struct KeyWindow {
    weak var object: UIWindow?
  }

  /// Moves `window` to the end of ``keyWindows`` (the others keep `isKeyWindow`: each replay
  /// and test has its own window, and none of them loses its appearance state to another).
  static func noteKey(_ window: UIWindow) {
    keyWindows.removeAll { $0.object == nil || $0.object === window }
    keyWindows.append(KeyWindow(object: window))
  }
}
