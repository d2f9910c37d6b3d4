import Foundation

/// One instance of the app's interface (https://developer.apple.com/documentation/uikit/uiscene).
/// A launch (``UIApplication/launch(_:)``) connects one ``UIWindowScene`` in the application
/// role; nothing disconnects it or sends it to the background unless a test does.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where a scene is in its life.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What the system passed when it connected the scene (empty for a launch from the icon).
  public struct ConnectionOptions: Sendable {
    /// URLs to open.
    public var urlContexts: Set<String> = []
    /// The app that asked to open them.
    public var sourceApplication: String?
    /// The identifier of a Handoff activity.
    public var handoffUserActivityType: String?
    /// The Home Screen quick action that launched the app: none, a launch is always from the
    /// icon here.
    @MainActor public var shortcutItem: UIApplicationShortcutItem? { nil }

    /// No options: a launch from the Home Screen icon.
    public init() {}
  }

  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate. Strong, as UIKit documents ("The scene maintains a strong reference
  /// to its delegate").
  public var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life.
  public internal(set) var activationState: ActivationState = .unattached
  /// The scene's title (the app switcher's).
  public var title: String = ""

  /// A scene of `session`, connected with `connectionOptions`.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// A scene that shows windows (https://developer.apple.com/documentation/uikit/uiwindowscene).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The screen the scene is on.
  public var screen: UIScreen
  /// The scene's windows, in the order they were attached.
  public var windows: [UIWindow] { attached.compactMap(\.object) }
  /// The key window among them.
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
  /// The orientation of the interface (portrait unless the screen is wider than tall).
  public var interfaceOrientation: UIInterfaceOrientation {
    screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
  }

  var attached: [UIWindow.KeyWindow] = []
  /// The clock of the scene's windows (a launch gives it the replay's frame rate).
  var clock = FrameClock()

  /// A window scene of `session`, on a screen of the default size until the launch gives it one.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    screen = .main
    super.init(session: session, connectionOptions: connectionOptions)
  }

  func attach(_ window: UIWindow) {
    attached.removeAll { $0.object == nil || $0.object === window }
    attached.append(UIWindow.KeyWindow(object: window))
  }
}

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether it is one of the portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is one of the landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a scene tells its delegate (https://developer.apple.com/documentation/uikit/uiscenedelegate).
/// Every requirement has a default that does nothing, as UIKit's are `optional`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being added to the app: configure its window here (a storyboard scene's
  /// window and root already exist).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was removed.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active: it takes events.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop taking events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that manages a window scene's window
/// (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. A launch sets it to the storyboard's window when the scene's
  /// configuration names a storyboard; otherwise the delegate makes one in
  /// `scene(_:willConnectTo:options:)`.
  var window: UIWindow? { get set }
}

/// A scene's lasting identity and configuration
/// (https://developer.apple.com/documentation/uikit/uiscenesession).
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
  /// The role of a session's scene.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interactive windows (`UIWindowSceneSessionRoleApplication`).
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// An external display's windows.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The role.
  public let role: Role
  /// The configuration its scene was made from.
  public internal(set) var configuration: UISceneConfiguration
  /// An identifier that stays the same across launches (here: the configuration's name and
  /// the role, so that it does not depend on the run).
  public let persistentIdentifier: String
  /// The connected scene.
  public internal(set) weak var scene: UIScene?
  /// State to restore (none here).
  public var stateRestorationActivity: String?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = "\(configuration.name ?? "Default Configuration")|\(role.rawValue)"
    super.init()
  }
}

/// Which classes and storyboard make a scene
/// (https://developer.apple.com/documentation/uikit/uisceneconfiguration).
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
  /// The configuration's name in the Info.plist (`UISceneConfigurationName`).
  public let name: String?
  /// The role it serves.
  public let role: UISceneSession.Role
  /// The scene's class (`UISceneClassName`; nil: ``UIWindowScene``).
  public var sceneClass: AnyClass?
  /// The scene delegate's class (`UISceneDelegateClassName`).
  public var delegateClass: AnyClass?
  /// The storyboard whose initial controller becomes the window's root (`UISceneStoryboardFile`).
  public var storyboard: UIStoryboard?
  /// The scene delegate's class name as the Info.plist gives it (`UISceneDelegateClassName`),
  /// for a launch that makes delegates without the Objective-C runtime.
  var delegateClassName: String?

  /// A configuration called `name` for `sessionRole`, with no classes or storyboard yet. When
  /// `name` is a configuration of the Info.plist, the launch completes it from there (its
  /// delegate class and storyboard), as UIKit does: "UIKit uses the name to find the
  /// corresponding configuration in your app's Info.plist file"
  /// (https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
