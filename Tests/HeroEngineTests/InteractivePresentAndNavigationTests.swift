import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Interactive present, push and pop, replaceViewController and the default-animation string
/// form, against Hero 1.6.4's source:
/// - `HeroTransition+UIKitProtocols.swift` (`interactionControllerForPresentation`,
///   `navigationController(_:interactionControllerFor:)`: interactive unless
///   `forceNotInteractive`), `HeroTransition+Interactive.swift` (`update`, `finish`,
///   `cancel` — the same for every kind of transition);
/// - `HeroTransition+Start.swift` (`animate()` one main-queue turn later inside a navigation
///   controller);
/// - `UIViewController+Hero.swift` (`replaceViewController(with:completion:)`: in a navigation
///   controller, `setViewControllers` animated, `forceNotInteractive` when the navigation
///   controller has Hero enabled; ignored while transitioning);
/// - `HeroDefaultAnimationType.swift` (`label`, and the string form parsed by `parseOne()`).
@MainActor
@Suite("Interactive present and navigation")
struct InteractivePresentAndNavigationTests {
  @Test func anInteractivePresentFollowsUpdateAndFinishes() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    Hero.withShared(engine) {
      presented.hero.isEnabled = true
      presented.hero.modalAnimationType = .pageIn(direction: .left)
      root.present(presented, animated: true)
      engine.update(0.25)
    }
    #expect(engine.state == .animating)
    #expect(engine.toViewController === presented)
    #expect(engine.fromViewController === root)
    #expect(engine.resolvedDefaultAnimation == .pageIn(direction: .left))
    #expect(close(engine.progress, 0.25))
    window.clock.advance(by: .seconds(0.5))
    #expect(close(engine.progress, 0.25))  // interactive: nothing moves without update
    Hero.withShared(engine) { engine.finish() }
    window.clock.runUntilIdle()
    #expect(engine.state == .possible)
    #expect(engine.lastTransitionFinished == true)
    #expect(window.topViewController === presented)
  }

  @Test func aCancelledInteractivePresentLeavesThePresenter() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    Hero.withShared(engine) {
      presented.hero.isEnabled = true
      root.present(presented, animated: true)
      engine.update(0.1)
      engine.cancel()
    }
    window.clock.runUntilIdle()
    #expect(engine.lastTransitionFinished == false)
    #expect(window.topViewController === root)
    #expect(root.presentedViewController == nil)
  }

  @Test func anInteractivePopWaitsAClockTurnThenFollowsUpdate() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    Hero.withShared(engine) {
      navigation.hero.isEnabled = true
      navigation.hero.navigationAnimationType = .slide(direction: .right)
      navigation.pushViewController(second, animated: false)
      _ = navigation.popViewController(animated: true)
      engine.update(0.4)
    }
    #expect(engine.state == .starting)  // animate() is one main-queue turn away
    window.clock.step()
    #expect(engine.state == .animating)
    #expect(engine.resolvedDefaultAnimation == .slide(direction: .right))
    Hero.withShared(engine) { engine.update(0.6) }
    #expect(close(engine.progress, 0.6))
    Hero.withShared(engine) { engine.finish() }
    window.clock.runUntilIdle()
    #expect(navigation.topViewController === first)
  }

  @Test func replaceViewControllerSwapsTheTopOfTheStackWithAnAnimation() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let first = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    var completed = false
    Hero.withShared(engine) {
      navigation.hero.isEnabled = true
      navigation.pushViewController(second, animated: false)
      second.hero.replaceViewController(with: third) { completed = true }
    }
    #expect(engine.isTransitioning)
    // The completion waits for the transition coordinator (Hero 1.6.4
    // UIViewController+Hero.swift:180-188), not just one clock turn.
    window.clock.advance(by: .milliseconds(20))
    #expect(!completed && engine.isTransitioning)
    // Ignored while transitioning.
    Hero.withShared(engine) { third.hero.replaceViewController(with: UIViewController()) }
    // Not interactive (forceNotInteractive): it completes with no finish() call.
    window.clock.runUntilIdle()
    #expect(engine.lastTransitionFinished == true)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.first === first)
    #expect(navigation.topViewController === third)
    #expect(completed)
  }

  // UIViewController+Hero.swift:262-274: unwinding from `b` (presented by `a`, presented by
  // the root) to the root dismisses `a`; since the root presents `a`, not `b`, Hero animates
  // from `b` and puts a snapshot of `b`'s view over `a`'s.
  @Test func unwindPastAPresentedControllerAnimatesFromTheSource() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let a = UIViewController()
    let b = UIViewController()
    root.present(a, animated: false)
    a.present(b, animated: false)
    let before = a.view.subviews.count
    Hero.withShared(engine) {
      a.hero.isEnabled = true
      b.hero.unwindToRootViewController()
    }
    #expect(engine.fromViewController === b && engine.isTransitioning)
    #expect(a.view.subviews.count == before + 1)
    #expect(a.view.subviews.last?.bounds.size == b.view.bounds.size)
    Hero.withShared(engine) { engine.finish(animate: false) }
    window.clock.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func defaultAnimationTypesReadTheirStringForms() {
    // Hero's `parseOne()` (Sources/Parser/HeroStringConvertible.swift:54-56): the modifier
    // grammar, last expression, `from(node:)` (DefaultAnimationPreprocessor.swift:184-239).
    let cases: [(String, HeroDefaultAnimationType)] = [
      ("fade", .fade), ("zoomOut", .zoomOut), ("push(left)", .push(direction: .left)),
      ("pageIn(trailing)", .pageIn(direction: .right)),
      ("slide(up)", .slide(direction: .up)),
      ("uncover(down)", .uncover(direction: .down)), ("none", .none), ("auto", .auto),
      ("fade zoom", .zoom),
      (
        "selectBy(push(left), pull(right))",
        .selectBy(
          presenting: .push(direction: .left), dismissing: .pull(direction: .right))
      ),
    ]
    for (text, type) in cases {
      #expect(HeroDefaultAnimationType(string: text) == type, "\(text)")
    }
    // A direction is required; `:` is not an operator; a leading `.` starts a number (Hero
    // traps on `Float(".")!`; here the text is rejected).
    for text in ["push", "pageIn(direction: right)", ".push(.left)", "fade, zoom"] {
      #expect(HeroDefaultAnimationType(string: text) == nil, "\(text)")
    }
    // Labels as Hero's Mirror-based `label` prints them (lines 170-181).
    #expect(HeroDefaultAnimationType.auto.label == ".auto")
    #expect(
      HeroDefaultAnimationType.selectBy(presenting: .push(direction: .left), dismissing: .fade)
        .label == ".selectBy(.push(direction: Hero.HeroDefaultAnimationType.Direction.left),.fade)")
    let controller = UIViewController()
    controller.heroModalAnimationTypeString = "cover(up)"
    #expect(controller.heroModalAnimationType == .cover(direction: .up))
    #expect(controller.hero.modalAnimationTypeString == ".cover(.up)")
  }
}
