/// Everything a replay produced: the outcome, what the recognizer reported on every input frame,
/// what every tracked view looked like on every display frame, the calls made to the transition
/// engine, the handler's decisions, and warnings.
///
/// The same recording, scene and settings give an equal result on every run and machine;
/// ``digest`` is a stable fingerprint of it.
public struct ReplayResult: Hashable, Sendable, Codable {
  /// A name for what was replayed (usually the recording's file name).
  public var source: String
  /// The settings the replay ran with.
  public var settings: ReplaySettings
  /// How the interaction ended.
  public var outcome: ReplayOutcome
  /// The delivered input frames: where the finger was, when.
  public var input: [ReplayInputSample]
  /// The gesture track: the recognizer's state, translation and velocity after input frames.
  public var gestureTrack: [GestureSample]
  /// The view timeline: every display frame.
  public var timeline: [ReplayDisplayFrame]
  /// The calls made to the transition engine, in order.
  public var heroCalls: [EngineCall]
  /// The decisions the handler took (e.g. finish or cancel at the release).
  public var decisions: [ReplayDecision]
  /// Things worth knowing when the result is surprising.
  public var warnings: [ReplayWarning]

  /// A result.
  public init(
    source: String, settings: ReplaySettings, outcome: ReplayOutcome,
    input: [ReplayInputSample] = [], gestureTrack: [GestureSample] = [],
    timeline: [ReplayDisplayFrame] = [], heroCalls: [EngineCall] = [],
    decisions: [ReplayDecision] = [], warnings: [ReplayWarning] = []
  ) {
    self.source = source
    self.settings = settings
    self.outcome = outcome
    self.input = input
    self.gestureTrack = gestureTrack
    self.timeline = timeline
    self.heroCalls = heroCalls
    self.decisions = decisions
    self.warnings = warnings
  }

  /// The last gesture sample at or before the release (state `ended` or `cancelled`), if any.
  public var releaseSample: GestureSample? {
    gestureTrack.last { $0.state == .ended || $0.state == .cancelled }
  }

  /// The display frame at or just before `time` (the first frame if `time` precedes it).
  public func displayFrame(at time: Int64) -> ReplayDisplayFrame? {
    var chosen = timeline.first
    for frame in timeline {
      if frame.time <= time { chosen = frame } else { break }
    }
    return chosen
  }

  /// The finger's location at `time`: the last delivered input frame at or before it.
  public func fingerLocation(at time: Int64) -> ReplayPoint? {
    var chosen: ReplayInputSample?
    for sample in input {
      if sample.time <= time { chosen = sample } else { break }
    }
    return chosen?.location
  }
}
