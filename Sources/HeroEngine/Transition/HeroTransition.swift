import Foundation
import HeadlessUI

/// Hero's transition engine: drives one view-controller transition at a time, with Hero 1.6's
/// interactive semantics (update / apply / finish / cancel / changeTarget), its state machine,
/// delegates and quirks, on the window's virtual frame clock.
///
/// App code reaches it as ``Hero/shared``; tests make their own instance and run it with
/// ``Hero/withShared(_:_:)`` or ``transition(from:to:in:completion:)``.
@preconcurrency @MainActor
public final class HeroTransition: LifetimeTracked {
  // Stored properties marked `@exclusivity(unchecked)` skip Swift's dynamic exclusivity checks:
  // 0.20 M instructions of a replay, 3.4 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe
  // code"). The engine runs on the main actor and holds no access across a call into app code.
  deinit {
    lifetime.end()
  }

  /// The token weak references to this engine hold (see `LifetimeToken` in HeadlessUI).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  // MARK: Configuration (persists across transitions)

  /// The default animation type; `.auto` resolves per transition (docs/spec/HERO.md §5).
  public var defaultAnimation: HeroDefaultAnimationType = .auto
  /// The background of Hero's container (not applied for over-full-screen presentations).
  @exclusivity(unchecked) public var containerColor: UIColor = .black
  /// Whether UIKit's container takes touches during the transition.
  @exclusivity(unchecked) public var isUserInteractionEnabled = false
  /// Which root view is drawn on top.
  @exclusivity(unchecked) public var viewOrderingStrategy: HeroViewOrderingStrategy = .auto
  /// How `.auto` picks directions.
  public var defaultAnimationDirectionStrategy: HeroDefaultAnimationType.Strategy =
    .forceLeftToRight
  /// Observes state and progress (held weakly).
  public weak var delegate: HeroTransitionDelegate?
  /// The clock to run on; nil uses the container's window clock, else `FrameClock.current`.
  @exclusivity(unchecked) public var frameClock: FrameClock?
  /// Whether frames are recorded into ``timeline`` (off by default).
  @exclusivity(unchecked) public var isRecordingTimeline = false

  // MARK: State

  /// The state machine's state (every change is reported to the delegate).
  // Computed: setting it reports the change (timeline, delegate).
  public internal(set) var state: HeroTransitionState {
    @inlinable get { storedState }
    set {
      storedState = newValue
      stateDidChange()
    }
  }
  @exclusivity(unchecked) @usableFromInline var storedState: HeroTransitionState = .possible

  private func stateDidChange() {
    if isRecordingTimeline {
      if state == .notified { timeline = HeroTimeline() }
      let time = (activeClock ?? resolveClock())?.now.nanoseconds ?? 0
      timeline.stateChanges.append(
        HeroTimeline.StateChange(time: time, state: state, progress: progress))
    }
    delegate?.heroTransition(self, didUpdate: state)
    if !stateObservers.isEmpty {
      for entry in stateObservers { entry.observer(self) }
    }
  }

  /// Whether the last transition that completed ended at its end state (nil before any
  /// completed): the `finished` that `complete(finished:)` was given.
  public internal(set) var lastTransitionFinished: Bool?
  /// Whether the running transition is a navigation push or pop.
  public var isInNavigationController: Bool { inNavigationController }
  /// Whether the running transition is a tab switch.
  public var isInTabBarController: Bool { inTabBarController }
  /// Whether the running transition is Hero's own (``transition(from:to:in:completion:)``)
  /// rather than one UIKit asked for.
  public var isCustomTransition: Bool { transitionContext == nil && transitionContainer != nil }

  /// Whether a transition is under way (`state != .possible`).
  @inlinable public var isTransitioning: Bool { storedState != .possible }
  /// Deprecated alias of ``isTransitioning``.
  @inlinable public var transitioning: Bool { isTransitioning }
  /// Whether the transition presents or pushes.
  public internal(set) var isPresenting = true
  /// Deprecated alias of ``isPresenting``.
  public var presenting: Bool { isPresenting }
  /// True unless the progress runner is running (before auto-run starts, and after update).
  public var interactive: Bool { !runner.isRunning }
  /// The transition's duration, fixed when animation starts (0 when idle).
  @exclusivity(unchecked) public internal(set) var totalDuration: TimeInterval = 0
  /// The progress, 0…1 (0 when idle). Setting it while animating seeks the views when
  /// interactive.
  // Computed, as `state` is: setting it reports the change.
  public internal(set) var progress: Double {
    @inlinable get { storedProgress }
    set {
      storedProgress = newValue
      progressDidChange()
    }
  }
  @exclusivity(unchecked) @usableFromInline var storedProgress: Double = 0
  /// Hero's container view during a transition.
  @exclusivity(unchecked) public internal(set) var container: UIView?
  /// The views and states of the transition in progress.
  @exclusivity(unchecked) public internal(set) var context: HeroContext?
  /// The source controller.
  public internal(set) var fromViewController: UIViewController?
  /// The destination controller.
  public internal(set) var toViewController: UIViewController?
  /// The frames and state changes recorded (see ``isRecordingTimeline``); kept after the
  /// transition ends until ``resetTimeline()`` or the next transition is notified.
  @exclusivity(unchecked) public internal(set) var timeline = HeroTimeline()
  /// The default animation type the last transition resolved to.
  public internal(set) var resolvedDefaultAnimation: HeroDefaultAnimationType = .none

