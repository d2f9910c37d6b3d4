/// Where a replay puts the release relative to the engine's run-loop turns, and the phase of
/// the input against the display's frame grid: the knobs of a timing sweep
/// (`Replayer/sweep(_:into:source:variants:)`).
///
/// On a device the order of a gesture's last events and the engine's deferred work is a race:
/// Hero dispatches `animate()` to the main queue inside a navigation controller
/// (`HeroTransition+Start.swift`), and a flick whose `.ended` is handled before that turn runs
/// completes the transition while it is still `.starting` (Hero #188, #203, #259, #655). A
/// replay fixes the race to one side or the other, every time.
public struct ReplayTiming: Hashable, Sendable, Codable {
  /// Where the release goes.
  public enum Release: String, Hashable, Sendable, Codable, CaseIterable {
    /// As recorded: every input frame at its own time, the clock advanced before each.
    case recorded
    /// In the run-loop turn in which the transition started (the turn of the pan's `.began`):
    /// the main thread stays busy until the release arrives, so the input frames up to it are
    /// handled at their own times with nothing run in between — no queued callback (Hero's
    /// dispatched `animate()`), no display frame (`FrameClock/stall(until:)`).
    case sameTurn = "same-turn"
    /// In the next turn: what the engine queued for "now" (Hero's dispatched `animate()`) runs
    /// first, then the main thread is busy until the release, as for ``sameTurn``.
    case nextTurn = "next-turn"
    /// After the next display frame: the engine has run and drawn one frame, then the main
    /// thread is busy until the release, as for ``sameTurn``.
    case nextFrame = "next-frame"
  }

  /// Where the release goes (default: as recorded).
  public var release: Release
  /// Nanoseconds added to every input time: moves the gesture (its `.began` and its release)
  /// against the display's frame grid. 0 to one frame period is the useful range.
  public var phase: VirtualDuration

  /// A timing; the default replays as recorded.
  public init(release: Release = .recorded, phase: VirtualDuration = .zero) {
    self.release = release
    self.phase = phase
  }

  /// As recorded, in phase.
  public static let recorded = ReplayTiming()

  /// A short name for tables and messages: `recorded`, `release:same-turn`,
  /// `phase:+4.167ms`, or both joined with a space.
  public var name: String {
    var parts: [String] = []
    if release != .recorded { parts.append("release:\(release.rawValue)") }
    if phase != .zero {
      let milliseconds = Double(phase.nanoseconds) / 1e6
      parts.append("phase:+\(ReplayFormat.number(milliseconds, decimals: 3))ms")
    }
    return parts.isEmpty ? "recorded" : parts.joined(separator: " ")
  }
}
