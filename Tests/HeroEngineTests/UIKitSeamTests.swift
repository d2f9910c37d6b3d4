import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Transitions started the UIKit way: present / dismiss and push / pop with Hero enabled.
/// Follows Hero 1.6.4 Sources/Transition/HeroTransition+UIViewControllerTransitioningDelegate
/// .swift:32-82 and HeroTransition+UINavigationControllerDelegate.swift:28-52.
@MainActor
@Suite struct UIKitSeamTests {
  // Modal, .auto, roots without modifiers → .fade; the presented view ends in the window.
  @Test func presentWithHero() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    Hero.withShared(engine) {
      presented.hero.isEnabled = true
      root.present(presented, animated: true)
    }
    #expect(engine.state == .animating)
    #expect(engine.isPresenting)
    #expect(engine.resolvedDefaultAnimation == .fade)
    window.clock.runUntilIdle()
    #expect(engine.state == .possible)
    #expect(window.topViewController === presented)
    #expect(presented.view.window === window)
  }

  // Navigation: push resolves .auto to .push(.left) and `animate()` waits one clock turn
  // (Hero dispatches it to the main queue): the transition is `.starting` until the clock
  // runs. A pop uses .push(.right) (1.5+).
  @Test func pushAndPopWithHero() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let second = UIViewController()
    Hero.withShared(engine) {
      navigation.hero.isEnabled = true
      navigation.pushViewController(second, animated: true)
    }
    #expect(engine.state == .starting)
    window.clock.step()
    #expect(engine.state == .animating)
    #expect(engine.resolvedDefaultAnimation == .push(direction: .left))
    window.clock.runUntilIdle()
    #expect(engine.state == .possible)
    #expect(navigation.topViewController === second)
    _ = navigation.popViewController(animated: true)
    window.clock.step()
    #expect(engine.resolvedDefaultAnimation == .push(direction: .right))
    #expect(engine.isPresenting == false)
    window.clock.runUntilIdle()
    #expect(navigation.topViewController === first)
    navigation.hero.isEnabled = false
    #expect(navigation.delegate == nil)
  }
}