  // MARK: Internals

  @exclusivity(unchecked) var transitionContext: UIViewControllerContextTransitioning?
  @exclusivity(unchecked) var transitionContainer: UIView?
  var completionCallback: ((Bool) -> Void)?
  @exclusivity(unchecked) var startingProgress: CGFloat?
  @exclusivity(unchecked) var forceFinishing: Bool?
  var forceNotInteractive = false
  var inNavigationController = false
  var inTabBarController = false
  /// Push, pop or tab switch (Hero's `inContainerController`).
  var inContainerController: Bool { inNavigationController || inTabBarController }
  /// Where the presenting view was when an overFullScreen presentation started, to put it
  /// back when a later dismissal finishes (Hero's `originalSuperview`, `originalFrame` and
  /// `originalFrameInContainer`; kept across transitions until a dismissal finishes).
  var originalSuperview: UIView?
  var originalFrame: CGRect?
  var originalFrameInContainer: CGRect?
  /// The snapshots an overFullScreen transition left in Hero's container, with their
  /// animations (see ``presentation(of:)``), until the next transition removes that container.
  var storedPresentations = IdentityTable<HeroViewContext>()
  /// The clock those snapshots' animations run on.
  var storedPresentationClock: FrameClock?
  /// The plugin types enabled with `HeroPlugin.enable()`, in order (Hero's
  /// `enabledPlugins`, shared by every engine as Hero's is static).
  @exclusivity(unchecked) static var enabledPlugins: [HeroPlugin.Type] = []
  /// This transition's plugin instances.
  @exclusivity(unchecked) var plugins: [HeroPlugin] = []
  var resetDefaultAnimationAfterTransition = false
  var resetContainerColorAfterTransition = false
  @exclusivity(unchecked) var progressObservers: [HeroProgressUpdateObserver]?
  @exclusivity(unchecked) var callObservers: [(id: Int, observer: @MainActor (HeroCall) -> Void)] =
    []
  @exclusivity(unchecked) var stateObservers:
    [(id: Int, observer: @MainActor (HeroTransition) -> Void)] = []
  var nextObserverID = 0
  let animator = HeroDefaultAnimator()
  let runner = HeroProgressRunner()
  @exclusivity(unchecked) var activeClock: FrameClock?
  @exclusivity(unchecked) var displayLink: CADisplayLink?
  /// Hero's `fullScreenSnapshot`: put over the window by `start()`, removed only by
  /// `animate()`, never cleared by `complete(finished:)`.
  var fullScreenSnapshot: UIView?
  /// Every full-screen snapshot this engine made (weakly): the ones a skipped `animate()` left
  /// behind are still in a window.
  var snapshotsMade: [WeakReference<UIView>] = []
  /// True between `start()` entering `.starting` and creating the context: app code that runs
  /// there (the `heroWillStart…` delegate calls, layout) meets Hero's nil `context`.
  var isBeforeContext = false
  @exclusivity(unchecked) var eventObservers:
    [(id: Int, observer: @MainActor (HeroEngineEvent) -> Void)] = []

  /// Where Hero 1.6.4 would have crashed, if it would have (the engine stopped there: every
  /// later call is ignored and the state stays where it was).
  @exclusivity(unchecked) public internal(set) var crash: HeroEngineEvent?

  /// The full-screen snapshots this engine put over a window that are still there although
  /// no transition needs them: a transition that completed before its queued `animate()`
  /// ran leaves its snapshot covering the window, and the app looks frozen under it (Hero #259,
  /// #655, #572). Empty when all is well; the running transition's own snapshot counts only
  /// once the transition no longer needs it (after `.starting`).
  public var strandedSnapshots: [UIView] {
    snapshotsMade.compactMap(\.object).filter { snapshot in
      guard snapshot.superview != nil else { return false }
      // While `.starting` the latest snapshot is the running transition's own; in `.notified`
      // the new transition has not made one yet, so the latest is a leftover too.
      return !(snapshot === fullScreenSnapshot && state == .starting)
    }
  }

  /// Whether `view` is one of the engine's own views (a full-screen snapshot or Hero's
  /// container) or lies inside one: what a touch reaches when the engine covers the app.
  public func isEngineView(_ view: UIView) -> Bool {
    // Plain loops (a closure here would pay an isolation check per call), and each weak
    // snapshot loaded once.
    if let container, view.isDescendant(of: container) { return true }
    for made in snapshotsMade {
      if let snapshot = made.object, view.isDescendant(of: snapshot) { return true }
    }
    return false
  }

