import Foundation
import HeadlessUI
import Testing

@MainActor
@Suite("Navigation")
struct NavigationTests {
  let log = Log()

  func makeStack() -> (UIWindow, UINavigationController, LoggingController) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = LoggingController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, root)
  }

  @Test func rootAppearsWithTheWindow() {
    let (window, navigation, root) = makeStack()
    #expect(log.entries == ["A.viewDidLoad", "A.willAppear", "A.didAppear"])
    #expect(root.navigationController === navigation)
    #expect(root.view.superview === navigation.view)
    #expect(root.view.frame == window.bounds)
  }

  @Test func pushAndPopWithoutAnimator() {
    let (_, navigation, root) = makeStack()
    log.entries.removeAll()
    let next = LoggingController("B", log: log)
    navigation.pushViewController(next, animated: true)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === next)
    #expect(next.parent === navigation)
    #expect(next.view.superview === navigation.view)
    #expect(root.view.superview == nil)
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
      ])
    log.entries.removeAll()
    let popped = navigation.popViewController(animated: true)
    #expect(popped === next)
    #expect(next.parent == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(root.view.superview === navigation.view)
    #expect(next.view.superview == nil)
    #expect(
      log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(navigation.popViewController(animated: true) == nil)
  }

  @Test func pushWithAnimatorCompletes() throws {
    let (_, navigation, root) = makeStack()
    let animator = ManualAnimator(log: log)
    navigation.delegate = animator
    let next = LoggingController("B", log: log)
    navigation.pushViewController(next, animated: true)
    let context = try #require(animator.context)
    // The stack changes at once, as in UIKit.
    #expect(navigation.topViewController === next)
    #expect(navigation.isTransitioning)
    #expect(context.containerView === navigation.view)
    #expect(context.viewController(forKey: .from) === root)
    context.completeTransition(true)
    #expect(!navigation.isTransitioning)
    #expect(root.view.superview == nil)
    #expect(next.view.superview === navigation.view)
    #expect(animator.endedWith == true)
  }

  @Test func cancelledPopRestoresStackAndHierarchy() throws {
    let (_, navigation, _) = makeStack()
    let next = LoggingController("B", log: log)
    navigation.pushViewController(next, animated: false)
    let animator = ManualAnimator(log: log)
    navigation.delegate = animator
    let before = navigation.view.subviews.map(ObjectIdentifier.init)
    log.entries.removeAll()
    navigation.popViewController(animated: true)
    let context = try #require(animator.context)
    #expect(navigation.viewControllers.count == 1)
    context.completeTransition(false)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === next)
    #expect(next.parent === navigation)
    #expect(navigation.view.subviews.map(ObjectIdentifier.init) == before)
    // UIKit's order for a cancelled interactive pop.
    #expect(
      log.entries == [
        "B.willDisappear", "A.willAppear", "animate", "ended(false)", "A.willDisappear",
        "A.didDisappear", "B.willAppear", "B.didAppear",
      ])
  }

  @Test func popToRoot() {
    let (_, navigation, root) = makeStack()
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped?.count == 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(root.view.superview === navigation.view)
    #expect(b.parent == nil && c.parent == nil)
  }

  @Test func presentingFromAChildUsesTheTopLevelController() {
    // Keep the window: controllers hold their window weakly, as UIKit's do.
    let (window, navigation, root) = makeStack()
    defer { withExtendedLifetime(window) {} }
    let modal = LoggingController("M", log: log)
    root.present(modal, animated: false)
    #expect(navigation.presentedViewController === modal)
    #expect(root.presentedViewController === modal)
    #expect(modal.presentingViewController === navigation)
    // Dismissing from the presented controller.
    modal.dismiss(animated: false)
    #expect(navigation.presentedViewController == nil)
  }
}
