import Foundation
import HeadlessUI
import Testing

/// A dismissal animator as most apps write one: the presented view slides down by the
/// window's height over 0.5 s with a linear curve, and a badge fades out over the second
/// half; the slide's completion calls `completeTransition(!transitionWasCancelled)`.
/// With `interruptible`, it returns one property animator for the whole transition instead.
@MainActor
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerTransitioningDelegate
{
  let interactor: UIPercentDrivenInteractiveTransition
  let interruptible: Bool
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  var animateCalls = 0
  var propertyAnimator: UIViewPropertyAnimator?
  var endedWith: Bool?

  init(interactor: UIPercentDrivenInteractiveTransition, interruptible: Bool = false) {
    self.interactor = interactor
    self.interruptible = interruptible
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    animateCalls += 1
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let badge = badge
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: { fromView.frame.origin.y = 480 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    UIView.animate(
      withDuration: 0.25, delay: 0.25, options: .curveLinear, animations: { badge.alpha = 0 })
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let propertyAnimator { return propertyAnimator }
    guard interruptible, let fromView = transitionContext.view(forKey: .from) else {
      // Not interruptible: what the protocol's default returns ("none").
      return PlainAnimator().interruptibleAnimator(using: transitionContext)
    }
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
      fromView.frame.origin.y = 480
    }
    animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
    propertyAnimator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { endedWith = transitionCompleted }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { self }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interactor }
}

/// An animator that does not provide an interruptible animator.
@MainActor
final class PlainAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

/// `UIPercentDrivenInteractiveTransition`, the transition context and the transition
/// coordinator, each case worked by hand from Apple's documentation:
/// - https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
///   ("During the interactive portion of a view controller transition, the animation curve is
///   linear"; `completionSpeed`: "the duration of the completion … is (1 - percentComplete) ×
///   duration / completionSpeed"; `completionCurve` defaults to ease in and out; `pause()`,
///   `wantsInteractiveStart`, `timingCurve` since iOS 10);
/// - https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
///   ("the same animator object for the duration of the transition");
/// - https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
///   (`animate(alongsideTransition:completion:)`: "runs the specified animations at the same
///   time as the view controller transition animations"; `notifyWhenInteractionChanges`);
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator.
/// What the documentation leaves open (a cancel after a finish, the views after a cancel) is
/// written in docs/HEADLESSUI.md and tested here as that choice.
@MainActor
@Suite("UIKit's percent-driven interactive transitions")
struct PercentDrivenTransitionTests {
  @MainActor
  struct Stage {
    let window: UIWindow
    let root: UIViewController
    let presented: UIViewController
    let animator: SlideDownAnimator
    let interactor: UIPercentDrivenInteractiveTransition

    /// The presented view's top edge as drawn (its centre less half the window's height).
    var fromY: CGFloat { presented.view.presentationState().center.y - 240 }
    func advance(ms: Double) {
      window.clock.advance(by: .seconds(ms / 1000))
    }
  }

  func stage(
    interruptible: Bool = false,
    configure: (UIPercentDrivenInteractiveTransition) -> Void = { _ in }
  )
    -> Stage
  {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    root.present(presented, animated: false)
    let interactor = UIPercentDrivenInteractiveTransition()
    configure(interactor)
    let animator = SlideDownAnimator(interactor: interactor, interruptible: interruptible)
    presented.view.addSubview(animator.badge)
    presented.transitioningDelegate = animator
    return Stage(
      window: window, root: root, presented: presented, animator: animator,
      interactor: interactor)
  }

  @Test func theInteractivePartIsLinearInTimeAndEachAnimationKeepsItsDelay() throws {
    let s = stage()
    s.presented.dismiss(animated: true)
    #expect(s.animator.animateCalls == 1)
    #expect(s.interactor.duration == 0.5)
    s.interactor.update(0.25)
    // 0.25 of 0.5 s = 0.125 s: the slide (linear, 0.5 s) is a quarter of the way.
    #expect(abs(s.fromY - 120) < 1e-9)
    // The badge's fade starts at 0.25 s: not yet.
    #expect(abs(s.animator.badge.presentationState().alpha - 1) < 1e-9)
    s.interactor.update(0.75)
    // 0.375 s: the slide at 360 pt, the fade half done ((0.375 − 0.25) / 0.25).
    #expect(abs(s.fromY - 360) < 1e-9)
    #expect(abs(s.animator.badge.presentationState().alpha - 0.5) < 1e-9)
    #expect(abs(s.interactor.percentComplete - 0.75) < 1e-9)
    // Nothing moves while the finger rests: the clock runs, the views stay.
    s.advance(ms: 300)
    #expect(abs(s.fromY - 360) < 1e-9)
    #expect(s.root.presentedViewController === s.presented)
    let context = try #require(s.window.transitionContext)
    #expect(context.isInteractive)
    let percent = try #require((context as? UIViewControllerTransitionContext)?.percentComplete)
    #expect(abs(percent - 0.75) < 1e-9)
  }

