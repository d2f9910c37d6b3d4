import Foundation
import HeadlessUI
import Testing

/// What app and scene delegates commonly do at launch besides making the window, each line as
/// apps write it (UIKit's pages for `UIApplication`, `UIWindow` and `UIView`): it compiles and
/// runs, and what it sets reads back.
@MainActor
@Suite("Launch code of real app delegates")
struct LaunchCodeSurfaceTests {
  @Test func whatDelegatesSetAtLaunchReadsBack() {
    let application = UIApplication.shared
    application.isIdleTimerDisabled = true
    #expect(application.isIdleTimerDisabled)
    application.applicationIconBadgeNumber = 0
    application.registerForRemoteNotifications()
    #expect(
      application.applicationState == .active || application.applicationState == .inactive
        || application.applicationState == .background)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.overrideUserInterfaceStyle = .light
    window.tintColor = .systemPink
    window.backgroundColor = .white
    #expect(window.overrideUserInterfaceStyle == .light)
    UITableView.appearance().tableFooterView = UIView()
    UITextField.appearance().tintColor = .systemBlue
    application.isIdleTimerDisabled = false
  }
}
