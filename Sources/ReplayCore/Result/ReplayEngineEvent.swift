/// Something the transition engine did by itself during a replay (not a call the app made):
/// its full-screen snapshot going on and off the window, a queued `animate()` that came too
/// late, a completion, a delegate callback, or the place Hero would have crashed.
public struct ReplayEngineEvent: Hashable, Sendable, Codable {
  /// The kinds of event.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The engine covered the window with its full-screen snapshot (`start()`).
    case snapshotAdded = "snapshot-added"
    /// The engine took the snapshot away (`animate()`).
    case snapshotRemoved = "snapshot-removed"
    /// The queued `animate()` ran after the transition had completed and did nothing: the
    /// snapshot stays over the window (Hero #259, #655).
    case queuedAnimateSkipped = "queued-animate-skipped"
    /// The transition completed (``ReplayEngineEvent/detail`` is `finished` or `cancelled`).
    case completed
    /// A delegate callback group reached a controller (``detail``: `didEnd ImageViewController`).
    case delegateCallback = "delegate"
    /// Hero would have crashed here (``detail`` says why); the engine stopped.
    case crash
  }

  /// Replay time in nanoseconds.
  public var time: VirtualInstant
  /// What happened.
  public var kind: Kind
  /// The engine's state at the time (`starting`, `animating`, …).
  public var state: TransitionState
  /// More about it (see each ``Kind``).
  public var detail: String

  /// An event record.
  public init(time: VirtualInstant, kind: Kind, state: TransitionState, detail: String = "") {
    self.time = time
    self.kind = kind
    self.state = state
    self.detail = detail
  }
}
