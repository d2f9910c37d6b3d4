import Foundation
import ReplayCore

/// A summary of a `ReplayResult` for people and scripts: the outcome and when, the handler's
/// decision and which number decided it, the release, key positions of the tracked views,
/// call counts, warnings and the digest. `gesturetape replay` prints it as text or JSON.
public struct ReplayReport: Hashable, Sendable, Codable {
  /// A view's position at the start, the release and the end.
  public struct KeyPositions: Hashable, Sendable, Codable {
    /// The view's id.
    public var view: String
    /// On the first display frame.
    public var start: ReplayPoint?
    /// On the display frame at or before the release.
    public var release: ReplayPoint?
    /// On the last display frame.
    public var end: ReplayPoint?
    /// The opacity on the last display frame.
    public var endOpacity: Double?
  }

  /// What was replayed.
  public var source: String
  /// The settings.
  public var settings: ReplaySettings
  /// The outcome.
  public var outcome: ReplayOutcome
  /// The handler's decisions.
  public var decisions: [ReplayDecision]
  /// The name of the term that decided the last decision (largest magnitude).
  public var decidingTerm: String?
  /// The recognizer's sample at the release.
  public var release: GestureSample?
  /// The recognizer the release and the checks follow (`ReplayResult.primaryRecognizer`).
  public var recognizer: String?
  /// Every recognizer that got touches, in order.
  public var recognizers: [String]
  /// Why ``recognizer`` is the one followed: "named by the settings", "its action drove the
  /// transition" or "the first that began".
  public var recognizerReason: String?
  /// Number of input frames delivered.
  public var inputFrames: Int
  /// Number of display frames sampled.
  public var displayFrames: Int
  /// Key positions of the views tracked at the start and the end.
  public var keyPositions: [KeyPositions]
  /// How many calls of each kind the handler made to the engine, by kind name.
  public var engineCalls: [String: Int]
  /// Warnings.
  public var warnings: [ReplayWarning]
  /// The result's digest.
  public var digest: String
  /// Failed expectations (filled by the caller, e.g. the CLI with `--expect`).
  public var expectationFailures: [String]?
  /// Every transition, in order.
  public var transitions: [ReplayTransition]
  /// Whether the app could still be used at the end.
  public var responsiveness: ReplayResponsiveness?
  /// Where Hero 1.6.4 would have crashed, if it would have.
  public var crash: String?
  /// Display frames skipped because nothing could change (long pauses).
  public var idleSpans: [ReplayIdleSpan]
  /// Each gesture's own outcome, decision and release when the replay delivered several
  /// (nil for one gesture).
  public var gestures: [Gesture]?
  /// What every recognizer that got touches did, in order of first sample.
  public var recognizerHistories: [RecognizerHistory]
  /// The replayed gesture as `gesturetape inspect` lists it (set by the caller, e.g. the CLI;
  /// nil when unknown): the "why nothing happened" section names it.
  public var replayedGesture: String?
  /// With an expectation file, the problems the replay has besides its expectations (a frozen
  /// UI, a jump, a transition stuck or completed twice: `ReplayResult.problemFailures`), each
  /// as `check: message`; nil without an expectation file or when there are none. `replay
  /// --expect` fails on them too, so the report names them.
  public var problems: [String]?
  /// A session's steps as they ran, each with the screen it was taken on (nil for a single
  /// replay).
  public var steps: [ReplaySessionStep]?
  /// The screen a session began on (after the launch) and the one it ended on (nil for a
  /// single replay).
  public var screens: Screens?

  /// The first and last screen of a session.
  public struct Screens: Hashable, Sendable, Codable {
    /// The screen when the first step began.
    public var first: String?
    /// The screen at the end.
    public var last: String?
  }

