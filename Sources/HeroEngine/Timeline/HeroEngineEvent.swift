import Foundation

/// Something the engine itself did, as opposed to a call an app made (``HeroCall``): the
/// moments in Hero 1.6.4's life cycle where the gesture-timing bugs people report come from.
/// ``HeroTransition/addEventObserver(_:)`` sees them in order.
public struct HeroEngineEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// `start()` put its full-screen snapshot over the window (`HeroTransition+Start.swift`:
    /// "take a snapshot to hide all the flashing").
    case snapshotAdded
    /// `animate()` removed the full-screen snapshot (its last line, `HeroTransition+Animate.swift`).
    case snapshotRemoved
    /// The `animate()` that `start()` queued inside a navigation controller ran after the
    /// transition had already completed and returned at its `guard state == .starting`: the
    /// full-screen snapshot stays over the window (Hero #259, #655).
    case queuedAnimateSkipped
    /// `complete(finished:)` ran its cleanup (once per transition in Hero 1.6.4).
    case completed(finished: Bool)
    /// A ``HeroViewControllerDelegate`` callback group reached `controller` (a class name):
    /// `willStart`, `didEnd` or `didCancel` (each group is the pair of calls Hero makes
    /// together, e.g. `heroDidEndAnimatingTo` and `heroDidEndTransition`).
    case delegateCallback(name: String, controller: String)
    /// Hero would have crashed here (e.g. an implicitly unwrapped nil `context`); the engine
    /// stops instead and ignores every later call, so a test can report it.
    case crash(reason: String)
  }

  /// What happened.
  public var kind: Kind
  /// Clock time in nanoseconds (0 without a clock).
  public var time: Int64
  /// The transition's state at the time.
  public var state: HeroTransitionState

  /// An event record.
  public init(kind: Kind, time: Int64, state: HeroTransitionState) {
    self.kind = kind
    self.time = time
    self.state = state
  }
}
