import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Hero 1.6.4's tab-bar transitions and its overFullScreen bookkeeping, branch by branch
/// (the audit in docs/ENGINE.md); expected values from Hero's source, cited per test.
@MainActor
@Suite struct TabBarAndOverFullScreenTests {
  /// A 300 × 600 window showing a Hero-enabled tab bar controller with two plain tabs.
  @MainActor struct Tabs {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let tabs = UITabBarController()
    let first = UIViewController()
    let second = UIViewController()

    init() {
      tabs.viewControllers = [first, second]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      Hero.withShared(engine) { tabs.hero.isEnabled = true }
    }

    func select(_ index: Int) {
      Hero.withShared(engine) { tabs.selectedIndex = index }
    }
  }

  // Hero 1.6.4 Sources/Extensions/UIViewController+Hero.swift:69-95: enabling Hero on a tab
  // bar controller makes Hero.shared its delegate and remembers the old one; disabling puts
  // it back. `isEnabled` reads the transitioning delegate (line 70).
  @Test func enablingHeroTakesTheTabBarDelegate() {
    final class Old: UITabBarControllerDelegate {}
    let old = Old()
    let engine = HeroTransition()
    let tabs = UITabBarController()
    tabs.delegate = old
    Hero.withShared(engine) { tabs.hero.isEnabled = true }
    #expect(tabs.delegate === engine && tabs.transitioningDelegate === engine)
    #expect(tabs.hero.isEnabled)
    tabs.hero.isEnabled = false
    #expect(tabs.delegate === old && tabs.transitioningDelegate == nil)
    // Setting the transitioning delegate by hand counts as enabled, as in Hero.
    let plain = UIViewController()
    plain.transitioningDelegate = engine
    #expect(plain.hero.isEnabled)
  }

  // HeroTransition+UITabBarControllerDelegate.swift:42-52: a switch to a tab on the right is
  // "presenting", in a tab bar controller. DefaultAnimationPreprocessor.swift:289-291: `.auto`
  // becomes `.slide` in the direction strategy's direction (`.forceLeftToRight`,
  // presenting → `.left`), and HeroTransition+Start.swift:158 keeps the destination on top.
  // Lines 326-328: the destination slides from shift(.left, appearing) = (+300, 0), the source
  // to (−300, 0), both 0.35 s `.standard` (line 301-302). At progress 0.35 the paused time is
  // 0.1225 s = 0.35 of 0.35 s, where `.standard` is at 0.5 (x(0.5) = 0.35, y(0.5) = 0.5):
  // the destination is translated by 150, the source by −150.
  @Test func aTabSwitchSlides() throws {
    let stage = Tabs()
    stage.select(1)
    let engine = stage.engine
    #expect(engine.isInTabBarController && engine.isPresenting)
    #expect(engine.resolvedDefaultAnimation == .slide(direction: .left))
    #expect(engine.context?.insertToViewFirst == false)
    Hero.withShared(engine) { engine.update(0.35) }
    let to = try #require(engine.presentation(of: stage.second.view))
    let from = try #require(engine.presentation(of: stage.first.view))
    #expect(close(to.transform.m41, 150, 1e-6) && close(from.transform.m41, -150, 1e-6))
    Hero.withShared(engine) { engine.finish(animate: false) }
    #expect(engine.state == .possible && !engine.isInTabBarController)
    #expect(stage.tabs.selectedIndex == 1)
    #expect(stage.second.view.superview === stage.tabs.view)
  }

  // DefaultAnimationPreprocessor.swift:272-273: `.auto` takes the tab bar controller's
  // `tabBarAnimationType`; going left is dismissing (line 48), which with `.selectBy` picks
  // the dismissing type.
  @Test func theTabBarAnimationTypeIsUsed() {
    let stage = Tabs()
    stage.tabs.hero.tabBarAnimationType = .selectBy(presenting: .zoom, dismissing: .fade)
    stage.select(1)
    #expect(stage.engine.resolvedDefaultAnimation == .zoom)
    Hero.withShared(stage.engine) { stage.engine.finish(animate: false) }
    stage.select(0)
    #expect(!stage.engine.isPresenting)
    #expect(stage.engine.resolvedDefaultAnimation == .fade)
  }

  // HeroTransition+UITabBarControllerDelegate.swift:28-36: the selected tab cannot be chosen
  // again; choosing another while a switch runs cancels that switch without animation.
  @Test func shouldSelectRefusesTheSelectedTabAndCancelsARunningSwitch() {
    let stage = Tabs()
    let engine = stage.engine
    #expect(!engine.tabBarController(stage.tabs, shouldSelect: stage.first))
    stage.select(1)
    #expect(engine.isTransitioning)
    let allowed = Hero.withShared(engine) {
      engine.tabBarController(stage.tabs, shouldSelect: stage.first)
    }
    #expect(allowed && engine.state == .possible)
    #expect(engine.lastTransitionFinished == false && stage.tabs.selectedIndex == 0)
  }

