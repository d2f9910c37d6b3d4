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
  public var engineCalls: [EngineCall]
  /// The decisions the handler took (e.g. finish or cancel at the release).
  public var decisions: [ReplayDecision]
  /// Every transition that started, in order, with its controllers and how it ended (the
  /// ``outcome`` is the first one's).
  public var transitions: [ReplayTransition]
  /// Things worth knowing when the result is surprising.
  public var warnings: [ReplayWarning]
  /// What the engine did by itself (snapshot on and off, completions, delegate callbacks,
  /// crashes), in order.
  public var engineEvents: [ReplayEngineEvent]
  /// Whether the app could still be used at the end of the replay (nil when the scene cannot
  /// tell; ``AppReplayScene`` always can).
  public var responsiveness: ReplayResponsiveness?
  /// Display frames not sampled because nothing could change (long pauses between touches);
  /// empty for most replays.
  public var idleSpans: [ReplayIdleSpan]
  /// What had not come to rest when the replay ended (nil when everything had, or the scene
  /// cannot tell).
  public var pendingWork: ReplayPendingWork?
  /// The main-thread stalls a hunt variant put in (``ReplayPerturbation``); empty otherwise.
  public var stalls: [ReplayStallSpan] = []
  /// The steps of a session in order, as they ran (``Replayer/run(_:in:source:outcomeStep:)``,
  /// ``Replayer/replay(_:mapping:after:into:source:)``), with the screen each was taken on;
  /// empty for a single replay.
  public var steps: [ReplaySessionStep] = []
  /// The screen the app showed when the replay began (after its launch and setup), as
  /// ``ReplaySessionStep/screen`` names it; nil when the scene does not say.
  public var firstScreen: String?
  /// The screen it showed at the end.
  public var lastScreen: String?
  /// The gesture replayed, number ``ReplaySettings/gesture`` of the recording's
  /// ``gestureCount``, as InputDevices' segmenter found it under the replay's own input mapping;
  /// nil when the replay was of every gesture or of touch frames rather than a recording. Not
  /// part of the ``digest``: the replayed input is.
  public var gesture: GestureSegment?
  /// How many gestures the recording holds, when ``gesture`` is set.
  public var gestureCount: Int?

  /// A result.
  public init(
    source: String, settings: ReplaySettings, outcome: ReplayOutcome,
    input: [ReplayInputSample] = [], gestureTrack: [GestureSample] = [],
    timeline: [ReplayDisplayFrame] = [], engineCalls: [EngineCall] = [],
    decisions: [ReplayDecision] = [], transitions: [ReplayTransition] = [],
    warnings: [ReplayWarning] = [], engineEvents: [ReplayEngineEvent] = [],
    responsiveness: ReplayResponsiveness? = nil, idleSpans: [ReplayIdleSpan] = [],
    pendingWork: ReplayPendingWork? = nil
  ) {
    self.pendingWork = pendingWork
    self.idleSpans = idleSpans
    self.engineEvents = engineEvents
    self.responsiveness = responsiveness
    self.source = source
    self.settings = settings
    self.outcome = outcome
    self.input = input
    self.gestureTrack = gestureTrack
    self.timeline = timeline
    self.engineCalls = engineCalls
    self.decisions = decisions
    self.transitions = transitions
    self.warnings = warnings
  }

  /// The recognizers in the gesture track, in the order they were first sampled (samples of a
  /// scene that names none are left out).
  public var recognizers: [String] {
    var names: [String] = []
    for sample in gestureTrack {
      if let name = sample.recognizer, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The recognizer the gesture is about: the one the settings name
  /// (``ReplaySettings/recognizer``); else the one whose action drove the transition (the first
  /// engine call made from a recognizer's action), so a table's own scroll pan that began first
  /// does not stand for the app's handler; else the first that began, else the first sampled
  /// (nil when the samples name none).
  public var primaryRecognizer: String? {
    if let named = settings.recognizer { return named }
    if let driver = engineCalls.first(where: { $0.recognizer != nil })?.recognizer { return driver }
    return gestureTrack.first { $0.state == .began && $0.recognizer != nil }?.recognizer
      ?? gestureTrack.first { $0.recognizer != nil }?.recognizer
  }

  /// The samples of `recognizer` (a name from ``recognizers``; nil gives the unnamed samples).
  public func gestureTrack(of recognizer: String?) -> [GestureSample] {
    gestureTrack.filter { $0.recognizer == recognizer }
  }

  /// The samples of the ``primaryRecognizer`` (the whole track when the samples name none).
  public var primaryGestureTrack: [GestureSample] {
    guard let primary = primaryRecognizer else { return gestureTrack }
    return gestureTrack(of: primary)
  }

  /// The last sample of the ``primaryRecognizer`` at or before the release (state `ended` or
  /// `cancelled`), if any.
  public var releaseSample: GestureSample? {
    primaryGestureTrack.last { $0.state == .ended || $0.state == .cancelled }
  }

  /// The display frame at or just before `time` (the first frame if `time` precedes it).
  public func displayFrame(at time: VirtualInstant) -> ReplayDisplayFrame? {
    var chosen = timeline.first
    for frame in timeline {
      if frame.time <= time { chosen = frame } else { break }
    }
    return chosen
  }

  /// The finger's location at `time`: the last delivered input frame at or before it.
  public func fingerLocation(at time: VirtualInstant) -> ReplayPoint? {
    var chosen: ReplayInputSample?
    for sample in input {
      if sample.time <= time { chosen = sample } else { break }
    }
    return chosen?.location
  }
}
