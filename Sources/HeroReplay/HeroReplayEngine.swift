import HeadlessUI
import HeroEngine
import ReplayCore

/// Hero's engine as an `AppReplayScene` sees it: a new `HeroTransition` for each replay,
/// bound as `Hero.shared` while the app is built and the replay runs, whose calls, state changes
/// and events the scene records. Made by `ReplayEngine.hero`.
@MainActor
public final class HeroReplayEngine: ReplayTransitionEngine, LifetimeTracked {
  // No `@exclusivity(unchecked)` here: on the four stored properties below it bought 0.6 % of
  // the replay benchmark's instructions (docs/PERFORMANCE.md, "Unsafe code").

  deinit {
    lifetime.end()
  }

  /// The token weak references to this engine hold (see `LifetimeToken` in HeadlessUI).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  /// The engine app code reaches as `Hero.shared` during the replay.
  public let engine = HeroTransition()

  // The scene observing the engine (it owns the engine), and the engine's state as last seen.
  var sceneReference = WeakReference<AppReplayScene>(nil)
  var scene: AppReplayScene? { sceneReference.object }
  var lastState: HeroTransitionState = .possible
  // Transition-frame sampling, worked out once per list of animated views; the last states
  // sampled, kept while the engine's presentation revision stays the same.
  var transitionSamples = TransitionSampleLayout()
  var transitionStates: (states: [ReplayViewState], revision: UInt64)?
  var presentedGeometry: [HeroPresentedGeometry] = []

  /// A new engine.
  public init() {}

  public func withinScope(_ body: () -> Void) {
    Hero.withShared(engine, body)
  }

  public var isTransitioning: Bool { engine.isTransitioning }
  public var hasCrashed: Bool { engine.crash != nil }
  public var progress: Double { engine.progress }
  public var state: TransitionState { TransitionState(engine.state.description) }
  public var drawsTransitionFrame: Bool { engine.state == .animating }

  public func identifier(of view: UIView) -> String? { view.hero.id }

  public func isOwnAnimator(_ animator: AnyObject) -> Bool { animator === engine }

  public func nameOfEngineView(_ view: UIView) -> String? {
    guard engine.isEngineView(view) else { return nil }
    return view === engine.container ? "engine:container" : "engine:snapshot"
  }

  public var strandedSnapshotCount: Int { engine.strandedSnapshots.count }
}

extension ReplayEngine {
  /// Hero 1.6.4's engine, re-implemented on HeadlessUI (``HeroReplayEngine``): for an app
  /// whose code calls `Hero.shared` or uses `hero` modifiers and ids.
  public static let hero = ReplayEngine(name: "Hero 1.6.4") { HeroReplayEngine() }
}

extension AppReplayScene {
  /// Hero's engine of the last replay (after the scene's `prepare(in:)`), when
  /// the scene was made with `engine: .hero`; else nil.
  public var heroEngine: HeroTransition? { (engine as? HeroReplayEngine)?.engine }
}