  /// A new, idle engine.
  public init() {
    runner.transition = self
  }

  var fromView: UIView? { fromViewController?.view }
  var toView: UIView? { toViewController?.view }

  var toOverFullScreen: Bool {
    guard let style = toViewController?.modalPresentationStyle else { return false }
    return !inContainerController && (style == .overFullScreen || style == .overCurrentContext)
  }

  var fromOverFullScreen: Bool {
    guard let style = fromViewController?.modalPresentationStyle else { return false }
    return !inContainerController && (style == .overFullScreen || style == .overCurrentContext)
  }

  /// The clock time in seconds (0 without a clock).
  var now: Double { activeClock?.mediaTime ?? 0 }

  var clockNanoseconds: Int64 { activeClock?.now.nanoseconds ?? 0 }

  /// Clears the recorded timeline.
  public func resetTimeline() {
    timeline = HeroTimeline()
  }

  /// Adds an observer of every interactive call; returns a token for ``removeCallObserver(_:)``.
  @discardableResult
  public func addCallObserver(_ observer: @escaping @MainActor (HeroCall) -> Void) -> Int {
    nextObserverID += 1
    callObservers.append((nextObserverID, observer))
    return nextObserverID
  }

  /// Removes a call observer.
  public func removeCallObserver(_ token: Int) {
    callObservers.removeAll { $0.id == token }
  }

  /// Adds an observer told after every change of ``state`` (after the delegate); returns a
  /// token for ``removeStateObserver(_:)``. Unlike ``delegate`` it leaves the app's own
  /// delegate in place: a replay watches transitions with it.
  @discardableResult
  public func addStateObserver(_ observer: @escaping @MainActor (HeroTransition) -> Void) -> Int {
    nextObserverID += 1
    stateObservers.append((nextObserverID, observer))
    return nextObserverID
  }

  /// Adds an observer of the engine's own events (``HeroEngineEvent``); returns a token for
  /// ``removeEventObserver(_:)``.
  @discardableResult
  public func addEventObserver(
    _ observer: @escaping @MainActor (HeroEngineEvent) -> Void
  ) -> Int {
    nextObserverID += 1
    eventObservers.append((nextObserverID, observer))
    return nextObserverID
  }

  /// Removes an event observer.
  public func removeEventObserver(_ token: Int) {
    eventObservers.removeAll { $0.id == token }
  }

  /// Removes a state observer.
  public func removeStateObserver(_ token: Int) {
    stateObservers.removeAll { $0.id == token }
  }

  /// Registers a progress observer (dropped at completion, as in Hero).
  public func observeForProgressUpdate(observer: HeroProgressUpdateObserver) {
    if progressObservers == nil { progressObservers = [] }
    progressObservers?.append(observer)
  }

  func log(_ kind: HeroCall.Kind, legacy: Bool = false) {
    guard !callObservers.isEmpty else { return }
    let call = HeroCall(
      kind: kind, isLegacyName: legacy, time: (activeClock ?? resolveClock())?.now.nanoseconds ?? 0,
      state: state, progress: progress)
    for entry in callObservers { entry.observer(call) }
  }

  func emit(_ kind: HeroEngineEvent.Kind) {
    let event = HeroEngineEvent(
      kind: kind, time: (activeClock ?? resolveClock())?.now.nanoseconds ?? 0, state: state)
    if case .crash = kind { crash = event }
    for entry in eventObservers { entry.observer(event) }
  }

  /// Records where Hero would crash and stops the engine (see ``crash``).
  func crashed(_ reason: String) {
    guard crash == nil else { return }
    runner.stop()
    stopFrames()
    emit(.crash(reason: reason))
  }

  /// Whether the engine stopped at a crash (every entry point then returns at once).
  var hasCrashed: Bool { crash != nil }

  func resolveClock() -> FrameClock? {
    frameClock ?? transitionContainer?.window?.clock ?? fromViewController?.viewIfLoaded?.window?
      .clock
      ?? FrameClock.current
  }

  private func progressDidChange() {
    if state == .animating {
      if let observers = progressObservers {
        for observer in observers { observer.heroDidUpdateProgress(progress: progress) }
      }
      let timePassed = progress * totalDuration
      if interactive {
        animator.seek(timePassed: timePassed)
        for plugin in plugins { plugin.seekTo(timePassed: timePassed) }
      } else {
        for plugin in plugins where plugin.requirePerFrameCallback {
          plugin.seekTo(timePassed: timePassed)
        }
      }
      transitionContext?.updateInteractiveTransition(CGFloat(progress))
    }
    delegate?.heroTransition(self, didUpdate: progress)
  }
}