  /// The report of `result`.
  public init(_ result: ReplayResult, expectationFailures: [String]? = nil) {
    source = result.source
    settings = result.settings
    outcome = result.outcome
    decisions = result.decisions
    decidingTerm = result.decisions.last?.decidingTerm?.name
    release = result.releaseSample
    recognizer = result.primaryRecognizer
    recognizers = result.recognizers
    if let followed = result.primaryRecognizer {
      recognizerReason =
        result.settings.recognizer != nil
        ? "named by the settings"
        : result.engineCalls.contains { $0.recognizer == followed }
          ? "its action drove the transition" : "the first that began"
    }
    inputFrames = result.input.count
    displayFrames = result.timeline.count
    var ids: [String] = []
    for frame in [result.timeline.first, result.timeline.last].compactMap({ $0 }) {
      for view in frame.views where view.heroID != nil && !ids.contains(view.id) {
        ids.append(view.id)
      }
    }
    let releaseFrame = result.outcome.release.flatMap { result.displayFrame(at: $0) }
    keyPositions = ids.prefix(8).map { id in
      KeyPositions(
        view: id, start: result.timeline.first?.view(id)?.position,
        release: releaseFrame?.view(id)?.position,
        end: result.timeline.last?.view(id)?.position,
        endOpacity: result.timeline.last?.view(id)?.opacity)
    }
    var counts: [String: Int] = [:]
    for call in result.engineCalls { counts[call.kind.rawValue, default: 0] += 1 }
    engineCalls = counts
    warnings = result.warnings
    digest = result.digest
    self.expectationFailures = expectationFailures
    transitions = result.transitions
    responsiveness = result.responsiveness
    crash = result.engineEvents.first { $0.kind == .crash }?.detail
    idleSpans = result.idleSpans
    recognizerHistories = Self.histories(of: result)
    let gestures = Self.gestures(of: result)
    self.gestures = gestures.isEmpty ? nil : gestures
    if expectationFailures != nil {
      let found = result.problemFailures
      problems = found.isEmpty ? nil : found.map { "\($0.check): \($0.message)" }
    }
    if !result.steps.isEmpty {
      steps = result.steps
      screens = Screens(first: result.firstScreen, last: result.lastScreen)
    }
  }

  /// `Steps: …` and one line per step: when, what, on which screen.
  func stepLines() -> [String] {
    guard let steps else { return [] }
    var lines = ["Steps: \(steps.count), on \(screens?.first ?? "an unnamed screen") first"]
    for (index, step) in steps.enumerated() {
      var line =
        "  \(index + 1). \(ReplayFormat.number(step.start.seconds, decimals: 3))–"
        + "\(ReplayFormat.number(step.end.seconds, decimals: 3)) s  \(step.label)"
      if step.isUnderTest { line += " (the gesture under test)" }
      if let screen = step.screen { line += ", on \(screen)" }
      lines.append(line)
    }
    if let last = screens?.last { lines.append("  at the end: \(last)") }
    return lines
  }

