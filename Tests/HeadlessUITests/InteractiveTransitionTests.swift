import Foundation
import HeadlessUI
import Testing

/// An interaction controller that starts the animator itself, as Hero does.
@MainActor
final class ManualInteractor: UIViewControllerInteractiveTransitioning,
  UIViewControllerTransitioningDelegate
{
  let animator: ManualAnimator
  var started = 0

  init(animator: ManualAnimator) { self.animator = animator }

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    started += 1
    animator.animateTransition(using: transitionContext)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { animator }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { self }
}

@MainActor
@Suite("Interactive transitions and lifetimes")
struct InteractiveTransitionTests {
  @Test func interactionControllerDrivesTheDismissal() throws {
    let log = Log()
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    root.present(presented, animated: false)
    let interactor = ManualInteractor(animator: ManualAnimator(log: log))
    presented.transitioningDelegate = interactor
    presented.dismiss(animated: true)
    #expect(interactor.started == 1)
    let context = try #require(interactor.animator.context)
    #expect(context.isInteractive)
    #expect(context.isAnimated)
    #expect(window.transitionContext === context)
    context.updateInteractiveTransition(0.4)
    #expect((context as? UIViewControllerTransitionContext)?.percentComplete == 0.4)
    context.cancelInteractiveTransition()
    #expect(context.transitionWasCancelled)
    context.completeTransition(false)
    // A second completion is ignored.
    context.completeTransition(true)
    #expect(root.presentedViewController === presented)
    #expect(!window.isTransitioning)
  }

  @Test func animatedFalseSkipsTheDelegate() {
    let log = Log()
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    let animator = ManualAnimator(log: log)
    presented.transitioningDelegate = animator
    root.present(presented, animated: false)
    #expect(animator.context == nil)
    #expect(root.presentedViewController === presented)
    // Presenting again while presenting is ignored.
    root.present(UIViewController(), animated: false)
    #expect(root.presentedViewController === presented)
  }

  @Test func touchesAndViewsAreReleased() {
    weak var weakTouch: UITouch?
    weak var weakChild: UIView?
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.makeKeyAndVisible()
    do {
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(child)
      weakChild = child
      let event = window.deliver(
        [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 5, y: 5))], at: .zero)
      weakTouch = event?.touches.first
      window.deliver(
        [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], at: .init(nanoseconds: 1)
      )
      child.removeFromSuperview()
    }
    // The ended touch (which cached a set holding itself) and the removed view are gone.
    #expect(weakTouch == nil)
    #expect(weakChild == nil)
  }

  @Test func subviewsOutliveTheirParentSafely() {
    let child = UIView()
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    // The parent went away: the unretained back reference was cleared.
    #expect(child.superview == nil)
    #expect(child.window == nil)
  }
}
