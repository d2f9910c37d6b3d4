import Foundation
import HeadlessUI
import Testing

/// Declarations real apps stopped at, each with UIKit's or CoreFoundation's documented meaning:
/// an empty layout constraint, `NSIndexPath`'s row and section, a scene's coordinate space,
/// `NSShadow`, the CoreFoundation timer, and `responds(to:)` through `NSObjectProtocol`.
@MainActor
@Suite("Small UIKit declarations")
struct SmallUIKitDeclarationsTests {
  @Test func anEmptyConstraintIsAPlaceholderThatStaysInactive() {
    let constraint = NSLayoutConstraint()
    #expect(constraint.firstItem == nil && constraint.secondItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute && constraint.relation == .equal)
    #expect(constraint.multiplier == 1 && constraint.constant == 0)
    constraint.isActive = true
    #expect(!constraint.isActive, "no items, no common ancestor")
  }

  @Test func anIndexPathObjectHasRowsAndSections() {
    let path = IndexPath(row: 4, section: 2) as NSIndexPath
    #expect(path.row == 4 && path.section == 2 && path.item == 4)
    let made = NSIndexPath(item: 7, section: 1)
    #expect(made.section == 1 && made.item == 7)
    #expect(NSIndexPath().row == 0)
  }

  @Test func viewsAndScreensAreCoordinateSpaces() {
    // A launched scene's space is its screen's (ApplicationLaunchTests checks it).
    let screen = UIScreen(size: CGSize(width: 390, height: 844))
    #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 20))
    let space: any UICoordinateSpace = view
    #expect(space.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test func aShadowKeepsItsValues() {
    let shadow = NSShadow()
    #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
    shadow.shadowOffset = CGSize(width: 0.1, height: -0.1)
    shadow.shadowBlurRadius = 4
    shadow.shadowColor = UIColor.red
    #expect(shadow.shadowBlurRadius == 4 && (shadow.shadowColor as? UIColor) == .red)
  }

  @Test func aCoreFoundationTimerIsAFoundationTimer() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let start = CFAbsoluteTimeGetCurrent() + 30
    let timer: Timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, start, 2, 0, 0) { _ in
      count.value += 1
    }
    #expect(timer.timeInterval == 2)
    #expect(abs(timer.fireDate.timeIntervalSinceReferenceDate - start) < 1e-3)
    timer.fire()
    #expect(count.value == 1)
    let once: Timer = CFRunLoopTimerCreateWithHandler(nil, start, 0, 0, 0) { _ in }
    #expect(once.timeInterval == 0)
    #expect(CFRunLoopGetMain() === RunLoop.main)
    #expect(kCFRunLoopDefaultMode == .default)
  }

  @Test func respondsThroughAnObjectProtocolExistential() {
    final class Router: NSObject {
      var routed = 0
      func route() { routed += 1 }
    }
    let router = Router()
    let existential: any NSObjectProtocol = router
    #expect(existential.responds(to: Selector(Router.route)))
    #expect(!existential.responds(to: NSSelectorFromString("routeToNowhere")))
    existential.perform(Selector(Router.route))
    #expect(router.routed == 1)
  }
}
