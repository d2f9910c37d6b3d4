import Foundation
import HeadlessUI

extension ReplayScene where Self == AppReplayScene {
  /// A scene of a storyboard app: the root is the storyboard's initial controller, made as
  /// UIKit makes it (`UIStoryboard(name:bundle:).instantiateInitialViewController()`, see
  /// HeadlessUI's docs/STORYBOARDS.md), and `setup` runs with the controller on screen (a
  /// navigation controller's top controller, a tab bar controller's selected one, else the
  /// root).
  ///
  /// ```swift
  /// into: .storyboard("Main") { $0.performSegue(withIdentifier: "showPhoto", sender: IndexPath(item: 4, section: 0)) }
  /// ```
  ///
  /// `bundle: nil` searches the main bundle and the SwiftPM resource bundles beside it, where
  /// an app target's `resources: [.copy("Base.lproj")]` puts its storyboards. A storyboard
  /// that cannot be found or has no initial controller leaves a plain controller as the root,
  /// and the problem in `InterfaceBuilderDiagnostics`. `engine`: the transition engine the app
  /// talks to besides UIKit (`.hero` for a Hero app), as for ``AppReplayScene``.
  ///
  /// - Parameters:
  ///   - name: the storyboard's name, without `.storyboard`.
  ///   - bundle: where to look; nil: the main bundle and the SwiftPM resource bundles beside it.
  ///   - screenSize: the window's size in points.
  ///   - views: which views each display frame records.
  ///   - engine: the transition engine the app calls besides UIKit (`.hero`); nil: none.
  ///   - setup: runs once with the controller on screen, before the replay.
  public static func storyboard(
    _ name: String, bundle: Bundle? = nil,
    screenSize: CGSize = AppReplayScene.defaultScreenSize,
    views: ReplayViewSelection = .identified,
    engine: ReplayEngine? = nil,
    setup: ((UIViewController) -> Void)? = nil
  ) -> AppReplayScene {
    AppReplayScene(
      screenSize: screenSize, views: views, engine: engine,
      root: {
        UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
          ?? UIViewController()
      },
      setup: setup.map { setup in { root in setup(visibleController(of: root)) } })
  }
}

/// The controller on screen inside `root`: the top of a navigation stack, the selected tab.
@MainActor
func visibleController(of root: UIViewController) -> UIViewController {
  switch root {
  case let navigation as UINavigationController:
    navigation.topViewController.map(visibleController(of:)) ?? navigation
  case let tabs as UITabBarController:
    tabs.selectedViewController.map(visibleController(of:)) ?? tabs
  default:
    root
  }
}
