import UIKit

/// The app's delegate. There is no scene manifest: UIKit loads the Info.plist's main storyboard
/// (UIMainStoryboardFile), puts its initial controller in a window and hands the window to
/// `window` before `application(_:didFinishLaunchingWithOptions:)`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }
}
