import Foundation
import HeadlessUI

extension ReplayScene where Self == AppReplayScene {
  /// The app whose resources are `bundle`, launched for each replay as iOS launches it when
  /// the user taps its icon (`UIApplication.launch`: its Info.plist, its app and scene
  /// delegates in UIKit's order, its main storyboard's initial controller as the root), on a
  /// screen of `screenSize` at the replay's frame rate. The app delegate comes from the entry
  /// point `Scripts/port-to-linux` writes for the type marked `@main` (docs/PORTING.md); a test
  /// names only the app's bundle:
  ///
  /// ```swift
  /// try Replayer().run([.tap(.label("Mountains")), .replay(contentsOf: flick)],
  ///                    in: .launch(appResources))
  /// ```
  ///
  /// While a step runs, `UIStoryboard(name:bundle: nil)`, `UINib(nibName:bundle: nil)` and
  /// `Bundle.main.loadNibNamed` look in the app's bundle and `UIScreen.main` is its screen. An app
  /// that cannot launch (no Info.plist, no entry point, no window) stops the replay with
  /// ``ReplayError/launchFailed(_:)``.
  ///
  /// - Parameters:
  ///   - bundle: the app target's resources (its `Bundle.module`, handed out by the target).
  ///   - module: the app's module; nil: the one the bundle's name gives (`Package_Target.resources`).
  ///   - screenSize: the device's screen in points (its safe area follows, `UIScreen`).
  ///   - views: which views each display frame records.
  ///   - engine: the transition engine the app calls besides UIKit (`.hero`); nil: none.
  ///   - setup: runs once with the root controller after the launch settled.
  public static func launch(
    _ bundle: Bundle, module: String? = nil,
    screenSize: CGSize = AppReplayScene.defaultScreenSize,
    views: ReplayViewSelection = .identified, engine: ReplayEngine? = nil,
    setup: ((UIViewController) -> Void)? = nil
  ) -> AppReplayScene {
    let scene = AppReplayScene(
      screenSize: screenSize, views: views, engine: engine, root: { UIViewController() },
      setup: setup)
    scene.launcher = { size, rate throws(UIApplicationLaunchError) in
      let launch = try UIApplicationLaunch(
        bundle: bundle, module: module, screenSize: size, framesPerSecond: rate)
      return try UIApplication.launch(launch)
    }
    return scene
  }

  /// An app launched for each replay with the delegates the closures make (an app whose
  /// entry point is written by hand), otherwise as
  /// ``launch(_:module:screenSize:views:engine:setup:)``.
  ///
  /// - Parameters:
  ///   - bundle: the app's resources (its Info.plist and storyboards).
  ///   - screenSize: the device's screen in points.
  ///   - views: which views each display frame records.
  ///   - engine: the transition engine the app calls besides UIKit; nil: none.
  ///   - makeApplicationDelegate: makes the app delegate.
  ///   - makeSceneDelegate: makes the scene delegate the Info.plist names (by class name,
  ///     without its module).
  public static func launch(
    _ bundle: Bundle, screenSize: CGSize = AppReplayScene.defaultScreenSize,
    views: ReplayViewSelection = .identified, engine: ReplayEngine? = nil,
    makeApplicationDelegate: @escaping () -> any UIApplicationDelegate,
    makeSceneDelegate: @escaping (String) -> (any UISceneDelegate)? = { _ in nil }
  ) -> AppReplayScene {
    let scene = AppReplayScene(
      screenSize: screenSize, views: views, engine: engine, root: { UIViewController() })
    scene.launcher = { size, rate throws(UIApplicationLaunchError) in
      try UIApplication.launch(
        UIApplicationLaunch(
          bundle: bundle, screenSize: size, framesPerSecond: rate,
          makeApplicationDelegate: makeApplicationDelegate, makeSceneDelegate: makeSceneDelegate))
    }
    return scene
  }
}