  // ConditionalPreprocessor.swift:36-38: `isInTabbarController` is true in a tab switch.
  @Test func conditionsSeeTheTabBarController() throws {
    let stage = Tabs()
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    badge.hero.modifiers = [.when({ $0.isInTabbarController }, [.fade])]
    stage.second.view.addSubview(badge)
    stage.select(1)
    #expect(stage.engine.presentation(of: badge)?.opacity == 0)
  }

  /// A window whose root has a `tile` with `modifiers`, presenting a Hero-enabled controller
  /// in `style`.
  @MainActor struct Presentation {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let root = UIViewController()
    let presented = UIViewController()
    let tile: UIView

    init(style: UIModalPresentationStyle, modifiers: [HeroModifier]) {
      window.rootViewController = root
      window.makeKeyAndVisible()
      engine.defaultAnimation = .none
      tile = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
      tile.hero.modifiers = modifiers
      root.view.addSubview(tile)
      presented.modalPresentationStyle = style
      Hero.withShared(engine) { presented.hero.isEnabled = true }
    }

    func present() {
      Hero.withShared(engine) {
        root.present(presented, animated: true)
        engine.finish(animate: false)
      }
    }

    func dismiss(finishing: Bool) {
      Hero.withShared(engine) {
        presented.dismiss(animated: true)
        if finishing { engine.finish(animate: false) } else { engine.cancel(animate: false) }
      }
    }
  }

  // HeroTransition+Complete.swift:60-67 (finished presenting over full screen): the source's
  // animated views stay hidden (alpha 0), their alpha stored (HeroContext.swift:408-413),
  // and Hero's container — holding their snapshots as they ended — goes into the source view
  // and stays there. HeroTransition+Start.swift:67-74 and 126-127: the next transition
  // removes that container and gives the views their alpha back; the dismissal then ends
  // with every view shown.
  @Test func overFullScreenKeepsTheSourceHiddenUnderHerosContainer() throws {
    let stage = Presentation(style: .overFullScreen, modifiers: [.fade])
    let before = stage.root.view.subviews.count
    stage.present()
    #expect(stage.engine.state == .possible)
    #expect(stage.tile.alpha == 0)
    #expect(stage.root.view.subviews.count == before + 1)
    let kept = try #require(stage.root.view.subviews.last)
    #expect(!kept.isUserInteractionEnabled && kept !== stage.tile)
    // `finish(animate: false)` completes at once (HeroTransition+Interactive.swift:47-52):
    // the kept snapshot's fade (1 → 0 over the optimized 0.208 s, it started running when
    // the transition animated) is still on its layer and runs on: opacity 1 now, 0 once the
    // clock passes 0.208 s, held there (fill mode both, HeroCoreAnimationViewContext.swift:
    // 155-157).
    #expect(stage.engine.presentation(of: stage.tile)?.opacity == 1)
    stage.window.clock.advance(by: .seconds(0.3))
    #expect(stage.engine.presentation(of: stage.tile)?.opacity == 0)
    stage.dismiss(finishing: true)
    #expect(kept.superview == nil)
    #expect(stage.tile.alpha == 1)
    #expect(stage.root.view.subviews.count == before)
    #expect(stage.engine.presentation(of: stage.tile) == nil)
  }

  // The same presentation full screen (line 76-79): every view is shown again at the end.
  @Test func fullScreenShowsTheSourceAgain() {
    let stage = Presentation(style: .fullScreen, modifiers: [.fade])
    stage.present()
    #expect(stage.tile.alpha == 1)
    #expect(stage.engine.presentation(of: stage.tile) == nil)
  }

  // HeroTransition+Complete.swift:68-75 (a cancelled over-full-screen dismissal) mirrors the
  // presentation branch: the presenter's (destination's) views stay hidden under the
  // container, which stays in the presenter's view.
  @Test func aCancelledOverFullScreenDismissalKeepsThePresenterHidden() {
    let stage = Presentation(style: .overFullScreen, modifiers: [.fade])
    stage.present()
    stage.dismiss(finishing: false)
    #expect(stage.engine.lastTransitionFinished == false)
    #expect(stage.tile.alpha == 0)
    // Appearing now (fade in 0 → 1), cancelled at once: the kept snapshot is at 0.
    #expect(stage.engine.presentation(of: stage.tile)?.opacity == 0)
  }

  // HeroTransition+Start.swift:160-170 and HeroTransition+Animate.swift:31-33: the
  // destination view is hidden from the end of `start()` until `animate()`, which in a
  // navigation controller runs one clock turn later.
  @Test func theDestinationIsHiddenUntilAnimateRuns() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    Hero.withShared(engine) {
      navigation.hero.isEnabled = true
      navigation.pushViewController(second, animated: true)
    }
    #expect(engine.state == .starting)
    #expect(second.view.alpha == 0)
    window.clock.advance(by: .milliseconds(1))
    #expect(engine.state == .animating)
    // `.push` animates the destination root, so it is hidden again behind its snapshot.
    #expect(second.view.alpha == 0 && engine.presentation(of: second.view) != nil)
    Hero.withShared(engine) { engine.finish(animate: false) }
    #expect(second.view.alpha == 1)
  }
}
