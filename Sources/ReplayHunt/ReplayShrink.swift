import GestureLog
import ReplayCore

/// The smallest gesture log a shrink found that still fails the same check under its variant
/// (`Replayer.shrink(_:mapping:into:source:variant:check:checks:limit:)`).
public struct ReplayShrink: Sendable {
  /// How big a tape is.
  public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Input frames the replay delivered (touch frames).
    public var inputFrames: Int
    /// evdev frames in the recording (up to each `SYN_REPORT`).
    public var evdevFrames: Int
    /// From the first event to the last.
    public var duration: VirtualDuration

    /// "4 input frames (5 evdev frames, 0.048 s)".
    public var description: String {
      "\(inputFrames) input frame\(inputFrames == 1 ? "" : "s") (\(evdevFrames) evdev frame"
        + "\(evdevFrames == 1 ? "" : "s"), \(ReplayFormat.time(duration)))"
    }
  }

  /// The shrunk recording (its first event at zero; the replayed gesture is its gesture 0 unless
  /// ``settings`` says otherwise).
  public var recording: Recording
  /// The variant it fails under (possibly simpler than the one the hunt found).
  public var variant: ReplayVariant
  /// The settings to replay it with: the variant applied to the hunt's settings.
  public var settings: ReplaySettings
  /// The check it fails.
  public var check: String
  /// The indices of the steps before the gesture (those the shrink was given) that the failure
  /// needs, in order; the others were left out one by one while it still failed.
  public var keptSteps: [Int] = []
  /// The checks the shrink held each candidate to (before the variant adapted them), so the
  /// expectation file written for the tape can spell the one that failed.
  public var checks: [ReplayCheck] = []
  /// Its replay.
  public var result: ReplayResult
  /// The tape before shrinking (the hunt's recording under the hunt's variant).
  public var before: Size
  /// The tape after.
  public var after: Size
  /// How many replays the shrink took.
  public var replays: Int
  /// Which parts of the hunt's variant the failure needs, each tried by its removal from the
  /// shrunk variant (as Hypothesis's explain phase does): empty when the recording fails as
  /// recorded.
  public var explanation: [Part] = []

  /// How the failure depends on time, each change probed on the shrunk tape: other frame
  /// rates, half and double speed, no rest before the lift (empty when none applied).
  public var timing: [Probe] = []

  /// One change of the shrunk tape's timing, and whether it still fails with it.
  public struct Probe: Hashable, Sendable {
    /// The change: `fps:30`, `speed:2`, `no rest of 400 ms before the lift`.
    public var change: String
    /// Whether the shrunk tape still fails with the change.
    public var stillFails: Bool
  }

  /// One part (token) of a variant, and whether the failure needs it.
  public struct Part: Hashable, Sendable {
    /// The token, as `replay --variant` writes it (`release:same-turn`, `fps:30`).
    public var token: String
    /// Whether the shrunk tape passes without it.
    public var matters: Bool
  }

  /// `fails with release:same-turn; fps:30 does not matter; any frame rate; not at speed:2`
  /// (nil without parts or probes): the variant's parts, then the timing
  /// (``timing``: "any frame rate" or the rates where it passes, likewise the pace, and whether
  /// a rest before the lift matters).
  public var explanationText: String? {
    guard !explanation.isEmpty || !timing.isEmpty else { return nil }
    guard !explanation.isEmpty else { return timingText }
    return partsText + (timingText.map { "; " + $0 } ?? "")
  }

  /// The timing clauses of ``explanationText``, or nil without probes.
  var timingText: String? {
    var clauses: [String] = []
    for (prefix, all) in [("fps:", "any frame rate"), ("speed:", "any pace")] {
      let probes = timing.filter { $0.change.hasPrefix(prefix) }
      guard !probes.isEmpty else { continue }
      let passing = probes.filter { !$0.stillFails }.map(\.change)
      clauses.append(
        passing.isEmpty ? all : "passes at " + passing.joined(separator: " and "))
    }
    for probe in timing where probe.change.hasPrefix("no rest") {
      let rest = probe.change.dropFirst("no ".count)
      clauses.append(probe.stillFails ? "\(rest) does not matter" : "needs the \(rest)")
    }
    return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
  }

  /// The variant's parts of ``explanationText``.
  var partsText: String {
    let needed = explanation.filter(\.matters).map(\.token)
    let free = explanation.filter { !$0.matters }.map(\.token)
    var text =
      needed.isEmpty
      ? "fails without any part of the variant"
      : "fails with "
        + needed.joined(separator: " and ")
    if !free.isEmpty {
      text +=
        "; " + free.joined(separator: " and ") + (free.count == 1 ? " does" : " do")
        + " not matter"
    }
    return text
  }
}
