import Foundation

/// The context of one view-controller transition (UIKit's private transition context): what
/// a custom animator and interaction controller get, the transition coordinator the
/// controllers involved see (``UIViewController/transitionCoordinator``), and the record an
/// observer reads (the event observer of its window, ``UIWindowEventObserver``).
///
/// Presentations, dismissals, pushes, pops and tab switches all make one. With a custom
/// animator it stays open until the animator calls ``completeTransition(_:)`` (only the
/// first call counts; later ones are counted in ``completeTransitionCalls`` and ignored);
/// without one it completes at once.
@preconcurrency @MainActor
public final class UIViewControllerTransitionContext: UIViewControllerContextTransitioning {
  /// What the transition does.
  public enum Operation: String, Sendable, CaseIterable {
    /// `present(_:animated:completion:)`.
    case present
    /// `dismiss(animated:completion:)`.
    case dismiss
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A tab bar controller's selection change.
    case tabSwitch
  }

  /// Something that happened to a transition, as the event observer of its window hears it (``UIWindowEventObserver/transition(_:did:)``).
  public enum Event: Equatable, Sendable {
    /// It started (its animator, if any, is about to run).
    case began
    /// The interaction controller reported progress.
    case updated(CGFloat)
    /// The interaction ended towards the end state (`finishInteractiveTransition`).
    case interactionFinished
    /// The interaction ended towards the start state (`cancelInteractiveTransition`).
    case interactionCancelled
    /// The transition became interactive again (`pauseInteractiveTransition`).
    case interactionPaused
    /// The animator called `completeTransition(_:)` (every call, the ignored ones too).
    case completeTransition(Bool)
    /// The hierarchy was updated (true) or restored (false) and the callbacks ran.
    case ended(Bool)
    /// The app called its interaction controller's `update(_:)`, `finish()` or `cancel()`
    /// after the interaction had ended (or the transition completed): UIKit's percent-driven
    /// controller calls through to the context
    /// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel():
    /// "calls through to the transition context's `cancelInteractiveTransition()`"), which changes
    /// nothing once the interaction is over; the call is reported so that it can be seen.
    case calledAfterInteractionEnded(InteractionCall)
  }

  /// A call on the interaction controller (``Event/calledAfterInteractionEnded(_:)``).
  public enum InteractionCall: Equatable, Sendable {
    /// `update(_:)` with this fraction.
    case update(CGFloat)
    /// `finish()`.
    case finish
    /// `cancel()`.
    case cancel
  }

  /// Reports `call`, made on the interaction controller once the interaction had ended, to the
  /// window's event observer; changes nothing else (the interaction's end stands).
  ///
  /// - Parameter call: the call the app made.
  public func reportCallAfterInteractionEnded(_ call: InteractionCall) {
    guard interactionEnded || isCompleted else { return }
    report(.calledAfterInteractionEnded(call))
  }

  /// Set by the observer when it hears `.began` of a transition it does not follow: the rest
  /// of that transition's events (an update on every frame of an interactive one) are not
  /// sent to it.
  public var isIgnoredByObserver = false

  /// The window whose event observer hears this transition's events: the container's window
  /// at `.began` (a dismissal's container leaves the window before it ends).
  private var observingWindow = WeakReference<UIWindow>(nil)

  /// Tells the event observer of the container's window (``UIWindowEventObserver``) about
  /// `event`, unless it ignores this transition.
  @inline(__always)
  private func report(_ event: Event) {
    guard !isIgnoredByObserver else { return }
    if case .began = event { observingWindow = WeakReference(containerView.window) }
    guard let observer = observingWindow.object?.eventObserver else { return }
    observer.transition(self, did: event)
  }

  /// What the transition does.
  public let operation: Operation
  public let containerView: UIView
  /// The controller visible at the start.
  public let fromViewController: UIViewController
  /// The controller visible at the end.
  public let toViewController: UIViewController
  let fromView: UIView?
  let toView: UIView?
  public let isAnimated: Bool
  public private(set) var isInteractive = false
  /// Whether the transition started interactively (the interaction controller's
  /// `wantsInteractiveStart`).
  public private(set) var initiallyInteractive = false
  public private(set) var transitionWasCancelled = false
  public let presentationStyle: UIModalPresentationStyle
  /// The last progress an interaction controller reported, 0…1 (UIKit keeps it on the
  /// transition coordinator; its context protocol does not require it).
  public private(set) var percentComplete: CGFloat = 0
  public let targetTransform = CGAffineTransform.identity
  /// The animator (nil for a transition without a custom animation).
  public let animator: UIViewControllerAnimatedTransitioning?
  /// The interaction controller, once the transition started with one.
  public private(set) var interactor: UIViewControllerInteractiveTransitioning?
  /// How many times ``completeTransition(_:)`` was called.
  public private(set) var completeTransitionCalls = 0
  /// How many progress updates the interaction controller reported.
  public private(set) var updateCount = 0
  /// Whether the interaction ended (finish or cancel) at least once.
  public private(set) var interactionEnded = false
  /// When the transition started, on the window's clock (nil without one).
  public let startTime: VirtualInstant?
  let clock: FrameClock?
  /// The percent-driven interaction controller driving the animations, while it does.
  weak var driver: UIPercentDrivenInteractiveTransition?
  var interactionHandlers: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  var queuedAlongside: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var alongsideCompletions: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private(set) var hasStarted = false
  private let frames: [(controller: UIViewController, initial: CGRect, final: CGRect)]
  private var onComplete: ((Bool) -> Void)?

