import HeadlessUI

/// A transition engine that app code talks to directly rather than through UIKit's
/// transitioning delegates (Hero's `Hero.shared` is one): an ``AppReplayScene`` makes one for
/// each replay (``ReplayEngine``), binds it for the app's code, and observes it. UIKit's own
/// transitions need no engine: the scene observes them through HeadlessUI.
///
/// An engine reports what happens to the scene it was given in ``startObserving(for:)``, through
/// the scene's `engine…` methods (package access: the engines are this package's own targets).
@MainActor
public protocol ReplayTransitionEngine: AnyObject {
  /// Runs `body` with this engine as the one app code reaches (for Hero: `Hero.shared`).
  func withinScope(_ body: () -> Void)
  /// Starts reporting the engine's calls, state changes and events to `scene`.
  func startObserving(for scene: AppReplayScene)
  /// Whether a transition of the engine's is running.
  var isTransitioning: Bool { get }
  /// Whether the engine stopped at a state the real engine would crash in.
  var hasCrashed: Bool { get }
  /// The running transition's progress, 0…1.
  var progress: Double { get }
  /// The engine's state in the result's words.
  var state: TransitionState { get }
  /// Whether the engine animates the views itself now: display frames then record
  /// ``transitionViewStates(selection:tracksAllViews:)`` instead of the window's views.
  var drawsTransitionFrame: Bool { get }
  /// The views the engine shows now, those `selection` includes; views with no id of their own
  /// (keyed by a subview path, `from/0/2`) only when `tracksAllViews`.
  func transitionViewStates(selection: ReplayViewSelection, tracksAllViews: Bool)
    -> [ReplayViewState]
  /// The engine's own id for `view` (for Hero, its heroID), if it has one: views and
  /// recognizers are named by it before their accessibility identifier.
  func identifier(of view: UIView) -> String?
  /// Whether `animator` (a UIKit transition's animator) is this engine: its transitions are
  /// observed through the engine, not as UIKit's.
  func isOwnAnimator(_ animator: AnyObject) -> Bool
  /// The name of `view` if the engine put it in the window (its container or a snapshot) —
  /// such a view blocks touches — else nil.
  func nameOfEngineView(_ view: UIView) -> String?
  /// How many snapshots the engine left in the window after its transition ended.
  var strandedSnapshotCount: Int { get }
}

/// Which transition engine besides UIKit's own an ``AppReplayScene`` binds for the app and
/// observes: `.hero` (from the `HeroReplay` module) for an app that uses Hero.
///
/// With none, an app that calls Hero reaches Hero's process-wide engine, which no replay
/// observes; the scene warns when it sees that engine run a UIKit transition.
public struct ReplayEngine: Sendable {
  /// The engine's name, for messages (`Hero`).
  public let name: String
  let make: @MainActor @Sendable () -> any ReplayTransitionEngine

  /// An engine named `name` that `make` creates anew for each replay.
  public init(
    name: String, make: @escaping @MainActor @Sendable () -> any ReplayTransitionEngine
  ) {
    self.name = name
    self.make = make
  }
}
