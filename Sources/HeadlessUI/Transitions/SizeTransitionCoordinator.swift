import Foundation

/// The coordinator of a window's size change (a rotation, a Split View resize), handed to
/// `viewWillTransition(to:with:)` by ``UIWindow/transition(to:duration:)``: blocks given to
/// ``animate(alongsideTransition:completion:)`` run inside the resize's animation, their
/// completions when it ends.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let containerView: UIView
  let transitionDuration: TimeInterval
  private(set) var alongside: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private(set) var completions:
    [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the resize ended (blocks given after that are refused, as UIKit refuses them).
  var hasEnded = false

  init(window: UIWindow, duration: TimeInterval) {
    containerView = window
    transitionDuration = duration
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { hasEnded ? 1 : 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// Identity: HeadlessUI turns no device, it only resizes the window.
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// A resize is never interactive: the handler is never called.
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}