  @Test func finishRunsTheRestAtTheCompletionSpeed() {
    let s = stage { interactor in
      interactor.completionSpeed = 2
      interactor.completionCurve = .linear
    }
    s.presented.dismiss(animated: true)
    s.interactor.update(0.5)
    s.interactor.finish()
    // (1 − 0.5) × 0.5 s / 2 = 0.125 s to go, linearly from 240 to 480 pt.
    s.advance(ms: 62.5)
    #expect(abs(s.fromY - 360) < 1e-6)
    s.advance(ms: 57.5)
    #expect(s.root.presentedViewController === s.presented)
    s.advance(ms: 5)
    #expect(s.root.presentedViewController == nil)
    #expect(s.animator.endedWith == true)
    #expect(!s.window.isTransitioning)
  }

  @Test func theCompletionCurveShapesTheFinish() {
    let s = stage()  // completionCurve: ease in and out, the default
    #expect(s.interactor.completionCurve == .easeInOut)
    s.presented.dismiss(animated: true)
    s.interactor.update(0.5)
    s.interactor.finish()
    // Half of the 0.25 s: ease-in-out is symmetric, so half of the way: 360 pt.
    s.advance(ms: 125)
    #expect(abs(s.fromY - 360) < 1e-6)
    // A quarter of it: the curve (0.42, 0, 0.58, 1) is below the diagonal there.
    let early = stage()
    early.presented.dismiss(animated: true)
    early.interactor.update(0.5)
    early.interactor.finish()
    early.advance(ms: 62.5)
    #expect(early.fromY > 240 && early.fromY < 300)
  }

  @Test func cancelRunsBackAndTheViewsEndAtTheirStart() {
    let s = stage { $0.completionCurve = .linear }
    s.presented.dismiss(animated: true)
    s.interactor.update(0.4)
    s.interactor.cancel()
    // 0.4 × 0.5 s = 0.2 s back, from 192 pt to 0.
    s.advance(ms: 100)
    #expect(abs(s.fromY - 96) < 1e-6)
    s.advance(ms: 101)
    #expect(s.root.presentedViewController === s.presented)
    #expect(s.presented.view.frame.origin.y == 0)
    #expect(s.fromY == 0)
    #expect(s.animator.badge.alpha == 1)
    #expect(s.animator.endedWith == false)
    #expect(!s.window.isTransitioning)
  }

  @Test func pauseAndResumeATransitionThatStartedAnimating() throws {
    let s = stage { interactor in
      interactor.wantsInteractiveStart = false
      interactor.completionCurve = .linear
    }
    s.presented.dismiss(animated: true)
    let context = try #require(s.window.transitionContext)
    #expect(!context.isInteractive)
    s.advance(ms: 100)
    // Running by itself at real speed: 0.1 s of 0.5 s.
    #expect(abs(s.fromY - 96) < 1e-6)
    s.interactor.pause()
    #expect(context.isInteractive)
    #expect(abs(s.interactor.percentComplete - 0.2) < 1e-9)
    s.advance(ms: 100)
    #expect(abs(s.fromY - 96) < 1e-6)
    s.interactor.update(0.6)
    #expect(abs(s.fromY - 288) < 1e-6)
    s.interactor.finish()
    // (1 − 0.6) × 0.5 s = 0.2 s to go.
    s.advance(ms: 199)
    #expect(s.root.presentedViewController === s.presented)
    s.advance(ms: 2)
    #expect(s.root.presentedViewController == nil)
  }

  @Test func aCancelAfterAFinishIsIgnored() throws {
    let s = stage()
    s.presented.dismiss(animated: true)
    s.interactor.update(0.7)
    s.interactor.finish()
    s.interactor.cancel()
    let context = try #require(s.window.transitionContext)
    #expect(!context.transitionWasCancelled)
    s.advance(ms: 200)
    #expect(s.root.presentedViewController == nil)
    #expect(s.animator.endedWith == true)
    #expect((context as? UIViewControllerTransitionContext)?.completeTransitionCalls == 1)
  }

  @Test func anInterruptibleAnimatorIsDrivenInsteadOfAnimateTransition() {
    let s = stage(interruptible: true) { $0.completionCurve = .linear }
    s.presented.dismiss(animated: true)
    #expect(s.animator.animateCalls == 0)
    let propertyAnimator = s.animator.propertyAnimator
    #expect(propertyAnimator?.state == .active)
    #expect(propertyAnimator?.isRunning == false)
    s.interactor.update(0.3)
    #expect(propertyAnimator?.fractionComplete == 0.3)
    #expect(abs(s.fromY - 144) < 1e-6)
    s.interactor.finish()
    // (1 − 0.3) × 0.5 s = 0.35 s to go, linearly: half of it is half of the rest.
    s.advance(ms: 175)
    #expect(abs(s.fromY - 312) < 1e-6)
    s.advance(ms: 176)
    #expect(s.root.presentedViewController == nil)
    #expect(s.window.transitionContext == nil)
  }

  @Test func anInterruptibleAnimatorReversesOnCancel() {
    let s = stage(interruptible: true)
    s.presented.dismiss(animated: true)
    s.interactor.update(0.5)
    s.interactor.cancel()
    #expect(s.animator.propertyAnimator?.isReversed == true)
    s.advance(ms: 260)
    #expect(s.root.presentedViewController === s.presented)
    #expect(s.presented.view.frame.origin.y == 0)
    #expect(s.animator.endedWith == false)
  }

  @Test func theDefaultInterruptibleAnimatorMeansNone() {
    let s = stage()
    s.presented.dismiss(animated: true)
    let context = s.window.transitionContext
    #expect(
      context.map { ($0 as? UIViewControllerTransitionCoordinator)?.isInterruptible } == false)
  }
}