  init(
    operation: Operation, containerView: UIView, from: UIViewController, to: UIViewController,
    fromView: UIView?, toView: UIView?, animated: Bool, style: UIModalPresentationStyle,
    animator: UIViewControllerAnimatedTransitioning?,
    frames: [(controller: UIViewController, initial: CGRect, final: CGRect)],
    onComplete: @escaping (Bool) -> Void
  ) {
    self.operation = operation
    self.containerView = containerView
    self.fromViewController = from
    self.toViewController = to
    self.fromView = fromView
    self.toView = toView
    self.isAnimated = animated
    self.presentationStyle = style
    self.animator = animator
    self.frames = frames
    self.onComplete = onComplete
    let clock = containerView.window?.clock ?? FrameClock.current ?? UIWindow.mostRecentClock
    self.clock = clock
    self.startTime = clock?.now
  }

  /// Whether ``completeTransition(_:)`` was called.
  public var isCompleted: Bool { onComplete == nil }

  /// The animator's duration (0 without one).
  public var transitionDuration: TimeInterval {
    guard let animator else { return 0 }
    let duration = animator.transitionDuration(using: self)
    return duration.isFinite ? max(duration, 0) : 0
  }

  /// The transition's progress now, 0…1: the percent-driven timeline's, else the last
  /// progress an interaction controller reported, else the time since the start over the
  /// duration (1 once completed).
  public var progress: Double {
    if isCompleted { return transitionWasCancelled ? 0 : 1 }
    if let driver { return Double(driver.percentComplete) }
    if interactor != nil { return Double(min(max(percentComplete, 0), 1)) }
    guard let clock, let startTime else { return 0 }
    let duration = transitionDuration
    guard duration > 0 else { return 1 }
    return min(max((clock.now - startTime).seconds / duration, 0), 1)
  }

  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard !isCompleted else { return }
    self.percentComplete = percentComplete.isFinite ? percentComplete : self.percentComplete
    updateCount += 1
    report(.updated(percentComplete))
  }

  public func finishInteractiveTransition() {
    guard !isCompleted else { return }
    transitionWasCancelled = false
    endInteraction(.interactionFinished)
  }

  public func cancelInteractiveTransition() {
    guard !isCompleted else { return }
    transitionWasCancelled = true
    endInteraction(.interactionCancelled)
  }

  public func pauseInteractiveTransition() {
    guard !isCompleted else { return }
    let changed = !isInteractive
    isInteractive = true
    report(.interactionPaused)
    if changed { notifyInteractionChange() }
  }

  private func endInteraction(_ event: Event) {
    let changed = isInteractive
    isInteractive = false
    interactionEnded = true
    report(event)
    if changed { notifyInteractionChange() }
  }

  public func completeTransition(_ didComplete: Bool) {
    completeTransitionCalls += 1
    report(.completeTransition(didComplete))
    guard let onComplete else { return }
    self.onComplete = nil
    if !didComplete { transitionWasCancelled = true }
    isInteractive = false
    // Alongside animations that never got to run take their end values at once.
    let pending = queuedAlongside
    queuedAlongside.removeAll()
    UIView.performWithoutAnimation { for block in pending { block(self) } }
    onComplete(didComplete)
    let completions = alongsideCompletions
    alongsideCompletions.removeAll()
    for completion in completions { completion(self) }
    interactionHandlers.removeAll()
    report(.ended(didComplete))
  }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  public func initialFrame(for vc: UIViewController) -> CGRect {
    frames.first { $0.controller === vc }?.initial ?? .zero
  }

  public func finalFrame(for vc: UIViewController) -> CGRect {
    frames.first { $0.controller === vc }?.final ?? .zero
  }

  /// Starts the transition: tells the observer, then runs the animator (through the
  /// interaction controller when there is one) and the alongside animations queued so far. A
  /// transition without an animator completes at once.
  func start(interactor: UIViewControllerInteractiveTransitioning?) {
    guard !hasStarted else { return }
    hasStarted = true
    report(.began)
    guard let animator else {
      completeTransition(true)
      return
    }
    if let interactor {
      self.interactor = interactor
      initiallyInteractive = interactor.wantsInteractiveStart
      isInteractive = initiallyInteractive
      interactor.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
    guard !isCompleted else { return }
    let queued = queuedAlongside
    queuedAlongside.removeAll()
    for block in queued { runAlongside(block) }
  }

  /// Runs an alongside animation with the transition's own: on the percent-driven
  /// controller's interruptible animator or timeline when one drives the transition, else in a
  /// `UIView` animation of the transition's duration.
  func runAlongside(
    _ block: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    if let driver, driver.runAlongside({ block(self) }) { return }
    UIView.animate(
      withDuration: transitionDuration, delay: 0, options: [], animations: { block(self) })
  }

  private func notifyInteractionChange() {
    for handler in interactionHandlers { handler(self) }
  }
}
