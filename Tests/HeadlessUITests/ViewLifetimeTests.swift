import Foundation
import HeadlessUI
import Testing

/// Views may be released off the main thread (a test framework dropping a suite instance that
/// holds a window, for one): the release completes and the back references are cleared on the
/// main thread instead of trapping.
@Suite("View lifetime")
struct ViewLifetimeTests {
  /// Hands the only reference across threads.
  final class Holder: @unchecked Sendable {
    var window: UIWindow?
  }

  @Test func aWindowReleasedOffTheMainThreadDeinitialisesCleanly() async {
    let holder = Holder()
    let child = await MainActor.run { () -> UIView in
      let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(child)
      holder.window = window
      return child
    }
    let released = await Task.detached {
      let wasMain = Thread.isMainThread
      holder.window = nil  // the last reference to the window drops here
      return !wasMain
    }.value
    #expect(released)
    let orphaned = await MainActor.run { child.superview == nil }
    #expect(orphaned)
  }
}
