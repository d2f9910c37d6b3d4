import Foundation
import HeadlessUI
import Testing

/// A navigation delegate that only observes (UIKit keeps the edge swipe for it).
@MainActor
final class ObservingNavigationDelegate: UINavigationControllerDelegate {
  var shown: [UIViewController] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController)
  }
}

/// A navigation delegate with a custom push only: it implements the animation method and
/// returns nil for pops.
@MainActor
final class PushOnlyNavigationDelegate: UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    nil
  }
}

/// A recognizer delegate that lets the swipe begin whenever there is something to pop (the
/// usual workaround).
@MainActor
final class AllowSwipeBack: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (navigation?.viewControllers.count ?? 0) > 1
  }
}

/// The navigation controller's own edge-swipe back, against
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
/// ("The gesture recognizer responsible for popping the top view controller off the navigation
/// stack"; the navigation controller installs it on its view; apps may change its delegate)
/// and https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer. The
/// animation and the lift thresholds are not documented: the choices of docs/HEADLESSUI.md
/// (the top view slides right with the finger, the view below from −30 % of the width;
/// finishes past half the width or faster than 300 pt/s to the right).
@MainActor
@Suite("The navigation controller's edge swipe back")
struct EdgeSwipeBackTests {
  struct Stage {
    let window: UIWindow
    let navigation: UINavigationController
    let first: UIViewController
    let second: UIViewController
  }

  func stage(pushSecond: Bool = true) -> Stage {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let second = UIViewController()
    if pushSecond { navigation.pushViewController(second, animated: false) }
    return Stage(window: window, navigation: navigation, first: first, second: second)
  }

  func touch(_ window: UIWindow, _ phase: TouchPhase, x: CGFloat, ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: phase, location: CGPoint(x: x, y: 200))],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }

  /// From x = 2 right to `to` (see `straightDrag`); returns the time of the last event in ms.
  @discardableResult
  func swipe(_ window: UIWindow, to: CGFloat, lift: Bool = true, start: Int64 = 0) -> Int64 {
    straightDrag(
      in: window, from: CGPoint(x: 2, y: 200), direction: CGVector(dx: 1.0, dy: 0.0),
      distance: to - 2, lift: lift, start: start)
  }

  func drawnMinX(_ view: UIView) -> CGFloat {
    let state = view.presentationState()
    return state.center.x - state.size.width / 2
  }

  @Test func theRecognizerIsOnTheNavigationControllersView() throws {
    let s = stage()
    let recognizer = try #require(s.navigation.interactivePopGestureRecognizer)
    #expect(recognizer.view === s.navigation.view)
    #expect(recognizer.isEnabled)
    #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
  }

  @Test func aSwipePastHalfTheWidthPops() throws {
    let s = stage()
    swipe(s.window, to: 202, lift: false)
    // 200 pt of 320: the top view follows the finger, the one below comes from −96 pt.
    #expect(s.navigation.isTransitioning)
    #expect(abs(drawnMinX(s.second.view) - 200) < 1e-6)
    #expect(abs(drawnMinX(s.first.view) - (-96 + 96 * 200 / 320)) < 1e-6)
    touch(s.window, .ended, x: 202, ms: 400)
    s.window.clock.advance(to: VirtualInstant(nanoseconds: 700_000_000))
    #expect(s.navigation.topViewController === s.first)
    #expect(s.navigation.viewControllers.count == 1)
    #expect(s.second.view.superview == nil)
    #expect(s.first.view.frame == s.navigation.view.bounds)
    #expect(!s.navigation.isTransitioning)
  }

  @Test func aShortSwipeComesBack() {
    let s = stage()
    let lift = swipe(s.window, to: 82)
    s.window.clock.advance(to: VirtualInstant(nanoseconds: (lift + 300) * 1_000_000))
    #expect(s.navigation.topViewController === s.second)
    #expect(s.navigation.viewControllers.count == 2)
    #expect(s.second.view.frame == s.navigation.view.bounds)
    #expect(s.first.view.superview == nil)
    #expect(!s.navigation.isTransitioning)
  }

  @Test func nothingHappensAtTheRoot() {
    let s = stage(pushSecond: false)
    swipe(s.window, to: 202)
    #expect(!s.navigation.isTransitioning)
    #expect(s.navigation.topViewController === s.first)
    #expect(s.navigation.interactivePopGestureRecognizer?.state == .possible)
  }

  @Test func aDelegateWithACustomAnimationTurnsTheSwipeOff() {
    let s = stage()
    let animator = ManualAnimator(log: Log())
    s.navigation.delegate = animator
    swipe(s.window, to: 202)
    #expect(!s.navigation.isTransitioning)
    #expect(s.navigation.topViewController === s.second)
  }

  @Test func aDelegateThatImplementsTheAnimationMethodTurnsItOffEvenReturningNil() {
    // Radar 15215690: "even if only returning nil … the default interactive pop transition
    // can't be triggered".
    let s = stage()
    let delegate = PushOnlyNavigationDelegate()
    s.navigation.delegate = delegate
    swipe(s.window, to: 202)
    #expect(!s.navigation.isTransitioning)
    #expect(s.navigation.topViewController === s.second)
    // The workaround: a recognizer delegate of one's own.
    let allow = AllowSwipeBack()
    allow.navigation = s.navigation
    s.navigation.interactivePopGestureRecognizer?.delegate = allow
    let lift = swipe(s.window, to: 202, start: 1000)
    s.window.clock.advance(to: VirtualInstant(nanoseconds: (lift + 300) * 1_000_000))
    #expect(s.navigation.topViewController === s.first)
  }

  @Test func aDelegateThatOnlyObservesKeepsIt() {
    let s = stage()
    let observer = ObservingNavigationDelegate()
    s.navigation.delegate = observer
    let lift = swipe(s.window, to: 202)
    s.window.clock.advance(to: VirtualInstant(nanoseconds: (lift + 300) * 1_000_000))
    #expect(s.navigation.topViewController === s.first)
    #expect(observer.shown.map { $0 === s.first } == [true])
  }
}
