import Foundation
import HeadlessUI
import Testing

/// `UIApplication.launch(_:)` launches an app from its Info.plist in UIKit's order
/// (https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence: the app
/// delegate's `willFinishLaunching` and `didFinishLaunching`, then the scene's connection;
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle: a scene goes
/// to the foreground and becomes active).
@MainActor
@Suite("Launching an app")
struct ApplicationLaunchTests {
  /// Everything the app's code saw, in order.
  final class Log {
    var lines: [String] = []
  }

  final class Root: UIViewController {
    let log: Log
    init(log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not from a nib") }
    override func viewDidLoad() {
      super.viewDidLoad()
      log.lines.append("root viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.lines.append("root viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.lines.append("root viewDidAppear")
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    let log: Log
    var window: UIWindow?
    var makesWindow = false
    init(log: Log) { self.log = log }
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.lines.append("willFinishLaunching window=\(window != nil)")
      return true
    }
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.lines.append("didFinishLaunching options=\(launchOptions == nil ? "nil" : "some")")
      if makesWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Root(log: log)
        window.makeKeyAndVisible()
        self.window = window
      }
      return true
    }
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      log.lines.append(
        "configurationForConnecting \(connectingSceneSession.configuration.name ?? "-")")
      // As Xcode's template writes it: a new object naming the Info.plist's configuration,
      // which the launch completes from the Info.plist (delegate class, storyboard).
      return UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      log.lines.append("applicationDidBecomeActive")
    }
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: Log
    var window: UIWindow?
    init(log: Log) { self.log = log }
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      log.lines.append(
        "willConnectTo window=\(window != nil) screen=\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))"
      )
      guard window == nil, let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = Root(log: log)
      self.window = window
      window.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
      log.lines.append("sceneWillEnterForeground")
    }
    func sceneDidBecomeActive(_ scene: UIScene) {
      log.lines.append("sceneDidBecomeActive \(scene.activationState == .foregroundActive)")
    }
  }

  /// A bundle folder holding `plist` as its Info.plist (under `App/`, as the port writes it)
  /// and a storyboard `Main` whose initial controller is a plain controller titled "Main".
  static func bundle(plist: String) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("launch-\(UUID().uuidString)", isDirectory: true)
    let app = folder.appendingPathComponent("App", isDirectory: true)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try plist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    try Self.storyboard.write(
      to: app.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true,
      encoding: .utf8)
    return try #require(Bundle(path: folder.path))
  }

  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }

  static func sceneManifest(storyboard: Bool) -> String {
    """
    <key>UIApplicationSceneManifest</key>
    <dict>
      <key>UIApplicationSupportsMultipleScenes</key><false/>
      <key>UISceneConfigurations</key>
      <dict>
        <key>UIWindowSceneSessionRoleApplication</key>
        <array>
          <dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            \(storyboard ? "<key>UISceneStoryboardFile</key><string>Main</string>" : "")
          </dict>
        </array>
      </dict>
    </dict>
    """
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="M1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController title="Main" id="M1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func launch(
    _ plist: String, log: Log, makesWindow: Bool = false,
    size: CGSize = CGSize(width: 390, height: 844)
  ) throws -> UILaunchedApplication {
    let bundle = try Self.bundle(plist: plist)
    return try UIApplication.launch(
      UIApplicationLaunch(
        bundle: bundle, screenSize: size,
        makeApplicationDelegate: {
          let delegate = AppDelegate(log: log)
          delegate.makesWindow = makesWindow
          return delegate
        },
        makeSceneDelegate: { $0 == "SceneDelegate" ? SceneDelegate(log: log) : nil }))
  }

  @Test func aSceneAppWithAStoryboardLaunchesInUIKitsOrder() throws {
    let log = Log()
    let app = try launch(Self.plist(Self.sceneManifest(storyboard: true)), log: log)
    #expect(
      log.lines == [
        "willFinishLaunching window=false",
        "didFinishLaunching options=nil",
        "configurationForConnecting Default Configuration",
        "willConnectTo window=true screen=390x844",
        "sceneWillEnterForeground",
        "sceneDidBecomeActive true",
      ])
    #expect(
      app.calls == [
        "application(_:willFinishLaunchingWithOptions:)",
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:configurationForConnecting:options:)",
        "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)",
        "sceneDidBecomeActive(_:)",
      ])
    #expect(app.window.rootViewController?.title == "Main")
    #expect(app.window.isKeyWindow && !app.window.isHidden)
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(app.window.windowScene === app.scene)
    #expect(app.scene?.coordinateSpace.bounds.size == CGSize(width: 390, height: 844))
    #expect(app.scene?.windows.contains { $0 === app.window } == true)
    #expect((app.sceneDelegate as? SceneDelegate)?.window === app.window)
    #expect(UIApplication.shared.delegate === app.delegate)
    // `UIApplication.shared.connectedScenes.first as? UIWindowScene`, as iOS 13 code finds its
    // window (https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes).
    let connected = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(connected === app.scene)
    #expect(connected?.windows.first === app.window)
    app.withinApp { #expect(UIApplication.shared.connectedScenes == [app.scene!]) }
    // Outside the launch, the main screen is the default again.
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 812))
  }

  /// A window subclass whose initializer calls `super.init(windowScene:)`, designated in UIKit
  /// (SwiftEntryKit's `EKWindow` does).
  final class SceneWindow: UIWindow {
    init(scene: UIWindowScene) {
      super.init(windowScene: scene)
      windowLevel = .statusBar
    }
    required init?(coder: NSCoder) { nil }
  }

  final class SceneWindowDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = SceneWindow(scene: windowScene)
      window.rootViewController = UIViewController()
      self.window = window
      window.makeKeyAndVisible()
    }
  }

  @Test func aWindowSubclassCallsTheDesignatedSceneInitializer() throws {
    let log = Log()
    let bundle = try Self.bundle(plist: Self.plist(Self.sceneManifest(storyboard: false)))
    let app = try UIApplication.launch(
      UIApplicationLaunch(
        bundle: bundle, screenSize: CGSize(width: 390, height: 844),
        makeApplicationDelegate: { AppDelegate(log: log) },
        makeSceneDelegate: { _ in SceneWindowDelegate() }))
    #expect(app.window is SceneWindow)
    #expect(app.window.windowScene === app.scene)
    #expect(app.window.windowLevel == .statusBar)
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(app.scene?.windows.contains { $0 === app.window } == true)
  }

  @Test func aSceneDelegateThatBuildsItsWindowInCode() throws {
    let log = Log()
    let app = try launch(Self.plist(Self.sceneManifest(storyboard: false)), log: log)
    #expect(
      log.lines == [
        "willFinishLaunching window=false",
        "didFinishLaunching options=nil",
        "configurationForConnecting Default Configuration",
        "willConnectTo window=false screen=390x844",
        "root viewDidLoad", "root viewWillAppear",
        "sceneWillEnterForeground",
        "sceneDidBecomeActive true",
        // The root appears once the app is active, as on iOS.
        "root viewDidAppear",
      ])
    #expect(app.window.rootViewController is Root)
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
  }

  @Test func anAppWithoutScenesGetsItsMainStoryboardsWindowBeforeLaunching() throws {
    let log = Log()
    let app = try launch(
      Self.plist("<key>UIMainStoryboardFile</key><string>Main</string>"), log: log)
    #expect(
      log.lines == [
        "willFinishLaunching window=true", "didFinishLaunching options=nil",
        "applicationDidBecomeActive",
      ])
    #expect(app.window.rootViewController?.title == "Main")
    #expect(app.window === app.delegate.window)
    #expect(app.scene == nil)
  }

  @Test func anAppDelegateThatBuildsItsWindowInCodeOnTheLaunchsScreen() throws {
    let log = Log()
    let app = try launch(Self.plist(""), log: log, makesWindow: true)
    #expect(app.window.rootViewController is Root)
    // UIScreen.main was the launch's screen while the delegate made its window.
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(log.lines.last == "root viewDidAppear")
  }

  /// "The main bundle is the bundle that contains the code and resources for the running app"
  /// (https://developer.apple.com/documentation/foundation/bundle/main): the port writes
  /// `Bundle.launchedMain` for it, and `bundle: .main` means what `nil` means to a storyboard,
  /// a nib or an image (https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)).
  @Test func theAppsCodeSeesItsOwnBundleAsTheMainBundle() throws {
    let app = try launch(
      Self.plist("<key>UIMainStoryboardFile</key><string>Main</string>"), log: Log())
    let folder = app.bundle.bundlePath
    app.withinApp {
      #expect(Bundle.launchedMain.bundlePath == folder)
      let plist = Bundle.launchedMain.path(forResource: "Info", ofType: "plist", inDirectory: "App")
      #expect(plist == folder + "/App/Info.plist")
      let loaded = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController()
      #expect(loaded?.title == "Main", "bundle: .main is the app's bundle")
    }
    #expect(Bundle.launchedMain === Bundle.main, "nothing launched: Foundation's main bundle")
  }

  @Test func whatCannotLaunchIsSaid() throws {
    let log = Log()
    #expect(throws: UIApplicationLaunchError.noWindow) {
      try launch(Self.plist(""), log: log)
    }
    let bundle = try #require(Bundle(path: FileManager.default.temporaryDirectory.path))
    #expect {
      try UIApplication.launch(
        UIApplicationLaunch(bundle: bundle, makeApplicationDelegate: { AppDelegate(log: log) }))
    } throws: { error in
      "\(error)".contains("no Info.plist")
    }
    #expect(
      throws: UIApplicationLaunchError.unknownSceneDelegate("$(PRODUCT_MODULE_NAME).SceneDelegate")
    ) {
      let bundle = try Self.bundle(plist: Self.plist(Self.sceneManifest(storyboard: true)))
      _ = try UIApplication.launch(
        UIApplicationLaunch(bundle: bundle, makeApplicationDelegate: { AppDelegate(log: log) }))
    }
    #expect(throws: UIApplicationLaunchError.self) {
      let bundle = try Self.bundle(plist: "<plist><array/></plist>")
      _ = try UIApplication.launch(
        UIApplicationLaunch(bundle: bundle, makeApplicationDelegate: { AppDelegate(log: log) }))
    }
    #expect(throws: UIApplicationLaunchError.noEntryPoint(["Nowhere"])) {
      _ = try UIApplicationLaunch(bundle: bundle, module: "Nowhere")
    }
  }
}
