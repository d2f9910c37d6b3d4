import Foundation

/// The app delegate: what UIKit tells an app about its launch and life
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate). Every requirement
/// has a default that does what UIKit does when the app does not implement it (UIKit's are
/// `optional`), so an app delegate written for iOS compiles and a launch
/// (``UIApplication/launch(_:)``) calls what it implements.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window (an app without scenes; a scene-based app keeps its window in its
  /// scene delegate). Default: none, and setting it does nothing.
  var window: UIWindow? { get set }

  /// The launch has begun: the main storyboard's window and root exist, state restoration has
  /// not run. Default: true.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The launch is almost done: the last chance to change the interface before it shows.
  /// Default: true.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration for a scene UIKit is about to connect. Default: the Info.plist's
  /// configuration of the session's role (`session.configuration`).
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The app became active (an app without scenes). Default: nothing.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive (an app without scenes). Default: nothing.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background (an app without scenes). Default: nothing.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come to the foreground (an app without scenes). Default: nothing.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end. Default: nothing.
  func applicationWillTerminate(_ application: UIApplication)
  /// The user discarded scenes. Default: nothing.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }

  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

extension UIApplication {
  /// The keys of a launch's options (a launch here has none: it is a tap on the icon).
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that asked to open the URL.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification's payload.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// A Home Screen quick action.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// A user activity (Handoff, Spotlight).
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// The keys of the options `application(_:open:options:)` receives (UIKit's raw values).
  public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The bundle ID of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the opening app passed.
    public static let annotation = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file is opened in place.
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}
