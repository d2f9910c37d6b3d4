/// What `@main` (or `@UIApplicationMain`) marked in an app: its app delegate, and the scene
/// delegates its Info.plist may name, made without the Objective-C runtime that UIKit uses to
/// make them from class names. `Scripts/port-to-linux` writes one for a ported app (a type
/// named `_UIApplicationMain_` in the app's module, docs/PORTING.md); a launch finds it from the
/// app's resource bundle.
@preconcurrency @MainActor
public protocol UIApplicationEntryPoint {
  /// A new app delegate (the type `@main` marked).
  static func makeApplicationDelegate() -> any UIApplicationDelegate
  /// A new scene delegate of the class the Info.plist names (`SceneDelegate`, its module
  /// stripped), or nil when the app has no such class.
  static func makeSceneDelegate(className: String) -> (any UISceneDelegate)?
}
