import Foundation
import HeadlessUI
import Testing

/// UIKit does not keep the targets of target–action alive, and never sends an action to a
/// target that is gone: Apple's `UIControl.addTarget(_:action:for:)` page ("The control does not
/// retain the object in the target parameter"), `UIBarButtonItem.target` (declared `weak`). For
/// gesture recognizers Apple's pages say nothing either way; docs/HEADLESSUI.md says why they are
/// treated alike. A display link is the exception: `CADisplayLink(target:selector:)` "retains the
/// target". The files here are what Scripts/port-to-linux makes of iOS files (`Ported/`).
@MainActor
@Suite("Targets UIKit does not keep")
struct TargetLifetimeTests {
  @Test func aDriverTheAppLetsGoIsNeitherKeptNorCalled() {
    let host = DriverHostViewController()
    let window = showing(host)
    weak var first: InteractionDriver?
    host.beginTransition("first")
    first = host.driver
    drag(in: window)
    #expect(host.log.contains { $0.hasPrefix("first") })

    host.beginTransition("second")  // the first driver's last reference goes here
    #expect(first == nil)
    host.log.removeAll()
    drag(in: window)
    #expect(!host.log.isEmpty)
    #expect(host.log.allSatisfy { $0.hasPrefix("second") }, "\(host.log)")
  }

  @Test func aBarButtonsTargetIsHeldWeakly() {
    var handler: DoneHandler? = DoneHandler()
    weak let released = handler
    let item = handler!.item
    let close = handler!.closeItem
    item.sendAction()
    close.sendAction()
    #expect(handler?.count == 11)
    #expect(item.action != nil)
    #expect(item.target === handler)

    handler = nil
    #expect(released == nil)
    #expect(item.target == nil)
    item.sendAction()  // nothing to send to: no call, no trap
  }

  @Test func aDisplayLinkRetainsItsTargetUntilInvalidated() {
    let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
    var stepper: FrameStepper? = FrameStepper()
    weak let released = stepper
    FrameClock.withCurrent(window.clock) { stepper?.start() }
    stepper = nil
    #expect(released != nil)  // the link keeps it while it runs
    window.clock.advance(by: .milliseconds(40))
    #expect(released?.frames == 2)
    window.clock.advance(by: .milliseconds(100))  // the third frame invalidates the link
    #expect(released == nil)
  }

  @Test func aDisplayLinkNotAddedToARunLoopDoesNotRun() {
    let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
    let stepper = FrameStepper()
    let link = stepper.makeLink()
    #expect(link.clock == nil)
    window.clock.advance(by: .milliseconds(100))
    #expect(stepper.frames == 0)
    FrameClock.withCurrent(window.clock) { link.add(to: .main, forMode: .common) }
    window.clock.advance(by: .milliseconds(20))
    #expect(stepper.frames == 1)
    link.invalidate()
  }

  /// Apple's `addObserver(_:selector:name:object:)` page: on iOS 9 and later the center does not
  /// keep the observer and a deallocated observer need not be removed.
  @Test func aScreenObservesNotificationsWithTheSelectorForm() {
    let screen = KeyboardFollowingViewController()
    screen.loadViewIfNeeded()
    let keyboard = CGRect(x: 0, y: 376, width: 375, height: 291)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
    #expect(screen.shown == [291])
    #expect(screen.activations == 1)

    screen.stopFollowing()
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
    #expect(screen.shown == [291])
    #expect(screen.activations == 1)
  }

  @Test func anObserverThatIsGoneIsNeitherKeptNorCalled() {
    weak var released: KeyboardFollowingViewController?
    do {
      let screen = KeyboardFollowingViewController()
      screen.loadViewIfNeeded()
      released = screen
    }
    #expect(released == nil)
    // Nothing to call and nothing to trap on.
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
  }
}
