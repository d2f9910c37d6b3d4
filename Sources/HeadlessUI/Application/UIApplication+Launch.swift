import Foundation

/// An app launched by ``UIApplication/launch(_:)``: what the launch made, kept alive together
/// (UIKit's `UIApplicationMain` keeps the delegate and the scene for the app's life).
@preconcurrency @MainActor
public final class UILaunchedApplication {
  /// The app delegate.
  public let delegate: any UIApplicationDelegate
  /// The connected window scene (nil for an app without scenes).
  public let scene: UIWindowScene?
  /// The scene's delegate (nil for an app without scenes).
  public let sceneDelegate: (any UISceneDelegate)?
  /// The key window the app shows.
  public let window: UIWindow
  /// The app's bundle.
  public let bundle: Bundle
  /// The delegate methods the launch called, in order (`application(_:willFinishLaunchingWithOptions:)`, …).
  public let calls: [String]

  /// Runs `body` as the app's own code runs: `Bundle`-less storyboard and nib lookups find the
  /// app's bundle (``UIApplication/launchedBundle``) and `UIScreen.main` is the app's screen.
  /// A replay into a launched app runs each step this way.
  ///
  /// - Parameter body: the work.
  /// - Returns: what `body` returns.
  public func withinApp<R>(_ body: () throws -> R) rethrows -> R {
    try UIScreen.$launched.withValue(window.screen) {
      try LaunchContext.$scene.withValue(scene) {
        try LaunchContext.$bundle.withValue(bundle, operation: body)
      }
    }
  }

  init(
    delegate: any UIApplicationDelegate, scene: UIWindowScene?,
    sceneDelegate: (any UISceneDelegate)?, window: UIWindow, bundle: Bundle, calls: [String]
  ) {
    self.delegate = delegate
    self.scene = scene
    self.sceneDelegate = sceneDelegate
    self.window = window
    self.bundle = bundle
    self.calls = calls
  }
}

extension UIApplication {
  /// The launched app's bundle while its code runs (during ``launch(_:)``, and during each step
  /// of a replay into a launched app): where `UIStoryboard(name:bundle: nil)` and
  /// `UINib(nibName:bundle: nil)` look first, as they look in `Bundle.main` on iOS.
  nonisolated public static var launchedBundle: Bundle? { LaunchContext.bundle }

  /// Launches an app as iOS does when the user taps its icon
  /// (https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence), from its
  /// Info.plist:
  ///
  /// - **With scenes** (`UIApplicationSceneManifest`): the app delegate is made and becomes
  ///   `UIApplication.shared.delegate`; `application(_:willFinishLaunchingWithOptions:)` and
  ///   `application(_:didFinishLaunchingWithOptions:)` (options nil, as Apple documents for an
  ///   app with scenes); `application(_:configurationForConnecting:options:)` with the
  ///   Info.plist's first configuration of the application role; a `UIWindowScene` and its
  ///   delegate (`UISceneDelegateClassName`); when the configuration names a storyboard
  ///   (`UISceneStoryboardFile`), a window in the scene with the storyboard's initial
  ///   controller as its root, given to the delegate's `window`; `scene(_:willConnectTo:options:)`;
  ///   the storyboard's window made key and visible (a delegate without a storyboard makes its
  ///   own window key); `sceneWillEnterForeground(_:)`; `sceneDidBecomeActive(_:)`.
  /// - **Without scenes**: the app delegate; with `UIMainStoryboardFile`, a window filling the
  ///   screen with the storyboard's initial controller as its root, given to the delegate's
  ///   `window`; `application(_:willFinishLaunchingWithOptions:)`,
  ///   `application(_:didFinishLaunchingWithOptions:)`; the storyboard's window made key and
  ///   visible; `applicationDidBecomeActive(_:)`.
  ///
  /// `didFinishLaunchingNotification` and `didBecomeActiveNotification` are posted after the
  /// delegate methods of the same names. A window shown during the launch calls its root's
  /// `viewWillAppear` when it is made key and visible and `viewDidAppear` at the end, after the
  /// app became active (on iOS it follows the first frame). The windows run on one clock at the launch's frame
  /// rate; `UIScreen.main` is the launch's screen while the delegates run. Where the storyboard
  /// is loaded relative to `willFinishLaunching` in an app without scenes is from Apple's older
  /// app programming guide (UIApplicationMain loads it before calling the delegate); the
  /// current pages do not say.
  ///
  /// - Parameter launch: the app's delegates, bundle and device.
  /// - Returns: the launched app, its key window shown and laid out.
  /// - Throws: ``UIApplicationLaunchError`` when the bundle has no readable Info.plist, names a
  ///   scene delegate the app lacks, or the app made no window.
  public static func launch(_ launch: UIApplicationLaunch) throws(UIApplicationLaunchError)
    -> UILaunchedApplication
  {
    let info = try InfoPropertyList(in: launch.bundle)
    let screen = UIScreen(size: launch.screenSize)
    let appearances = UIWindow.PendingAppearances()
    let result = UIScreen.$launched.withValue(screen) {
      LaunchContext.$bundle.withValue(launch.bundle) {
        () -> Result<UILaunchedApplication, UIApplicationLaunchError> in
        let made = UIWindow.$pendingAppearances.withValue(appearances) {
          () -> Result<UILaunchedApplication, UIApplicationLaunchError> in
          do throws(UIApplicationLaunchError) {
            return .success(try run(launch, info: info, screen: screen))
          } catch {
            return .failure(error)
          }
        }
        // The roots appear once the app is active (UIKit: after the first frame is committed).
        for call in appearances.calls { call() }
        return made
      }
    }
    return try result.get()
  }

