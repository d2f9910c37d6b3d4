import Foundation
import HeadlessUI
import Testing

/// Views may be released off the main thread (a test framework dropping a suite instance that
/// holds a window, for one): the release completes and the subviews' weak back references read
/// nil.
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

  /// The globals that reach windows and clocks weakly (the key windows, the most recent clock)
  /// read them as gone after a release on another thread.
  @MainActor @Test func aKeyWindowReleasedOffTheMainThreadLeavesTheGlobals() async {
    let holder = Holder()
    var windowReference = WeakReference<UIWindow>(nil)
    var clockReference = WeakReference<FrameClock>(nil)
    do {
      let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
      window.makeKeyAndVisible()
      holder.window = window
      #expect(UIApplication.shared.windows.contains { $0 === window })
      #expect(UIWindow.mostRecentClock === window.clock)
      windowReference = WeakReference(window)
      clockReference = WeakReference(window.clock)
    }
    await Task.detached { holder.window = nil }.value
    // The deinitialization was sent to the main actor: let it run.
    for _ in 0..<100 where windowReference.object != nil { await Task.yield() }
    #expect(windowReference.object == nil)
    #expect(clockReference.object == nil)
    #expect(UIWindow.mostRecentClock == nil || UIWindow.mostRecentClock !== clockReference.object)
  }
}
