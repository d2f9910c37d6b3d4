import Foundation

/// Names a view controller of a transition (`viewController(forKey:)`).
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A key from its raw name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller that is visible at the start.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller that is visible at the end.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// Names a view of a transition (`view(forKey:)`).
public struct UITransitionContextViewKey: Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A key from its raw name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view that is visible at the start (nil when it stays, e.g. the presenter of an
  /// over-full-screen presentation).
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view that is visible at the end (nil when it never left).
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What a custom animator gets: the container, the controllers and views, and the calls that
/// report progress and the end. The window's transition context implements it; the
/// hierarchy is updated (or, for `completeTransition(false)`, restored) when the animator
/// calls ``completeTransition(_:)``. The requirements are UIKit's, no more (an app may write
/// its own context, as container transitions do): the progress reported is the window's
/// context's ``UIViewControllerTransitionContext/percentComplete``.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the animation happens; the animator adds the "to" view to it.
  var containerView: UIView { get }
  /// Whether the transition was started with `animated: true`.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives it.
  var isInteractive: Bool { get }
  /// Whether it was cancelled (``cancelInteractiveTransition()`` or
  /// `completeTransition(false)`).
  var transitionWasCancelled: Bool { get }
  /// The style of the presented controller (`.fullScreen` for navigation).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Reports interactive progress.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that the interaction will finish.
  func finishInteractiveTransition()
  /// Reports that the interaction will cancel.
  func cancelInteractiveTransition()
  /// Reports that the interaction paused.
  func pauseInteractiveTransition()
  /// Ends the transition: `true` keeps the new hierarchy, `false` restores the old one.
  /// Only the first call counts.
  func completeTransition(_ didComplete: Bool)
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key` (see ``UITransitionContextViewKey``).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The transform of a rotation happening with the transition (always identity).
  var targetTransform: CGAffineTransform { get }
  /// The frame of `vc`'s view at the start (`.zero` when it is not on screen then).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The frame of `vc`'s view at the end (`.zero` when it is not on screen then).
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// A custom animator for a transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The length of the (non-interactive) animation in seconds.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Starts the animation; call `transitionContext.completeTransition(_:)` when done.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called once the transition has ended (after the hierarchy was updated or restored).
  func animationEnded(_ transitionCompleted: Bool)
  /// The interruptible animator that runs this transition (the same object for the whole
  /// transition). When an animator provides one, `UIPercentDrivenInteractiveTransition`
  /// drives it (pausing, scrubbing, reversing and continuing it) instead of calling
  /// ``animateTransition(using:)``. The default says it has none.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// None (a marker the transition machinery recognises).
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    NoInterruptibleAnimator.shared
  }
}

extension UIViewControllerAnimatedTransitioning {
  /// The animator's interruptible animator, or nil when it provides none.
  func providedInterruptibleAnimator(using context: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating?
  {
    let animator = interruptibleAnimator(using: context)
    return animator === NoInterruptibleAnimator.shared ? nil : animator
  }
}

/// An interaction controller: drives a transition from user input.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition; typically sets things up and calls the animator.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// Speed factor of the completion animation (1).
  var completionSpeed: CGFloat { get }
  /// Whether the transition starts interactively (true).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1.
  public var completionSpeed: CGFloat { 1 }
  /// True.
  public var wantsInteractiveStart: Bool { true }
}

/// Supplies animators (and interaction controllers) for presenting and dismissing a
/// controller; set it as the presented controller's `transitioningDelegate`. Every method
/// defaults to nil (no custom transition).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator for presenting `presented` from `presenting` (`source` called `present`).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The animator for dismissing `dismissed`.
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller for a presentation with `animator`.
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The interaction controller for a dismissal with `animator`.
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The presentation controller of a `.custom` presentation of `presented`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Nil.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }
  /// Nil.
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { nil }
  /// Nil.
  public func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
  /// Nil.
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
  /// Nil (a plain presentation controller).
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
