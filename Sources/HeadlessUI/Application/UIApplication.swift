import Foundation

/// The app's shared state, as far as a headless replay has any: the windows, the status-bar
/// values (informational), the badge number, and URLs asked to open (recorded, never opened).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The status-bar style: UIKit's `UIStatusBarStyle` (an alias, as there is one type on iOS).
  public typealias StatusBarStyle = UIStatusBarStyle

  /// The app's state.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events (always, headlessly).
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// The one application object.
  public static let shared = UIApplication()

  /// The app's Home Screen quick actions (kept: no Home Screen shows them here).
  open var shortcutItems: [UIApplicationShortcutItem]?

  /// Whether the class answers `selector`: true for `sharedApplication` (how app-extension-safe
  /// code finds the application without naming `shared`); false for any other name, as no
  /// method is found by name without the Objective-C runtime.
  open class func responds(to selector: Selector) -> Bool {
    selector.name == "sharedApplication"
  }

  /// Sends `selector` to the class: `sharedApplication` gives ``shared``; any other, nil.
  /// `Unmanaged` because `NSObject.perform(_:)` returns it on iOS (code calls
  /// `takeUnretainedValue()`); the object is ``shared``, which lives as long as the process.
  open class func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
    guard responds(to: selector) else { return nil }
    return Unmanaged.passUnretained(shared)
  }

  private var backgroundTasks: [Int: String] = [:]
  private var lastBackgroundTask = 0

  /// Starts a background task (the app is never suspended here, so it never expires and
  /// `handler` is not called). Returns its identifier, valid until ``endBackgroundTask(_:)``.
  open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    lastBackgroundTask += 1
    backgroundTasks[lastBackgroundTask] = taskName ?? ""
    return UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
  }

  /// ``beginBackgroundTask(withName:expirationHandler:)`` without a name.
  open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Ends a background task; an unknown or invalid identifier is ignored.
  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    backgroundTasks[identifier.rawValue] = nil
  }

  /// The names of the background tasks begun and not ended, in the order begun.
  public var runningBackgroundTasks: [String] {
    backgroundTasks.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The time left to background tasks: unbounded, as the app stays in the foreground.
  open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// The app delegate, if the test sets one.
  public weak var delegate: UIApplicationDelegate?
  /// The status-bar style (informational).
  public var statusBarStyle: StatusBarStyle = .default
  /// Whether the status bar is hidden (informational).
  public var isStatusBarHidden = false
  /// The interface's orientation as the status bar shows it (deprecated in iOS 13): portrait,
  /// as the screens here do not rotate.
  public var statusBarOrientation: UIInterfaceOrientation { .portrait }

  /// Sets the status-bar style (deprecated in iOS 9; kept as the value).
  public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
    statusBarStyle = style
  }

  /// How often the app would like background fetches (kept; the system asks for none here).
  public private(set) var minimumBackgroundFetchInterval: TimeInterval = .infinity
  /// The shortest fetch interval the system allows.
  public static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// No background fetches.
  public static let backgroundFetchIntervalNever: TimeInterval = .infinity

  /// Asks for background fetches at most every `interval` seconds (kept as the value).
  public func setMinimumBackgroundFetchInterval(_ interval: TimeInterval) {
    minimumBackgroundFetchInterval = interval
  }

  /// Shows or hides the status bar (deprecated in iOS 9; kept as the value).
  public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
    isStatusBarHidden = hidden
  }
  /// The network activity indicator (informational).
  public var isNetworkActivityIndicatorVisible = false
  /// The badge number (informational).
  public var applicationIconBadgeNumber = 0
  /// Whether the screen stays on while the app runs (informational: there is no screen lock).
  public var isIdleTimerDisabled = false
  /// Always `.active`.
  public var applicationState: State { .active }
  /// The URLs passed to ``open(_:options:completionHandler:)``, in order.
  public private(set) var openedURLs: [URL] = []

  override init() {}

  /// The windows made key, most recent last, that are still alive.
  public var windows: [UIWindow] { UIWindow.keyWindows.compactMap(\.object) }

  /// The key window (the most recent window made key).
  public var keyWindow: UIWindow? { windows.last }

  /// The scenes connected now, as on iOS 13 and later: the window scene of the app whose code
  /// runs (``UILaunchedApplication/withinApp(_:)``, a replay's steps), else of the app launched
  /// last that is still alive (``launch(_:)``); empty when no app was launched (a scene built
  /// with `.app { … }` has no `UIScene`).
  public var connectedScenes: Set<UIScene> {
    if let current = LaunchContext.scene { return [current] }
    return Set(UIApplication.launchedScenes.compactMap(\.object).suffix(1))
  }

  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

  /// The window scenes launches connected, held weakly (their app holds them).
  static var launchedScenes: [WeakReference<UIScene>] = []

  /// Records `url` and calls `completion` with false: nothing is opened headlessly.
  public func open(
    _ url: URL, options: [String: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(false)
  }

  /// False: no other app can open anything headlessly.
  public func canOpenURL(_ url: URL) -> Bool { false }

  // MARK: Deprecated, still shipped

  private var ignoringCount = 0

  /// Stops delivering touch events until as many ``endIgnoringInteractionEvents()`` calls come
  /// (deprecated in iOS 13, still in UIKit: touches that arrive meanwhile are dropped).
  public func beginIgnoringInteractionEvents() { ignoringCount += 1 }

  /// Ends one ``beginIgnoringInteractionEvents()``.
  public func endIgnoringInteractionEvents() { ignoringCount = max(0, ignoringCount - 1) }

  /// Whether touch events are being dropped.
  public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

  /// Forgets every `beginIgnoringInteractionEvents()` (a new app for each replay).
  public func resetIgnoringInteractionEvents() { ignoringCount = 0 }

  /// The status bar's frame (deprecated in iOS 13): the top 20 points of the key window's width,
  /// or nothing when the bar is hidden.
  public var statusBarFrame: CGRect {
    guard !isStatusBarHidden else { return .zero }
    return CGRect(
      x: 0, y: 0, width: keyWindow?.bounds.width ?? UIScreen.main.bounds.width, height: 20)
  }

  /// Records `url` and returns false (deprecated in iOS 10 for ``open(_:options:completionHandler:)``).
  @discardableResult
  public func openURL(_ url: URL) -> Bool {
    openedURLs.append(url)
    return false
  }

  /// Does nothing (there are no remote notifications headlessly).
  public func registerForRemoteNotifications() {}
}
