/// How a replayed interaction ended, and when.
///
/// Times are virtual nanoseconds from the start of the replay (the first delivered input frame
/// is at 0).
public struct ReplayOutcome: Hashable, Sendable, Codable {
  /// The kind of ending.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The transition ran to its end state (e.g. the image was dismissed).
    case finished
    /// The transition went back to its start state.
    case cancelled
    /// The gesture never started a transition.
    case noTransition
    /// A transition started but had not completed within the bounded time after the release.
    case stuck
    /// The engine stopped where Hero 1.6.4 would have crashed (e.g. a finish during
    /// `start()`, before Hero's context exists); see ``ReplayResult/engineEvents``.
    case crashed
  }

  /// The kind of ending.
  public var kind: Kind
  /// When the transition started, if one did.
  public var transitionStart: VirtualInstant?
  /// When the last touch of the replayed gesture lifted (the release), if it did.
  public var release: VirtualInstant?
  /// When the transition completed (finished or cancelled), if it did.
  public var end: VirtualInstant?
  /// The transition's progress at the release, if a transition was running then.
  public var progressAtRelease: Double?
  /// The engine's state at the release (`starting`, `animating`, …), when the scene says.
  public var stateAtRelease: TransitionState?

  /// An outcome.
  public init(
    kind: Kind, transitionStart: VirtualInstant? = nil, release: VirtualInstant? = nil,
    end: VirtualInstant? = nil,
    progressAtRelease: Double? = nil, stateAtRelease: TransitionState? = nil
  ) {
    self.stateAtRelease = stateAtRelease
    self.kind = kind
    self.transitionStart = transitionStart
    self.release = release
    self.end = end
    self.progressAtRelease = progressAtRelease
  }

  /// The time from the release to the end of the transition, if both happened.
  public var settleTime: VirtualDuration? {
    guard let release, let end else { return nil }
    return end - release
  }
}
