import Foundation
import HeadlessUI
import Testing

/// A presented controller that dims its presenter alongside its dismissal, as apps do from
/// `viewWillDisappear`, and notes what the coordinator tells it.
@MainActor
final class DimmingViewController: UIViewController {
  let dimming = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  var coordinatorSeen = false
  var completedCancelled: [Bool] = []
  var interactionChanges: [Bool] = []

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let coordinator = transitionCoordinator else { return }
    coordinatorSeen = true
    let dimming = dimming
    coordinator.animate(
      alongsideTransition: { _ in dimming.alpha = 0 },
      completion: { [weak self] context in self?.completedCancelled.append(context.isCancelled) })
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      self?.interactionChanges.append(context.isCancelled)
    }
  }
}

/// The transition coordinator and the transition record, against
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator and
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
/// ("if a transition is in progress, the transition coordinator of the view controller or its
/// ancestors; otherwise nil"): alongside animations run with the transition's, scrubbed and
/// reversed with them under a percent-driven interaction; completions see how it ended.
@MainActor
@Suite("Transition coordinators")
struct TransitionCoordinatorTests {
  func stage(observer: UIWindowEventObserver? = nil) -> (
    UIWindow, UIViewController, DimmingViewController, SlideDownAnimator
  ) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.eventObserver = observer
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = DimmingViewController()
    root.present(presented, animated: false)
    root.view.addSubview(presented.dimming)
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.completionCurve = .linear
    let animator = SlideDownAnimator(interactor: interactor)
    presented.transitioningDelegate = animator
    return (window, root, presented, animator)
  }

  @Test func theAlongsideAnimationIsScrubbedAndReversedOnCancel() {
    let (window, root, presented, animator) = stage()
    #expect(presented.transitionCoordinator == nil)
    presented.dismiss(animated: true)
    #expect(presented.coordinatorSeen)
    // The alongside block ran in a 0.5 s animation with the default curve (ease in and out,
    // symmetric): at half the transition it is half done.
    animator.interactor.update(0.5)
    #expect(abs(presented.dimming.presentationState().alpha - 0.5) < 1e-9)
    animator.interactor.cancel()
    #expect(presented.interactionChanges == [true])
    window.clock.advance(by: .seconds(0.3))
    #expect(root.presentedViewController === presented)
    #expect(presented.dimming.alpha == 1)
    #expect(presented.completedCancelled == [true])
  }

  @Test func theAlongsideAnimationFinishesWithTheTransition() {
    let (window, root, presented, animator) = stage()
    presented.dismiss(animated: true)
    animator.interactor.update(0.2)
    animator.interactor.finish()
    #expect(presented.interactionChanges == [false])
    window.clock.advance(by: .seconds(0.5))
    #expect(root.presentedViewController == nil)
    #expect(presented.dimming.alpha == 0)
    #expect(presented.completedCancelled == [false])
  }

  @Test func childrenAndTheNavigationControllerSeeThePushCoordinator() {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let log = Log()
    let animator = ManualAnimator(log: log)
    navigation.delegate = animator
    let second = UIViewController()
    let child = UIViewController()
    second.addChild(child)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.transitionCoordinator != nil)
    #expect(child.transitionCoordinator === navigation.transitionCoordinator)
    #expect(first.transitionCoordinator != nil)
    animator.context?.completeTransition(true)
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.topViewController === second)
  }

  /// The stage's presented controller dismissed interactively (updated to 0.6, finished), then
  /// one more controller presented without animation: a transition too, begun and ended at once.
  private func dismissInteractivelyThenPresent(observer: UIWindowEventObserver) {
    let (window, root, presented, animator) = stage(observer: observer)
    presented.dismiss(animated: true)
    animator.interactor.update(0.6)
    animator.interactor.finish()
    window.clock.advance(by: .seconds(0.5))
    root.present(UIViewController(), animated: false)
  }

  @Test func theObserverHearsEveryTransitionInOrder() {
    var events: [(UIViewControllerTransitionContext.Operation, String)] = []
    let recorder = TransitionEventRecorder { context, event in
      events.append((context.operation, "\(event)"))
    }
    dismissInteractivelyThenPresent(observer: recorder)
    #expect(
      events.map { "\($0.0.rawValue) \($0.1)" } == [
        "present began", "present completeTransition(true)", "present ended(true)",
        "dismiss began", "dismiss updated(0.6)", "dismiss interactionFinished",
        "dismiss completeTransition(true)", "dismiss ended(true)",
        "present began", "present completeTransition(true)", "present ended(true)",
      ])
  }

  @Test func aTransitionTheObserverIgnoresSendsItNothingMore() {
    var events: [String] = []
    let recorder = TransitionEventRecorder { context, event in
      events.append("\(context.operation.rawValue) \(event)")
      // Follows presentations only.
      if event == .began, context.operation == .dismiss { context.isIgnoredByObserver = true }
    }
    dismissInteractivelyThenPresent(observer: recorder)
    #expect(
      events == [
        "present began", "present completeTransition(true)", "present ended(true)",
        "dismiss began",
        "present began", "present completeTransition(true)", "present ended(true)",
      ])
  }
}