  /// The report as text.
  public var text: String {
    func t(_ instant: VirtualInstant?) -> String { instant.map { ReplayFormat.time($0) } ?? "—" }
    var lines: [String] = []
    lines.append(
      "\(source): \(settings.frameRate) Hz, speed \(ReplayFormat.compact(settings.speed))×, "
        + "gesture \(settings.gesture.map(String.init) ?? "all")")
    // A session's outcome is its first transition's, or the one a later step started
    // (`outcomeStep`: the gesture under test after taps that brought the app to its screen).
    let outcomeIndex =
      outcome.transitionStart.flatMap { start in transitions.firstIndex { $0.start == start } }
      ?? 0
    var outcomeLine =
      (gestures == nil && outcomeIndex == 0
        ? "Outcome: "
        : outcomeIndex == 0
          ? "Outcome of the first transition: " : "Outcome of transition \(outcomeIndex + 1): ")
      + outcome.kind.rawValue
    switch outcome.kind {
    case .finished, .cancelled:
      outcomeLine +=
        " at \(t(outcome.end)) (started \(t(outcome.transitionStart)), released "
        + "\(t(outcome.release)), settled \(outcome.settleTime.map { ReplayFormat.time($0) } ?? "—") after the release)"
    case .stuck:
      outcomeLine +=
        ": started \(t(outcome.transitionStart)), released \(t(outcome.release)), "
        + "not complete \(ReplayFormat.time(settings.stuckTimeout)) after the last input"
    case .noTransition:
      outcomeLine += " (released \(t(outcome.release)))"
    case .crashed:
      outcomeLine += ": started \(t(outcome.transitionStart)), released \(t(outcome.release))"
    }
    if let state = outcome.stateAtRelease, outcome.kind != .noTransition {
      let outcomeTransition =
        transitions.indices.contains(outcomeIndex)
        ? transitions[outcomeIndex] : transitions.first
      let machinery =
        outcomeTransition?.machinery == .uikit ? "UIKit's transition" : "the engine"
      outcomeLine += "; \(machinery) was \(state) at the release"
    }
    lines.append(outcomeLine)
    if let crash { lines.append("Crash: \(crash)") }
    lines.append(contentsOf: stepLines())
    if transitions.count > 1
      || transitions.contains(where: { $0.completions > 1 || $0.strandedSnapshot })
    {
      for (index, transition) in transitions.enumerated() {
        var line =
          "Transition \(index + 1): \(transition.kind.rawValue) "
          + "\(transition.from ?? "?") → \(transition.to ?? "?"), \(transition.outcome.rawValue), "
          + "started \(t(transition.start)), ended \(t(transition.end)), "
          + "completed \(transition.completions)×"
        if transition.strandedSnapshot { line += ", full-screen snapshot left on screen" }
        lines.append(line)
      }
    }
    if let responsiveness {
      if responsiveness.responds {
        lines.append(
          "UI at the end: responds (\(responsiveness.probes.count) points reach the app)")
      } else {
        var parts: [String] = []
        let blocked = responsiveness.blocked
        if !blocked.isEmpty {
          let reached = Set(blocked.map(\.reaches)).sorted().joined(separator: ", ")
          parts.append(
            "\(blocked.count) of \(responsiveness.probes.count) points blocked (\(reached))")
        }
        if responsiveness.strandedSnapshots > 0 {
          parts.append(
            "\(responsiveness.strandedSnapshots) full-screen snapshot(s) left over the window")
        }
        if responsiveness.isTransitionRunning { parts.append("a transition still running") }
        lines.append("UI at the end: FROZEN — " + parts.joined(separator: "; "))
      }
    }
    if gestures != nil {
      // Several gestures: each gets its own outcome, decision and release (no line mixes two).
      lines.append(contentsOf: gestureLines())
    }
    if gestures == nil, let progress = outcome.progressAtRelease {
      lines.append("Progress at the release: \(ReplayFormat.number(progress, decimals: 3))")
    }
    for decision in decisions where gestures == nil {
      lines.append("Decision at \(t(decision.time)): \(decision.summary)")
      if let term = decision.decidingTerm {
        lines.append(
          "  Deciding number: \(term.name) = \(ReplayFormat.number(term.value, decimals: 3)); "
            + "margin to the threshold \(ReplayFormat.number(decision.margin, decimals: 3))")
      }
    }
    if recognizers.count > 1, let recognizer, let recognizerReason {
      // Several recognizers got the touches: say which one this report follows, and why.
      lines.append(
        "Recognizers: "
          + recognizers.map { $0 == recognizer ? "\($0) (followed: \(recognizerReason))" : $0 }
          .joined(separator: ", "))
    }
    // With several gestures the release is said per gesture above.
    if gestures == nil, let release {
      lines.append(
        "Release: translation \(release.translation), velocity \(release.velocity) pt/s "
          + "(input frame \(release.inputFrame) of \(inputFrames))")
    } else if gestures == nil {
      lines.append(releaseAbsence)
    }
    lines.append(contentsOf: nothingHappenedLines())
    for key in keyPositions {
      let parts = [
        key.start.map { "start \($0)" }, key.release.map { "release \($0)" },
        key.end.map { "end \($0)" },
        key.endOpacity.map { "end opacity \(ReplayFormat.number($0))" },
      ].compactMap { $0 }
      lines.append("View \(key.view): " + parts.joined(separator: ", "))
    }
    let calls = EngineCall.Kind.allCases.compactMap { kind in
      engineCalls[kind.rawValue].map { "\($0) \(kind.rawValue)" }
    }
    lines.append(
      "Engine calls: " + (calls.isEmpty ? "none" : calls.joined(separator: ", "))
        + "; \(displayFrames) display frames")
    if !idleSpans.isEmpty {
      let skipped = idleSpans.reduce(0) { $0 + $1.frameCount }
      let spans = idleSpans.prefix(3).map { "\(t($0.start))–\(t($0.end))" }.joined(separator: ", ")
      lines.append(
        "Idle: \(skipped) display frames skipped, nothing could change (\(spans)"
          + (idleSpans.count > 3 ? ", …" : "") + ")")
    }
    for warning in warnings {
      lines.append("Warning (\(warning.code)) at \(t(warning.time)): \(warning.message)")
    }
    lines.append("Digest: \(digest)")
    if let problems {
      lines.append("Problems: \(problems.count) FAILED")
      for problem in problems {
        lines.append("  ✗ " + problem.replacingOccurrences(of: "\n", with: "\n    "))
      }
    }
    if let failures = expectationFailures {
      if failures.isEmpty {
        lines.append(
          problems == nil
            ? "Expectations: all passed" : "Expectations: all passed (the problems above failed)")
      } else {
        lines.append("Expectations: \(failures.count) FAILED")
        for failure in failures {
          lines.append("  ✗ " + failure.replacingOccurrences(of: "\n", with: "\n    "))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as pretty JSON with sorted keys.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
