/// Whether the app could still be used when the replay ended: what a touch at each point of a
/// grid over the window reaches, and whether the engine left anything over the app.
///
/// A point is blocked when hit-testing from the window reaches one of the engine's own views
/// (its full-screen snapshot or its container), or nothing of the app at all (the window itself,
/// or no view: an ancestor still refuses touches). The frozen screens of Hero #259, #655 and
/// #572 block every point.
public struct ReplayResponsiveness: Hashable, Sendable, Codable {
  /// One probed point and what a touch there reaches.
  public struct Probe: Hashable, Sendable, Codable {
    /// The point in window coordinates.
    public var point: ReplayPoint
    /// What the touch reaches: an identifier (`heroID`, accessibility identifier) or the class
    /// name of the view, `engine:snapshot` / `engine:container` for the engine's own views,
    /// `window` or `none`.
    public var reaches: String
    /// Whether the app's views are out of reach at this point.
    public var isBlocked: Bool

    /// A probe record.
    public init(point: ReplayPoint, reaches: String, isBlocked: Bool) {
      self.point = point
      self.reaches = reaches
      self.isBlocked = isBlocked
    }
  }

  /// Replay time of the probe in nanoseconds.
  public var time: VirtualInstant
  /// The full-screen snapshots the engine left in the window with no transition needing them.
  public var strandedSnapshots: Int
  /// Whether the engine's transition is still running (a stuck transition keeps UIKit's
  /// container from taking touches).
  public var isTransitionRunning: Bool
  /// The probed points, row by row.
  public var probes: [Probe]

  /// A probe record.
  public init(
    time: VirtualInstant, strandedSnapshots: Int, isTransitionRunning: Bool, probes: [Probe]
  ) {
    self.time = time
    self.strandedSnapshots = strandedSnapshots
    self.isTransitionRunning = isTransitionRunning
    self.probes = probes
  }

  /// The probes that did not reach the app.
  public var blocked: [Probe] { probes.filter(\.isBlocked) }

  /// Whether every probe reached the app and nothing was left over it.
  public var responds: Bool { strandedSnapshots == 0 && blocked.isEmpty && !isTransitionRunning }
}
