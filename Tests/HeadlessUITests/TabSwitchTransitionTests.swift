import Foundation
import HeadlessUI
import Testing

/// A tab bar delegate that cross-fades tabs over 0.2 s, linearly, and drives the switch with a
/// percent-driven interaction when `interactive`.
@MainActor
final class CrossfadeTabs: NSObject, UITabBarControllerDelegate,
  UIViewControllerAnimatedTransitioning
{
  let interaction = UIPercentDrivenInteractiveTransition()
  var interactive = false

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { interactive ? interaction : nil }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.2 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.2, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// Switching tabs as a transition, against
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`,
/// `tabBarController(_:interactionControllerFor:)`): immediate without an animator, animated
/// and interactive with one, and a cancelled switch keeps the old tab selected.
@MainActor
@Suite("Tab switches as transitions")
struct TabSwitchTransitionTests {
  func stage() -> (UIWindow, UITabBarController, UIViewController, UIViewController) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let first = UIViewController()
    let second = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs, first, second)
  }

  @Test func aSwitchWithoutAnAnimatorIsAnImmediateTransition() {
    var events: [String] = []
    let recorder = TransitionEventRecorder { context, event in
      events.append("\(context.operation.rawValue) \(event)")
    }
    let (window, tabs, first, second) = stage()
    window.eventObserver = recorder
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === second)
    #expect(second.view.superview === tabs.view)
    #expect(first.view.superview == nil)
    #expect(
      events == [
        "tabSwitch began", "tabSwitch completeTransition(true)", "tabSwitch ended(true)",
      ])
  }

  @Test func aCancelledInteractiveSwitchKeepsTheOldTab() {
    let (window, tabs, first, second) = stage()
    let delegate = CrossfadeTabs()
    delegate.interactive = true
    tabs.delegate = delegate
    tabs.selectedIndex = 1
    #expect(tabs.transitionCoordinator != nil)
    #expect(first.transitionCoordinator === tabs.transitionCoordinator)
    delegate.interaction.update(0.5)
    #expect(abs(second.view.presentationState().alpha - 0.5) < 1e-9)
    // A second switch while one runs is ignored.
    tabs.selectedIndex = 0
    delegate.interaction.cancel()
    window.clock.advance(by: .seconds(0.2))
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    #expect(first.view.superview === tabs.view)
    #expect(second.view.superview == nil)
    #expect(tabs.transitionCoordinator == nil)
  }

  @Test func anAnimatedSwitchFinishesAfterItsDuration() {
    let (window, tabs, first, second) = stage()
    let delegate = CrossfadeTabs()
    tabs.delegate = delegate
    tabs.selectedIndex = 1
    #expect(first.view.superview === tabs.view)
    window.clock.advance(by: .seconds(0.1))
    #expect(abs(second.view.presentationState().alpha - 0.5) < 1e-9)
    window.clock.advance(by: .seconds(0.11))
    #expect(first.view.superview == nil)
    #expect(second.view.alpha == 1)
    #expect(tabs.selectedViewController === second)
  }
}