  private static func run(
    _ launch: UIApplicationLaunch, info: InfoPropertyList, screen: UIScreen
  ) throws(UIApplicationLaunchError) -> UILaunchedApplication {
    let application = UIApplication.shared
    var calls: [String] = []
    let delegate = launch.makeApplicationDelegate()
    application.delegate = delegate
    let center = NotificationCenter.default

    guard let sceneInfos = info.applicationSceneConfigurations else {
      var window: UIWindow?
      if let name = info.mainStoryboard {
        let made = UIWindow(screen: screen, framesPerSecond: launch.framesPerSecond)
        delegate.window = made
        made.rootViewController =
          UIStoryboard(name: name, bundle: launch.bundle).instantiateInitialViewController()
        window = made
      }
      calls.append("application(_:willFinishLaunchingWithOptions:)")
      _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
      calls.append("application(_:didFinishLaunchingWithOptions:)")
      _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
      center.post(name: UIApplication.didFinishLaunchingNotification, object: application)
      window?.makeKeyAndVisible()
      guard let shown = delegate.window ?? window else { throw .noWindow }
      shown.clock.defaultFramesPerSecond = launch.framesPerSecond
      calls.append("applicationDidBecomeActive(_:)")
      delegate.applicationDidBecomeActive(application)
      center.post(name: UIApplication.didBecomeActiveNotification, object: application)
      shown.layoutIfNeeded()
      return UILaunchedApplication(
        delegate: delegate, scene: nil, sceneDelegate: nil, window: shown,
        bundle: launch.bundle, calls: calls)
    }

    calls.append("application(_:willFinishLaunchingWithOptions:)")
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    calls.append("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    center.post(name: UIApplication.didFinishLaunchingNotification, object: application)

    // A configuration named in the Info.plist takes the entry's delegate and storyboard where
    // the app's own object leaves them unset (UIKit looks it up by name).
    func completed(_ configuration: UISceneConfiguration) -> UISceneConfiguration {
      guard let entry = sceneInfos.first(where: { $0.name == configuration.name }) else {
        return configuration
      }
      if configuration.delegateClass == nil, configuration.delegateClassName == nil {
        configuration.delegateClassName = entry.delegateClassName
      }
      if configuration.storyboard == nil, let storyboard = entry.storyboard {
        configuration.storyboard = UIStoryboard(name: storyboard, bundle: launch.bundle)
      }
      return configuration
    }
    let planned = completed(
      UISceneConfiguration(name: sceneInfos.first?.name, sessionRole: .windowApplication))
    let session = UISceneSession(role: .windowApplication, configuration: planned)
    let options = UIScene.ConnectionOptions()
    calls.append("application(_:configurationForConnecting:options:)")
    let configuration = completed(
      delegate.application(application, configurationForConnecting: session, options: options))
    session.configuration = configuration

    let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.screen = screen
    scene.clock = FrameClock(defaultFramesPerSecond: launch.framesPerSecond)
    session.scene = scene
    var sceneDelegate: (any UISceneDelegate)?
    let className =
      configuration.delegateClassName
      ?? configuration.delegateClass.map { _typeName($0, qualified: false) }
    if let className {
      let bare = String(className.split(separator: ".").last ?? Substring(className))
      guard let made = launch.makeSceneDelegate(bare) else {
        throw .unknownSceneDelegate(className)
      }
      sceneDelegate = made
    }
    scene.delegate = sceneDelegate
    launchedScenes.removeAll { $0.object == nil }
    launchedScenes.append(WeakReference(scene))

    var storyboardWindow: UIWindow?
    if let storyboard = configuration.storyboard {
      let window = UIWindow(windowScene: scene)
      (sceneDelegate as? any UIWindowSceneDelegate)?.window = window
      window.rootViewController = storyboard.instantiateInitialViewController()
      storyboardWindow = window
    }
    scene.activationState = .foregroundInactive
    calls.append("scene(_:willConnectTo:options:)")
    sceneDelegate?.scene(scene, willConnectTo: session, options: options)
    storyboardWindow?.makeKeyAndVisible()
    calls.append("sceneWillEnterForeground(_:)")
    sceneDelegate?.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    calls.append("sceneDidBecomeActive(_:)")
    sceneDelegate?.sceneDidBecomeActive(scene)
    center.post(name: UIApplication.didBecomeActiveNotification, object: application)

    guard
      let window = scene.keyWindow ?? (sceneDelegate as? any UIWindowSceneDelegate)?.window
        ?? storyboardWindow
    else { throw .noWindow }
    window.layoutIfNeeded()
    return UILaunchedApplication(
      delegate: delegate, scene: scene, sceneDelegate: sceneDelegate, window: window,
      bundle: launch.bundle, calls: calls)
  }
}

/// The launched app's bundle while its code runs (``UIApplication/launchedBundle``): a
/// task-local value outside the main actor, since images and colours are made anywhere.
enum LaunchContext {
  @TaskLocal static var bundle: Bundle?
  /// The scene of the app whose code runs (``UIApplication/connectedScenes``).
  @TaskLocal static var scene: UIScene?
}
