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

  /// The globals that reach windows and clocks (the key windows, the most recent clock) read
  /// them as gone after a release on another thread, also while the window's `isolated deinit`
  /// waits for the main actor (they are Swift `weak` references: a `WeakReference` read then
  /// would trap).
  @MainActor @Test func aKeyWindowReleasedOffTheMainThreadLeavesTheGlobals() async {
    let holder = Holder()
    // Swift's `weak`: a `WeakReference` must not be read while its object's deinit is pending.
    weak var windowReference: UIWindow?
    weak var clockReference: FrameClock?
    do {
      let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
      window.makeKeyAndVisible()
      holder.window = window
      #expect(UIApplication.shared.windows.contains { $0 === window })
      #expect(UIWindow.mostRecentClock === window.clock)
      windowReference = window
      clockReference = window.clock
    }
    await Task.detached { holder.window = nil }.value
    // The deinitialization was sent to the main actor: let it run.
    for _ in 0..<100 where windowReference != nil { await Task.yield() }
    #expect(windowReference == nil)
    // The window no longer holds its clock, and no global hands it out. The clock itself may
    // outlive the window: a test running alongside (suites run in parallel) may have started an
    // animation outside any window while this window was key, and that animation runs on this
    // clock (``UIWindow/mostRecentClock``) and keeps it for as long as it lives.
    #expect(clockReference == nil || UIWindow.mostRecentClock !== clockReference)
    #expect(UIApplication.shared.windows.allSatisfy { $0.lifetimeToken.isAlive })
    #expect(UIWindow.mostRecentClock?.lifetimeToken.isAlive ?? true)
  }
}
