import Foundation

/// What a transition coordinator's blocks learn about the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presented controller's style (`.fullScreen` for navigation and tabs).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted (true when its animator provides an
  /// interruptible animator).
  var isInterruptible: Bool { get }
  /// Whether the user drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The animator's duration.
  var transitionDuration: TimeInterval { get }
  /// The progress when the interaction last changed.
  var percentComplete: CGFloat { get }
  /// The completion's speed factor (the interaction controller's `completionSpeed`).
  var completionVelocity: CGFloat { get }
  /// The completion's curve.
  var completionCurve: UIView.AnimationCurve { get }
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The container of the animation.
  var containerView: UIView { get }
  /// The rotation's transform (identity).
  var targetTransform: CGAffineTransform { get }
}

/// What ``UIViewController/transitionCoordinator`` returns while a transition involving the
/// controller runs: animations to run alongside it, and callbacks when it ends or its
/// interaction changes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations (scrubbed, reversed and finished
  /// with them when a percent-driven interaction drives the transition) and `completion`
  /// after the transition ends. Returns false when the transition has already ended.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// The same, for animations of views outside the container (`view` is not used here).
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` each time the transition goes from interactive to animating (a finish
  /// or cancel) or back (a pause).
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` with no completion: UIKit's declaration gives
  /// `completion` a default of nil
  /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)),
  /// which a protocol requirement cannot, so the shorter call is this overload.
  ///
  /// - Parameter animation: runs with the transition's animations.
  /// - Returns: false when the transition has already ended.
  @discardableResult
  public func animate(
    alongsideTransition animation: (
      @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    )?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// ``animateAlongsideTransition(in:animation:completion:)`` with no completion (UIKit's
  /// default of nil).
  ///
  /// - Parameters:
  ///   - view: the view outside the container that the animation concerns (not used here).
  ///   - animation: runs with the transition's animations.
  /// - Returns: false when the transition has already ended.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
