import Foundation
import GestureLog
import InputDevices
import ReplayCore

extension Replayer {
  /// Searches the timing space of a recorded gesture for variants under which `scene` fails
  /// (docs/TESTING.md, "Hunting"): replays the recording as recorded, then a fixed list of
  /// variants and seeded random ones (the release sweep, main-thread stalls, frame rates, input jitter as
  /// hardware shows it, lost frames, a gesture the system cancels, a second touch, speeds),
  /// each against every problem a replay reports whatever the app decides (a crash, a
  /// transition stuck, completed twice or against its interaction, a frozen UI, a jump) and,
  /// for variants that keep the fingers' path and pace, against `checks` (an expectation
  /// file's). Stops after `options.budget` variants or `options.distinctFailures` distinct
  /// failed checks; `progress` hears (variants tried, budget) after each, and may return false
  /// to stop the hunt there (Ctrl-C).
  ///
  /// - Parameters:
  ///   - recording: the gesture log; `settings.gesture` picks the gesture hunted.
  ///   - mapping: how device coordinates become screen points; nil: the scene's screen
  ///     (`Replayer.mapping(for:)`), with `settings.touchpadReading` applied either way.
  ///   - scene: the app under test, built afresh for every variant.
  ///   - source: a name for the recording, kept in the results.
  ///   - checks: the checks of an expectation file, each applied to the variants under which it
  ///     still makes sense, as it holds there (`ReplayCheck.hunted(_:under:)`). When the
  ///     replay as recorded records a handler's decision and `checks` has no
  ///     `ReplayCheck.keepsDecision(rule:above:below:)`, the hunt adds one from it.
  ///   - options: the budget (variants tried, at least 1), how many distinct failures stop the
  ///     hunt, and the seed of the random variants.
  ///   - progress: called after each variant with (variants tried, budget); return false to stop.
  ///   - steps: what a user does before the gesture (a launched app tapped to the screen under
  ///     test), run unchanged before every variant of the gesture
  ///     (``Replayer/replay(_:mapping:after:into:source:)``): the variants vary the gesture, and
  ///     the steps too — the gesture early, without the waits and settles before it
  ///     (`early:+Nms`), each tap tapped twice (`twice:I`) — and the outcome checked is the
  ///     first transition the gesture starts.
  /// - Returns: the distinct failures, each with the first variant that showed it, and whether the
  ///   recording passed as recorded.
  /// - Throws: `ReplayError` when the recording cannot be replayed as recorded (no touches, no
  ///   such gesture, invalid settings, a step's view not on screen).
  public func hunt(
    _ recording: Recording, mapping: InputMapping? = nil, after steps: [ReplayStep] = [],
    into scene: some ReplayScene, source: String = "recording", checks: [ReplayCheck] = [],
    options: ReplayHunt.Options = .init(), progress: ((Int, Int) -> Bool)? = nil
  ) throws(ReplayError) -> ReplayHunt {
    let budget = max(options.budget, 1)
    var failures: [ReplayHunt.Failure] = []
    var tried = 0
    var failing = 0
    var interrupted = false
    var seen: Set<String> = []
    var checks = checks

    /// Replays one variant and records what failed; false once the hunt should stop.
    func attempt(_ variant: ReplayVariant) throws(ReplayError) -> (Bool, ReplayResult?) {
      guard seen.insert(variant.descriptor).inserted else { return (true, nil) }
      tried += 1
      var varied = self
      varied.settings = variant.applied(to: settings)
      let result: ReplayResult
      do {
        result = try varied.replay(
          recording, mapping: mapping, after: steps, into: scene, source: source)
      } catch {
        // A variant whose replay cannot run (it would never end, say) is a finding too.
        guard case .tooLong = error else { throw error }
        let failure = ReplayFailure(
          check: "replay ends", message: error.description, expected: "the replay ends",
          actual: "it did not")
        failing += 1
        record(failure, variant: variant, result: nil, all: [failure])
        return (keepGoing(), nil)
      }
      let found = Self.huntFailures(of: result, variant: variant, checks: checks)
      if !found.isEmpty {
        failing += 1
        for failure in found { record(failure, variant: variant, result: result, all: found) }
      }
      return (keepGoing(), result)
    }

    func record(
      _ failure: ReplayFailure, variant: ReplayVariant, result: ReplayResult?, all: [ReplayFailure]
    ) {
      if let index = failures.firstIndex(where: { $0.check == failure.check }) {
        failures[index].count += 1
        return
      }
      let frame = failure.time.flatMap { time in result?.timeline.first { $0.time >= time }?.index }
      failures.append(
        ReplayHunt.Failure(
          check: failure.check, variant: variant, failure: failure, frame: frame, count: 1,
          result: result
            ?? ReplayResult(
              source: source, settings: variant.applied(to: settings), outcome: .init(kind: .stuck)),
          failures: all, number: tried))
    }

    func keepGoing() -> Bool {
      if let progress, !progress(tried, budget) {
        interrupted = true
        return false
      }
      return tried < budget && failures.count < options.distinctFailures
    }

    let (goOn, baseline) = try attempt(.recorded)
    let recordedPasses = failing == 0
    if let decision = baseline?.decisions.first,
      !checks.contains(where: { $0.definition is DecisionCheck })
    {
      checks.append(.keepsDecision(decision))
    }
    if goOn, let baseline {
      var gesture = Self.huntGesture(of: baseline)
      gesture.hasSteps = !steps.isEmpty
      gesture.taps = steps.indices.filter { index in
        if case .tap = steps[index] { return true }
        return false
      }
      var plan = ReplayHuntPlan(gesture: gesture, seed: options.seed)
      var going = true
      for variant in plan.systematic() where going {
        going = try attempt(variant).0
      }
      // Random combinations until the budget; a run of repeats (a tiny gesture has few) ends it.
      var repeats = 0
      while going, repeats < 1_000 {
        let before = tried
        going = try attempt(plan.random()).0
        repeats = tried == before ? repeats + 1 : 0
      }
    }
    return ReplayHunt(
      source: source, options: options, tried: tried, failing: failing,
      recordedPasses: recordedPasses, failures: failures, interrupted: interrupted, checks: checks)
  }

  /// `hunt(_:mapping:into:source:checks:options:progress:)` over a gesture log read from
  /// `url`.
  ///
  /// - Parameters:
  ///   - url: the gesture log (any of the three formats).
  ///   - mapping: as for the in-memory `hunt`.
  ///   - steps: as for the in-memory `hunt`.
  ///   - scene: as for the in-memory `hunt`.
  ///   - checks: as for the in-memory `hunt`.
  ///   - options: as for the in-memory `hunt`.
  ///   - progress: as for the in-memory `hunt`.
  /// - Throws: `ReplayError` when the file cannot be read, and what the in-memory form throws.
  public func hunt(
    contentsOf url: URL, mapping: InputMapping? = nil, after steps: [ReplayStep] = [],
    into scene: some ReplayScene, checks: [ReplayCheck] = [],
    options: ReplayHunt.Options = .init(), progress: ((Int, Int) -> Bool)? = nil
  ) throws(ReplayError) -> ReplayHunt {
    let loaded = try Self.load(url)
    return try hunt(
      loaded.recording, mapping: mapping, after: steps, into: scene,
      source: url.lastPathComponent, checks: checks, options: options, progress: progress)
  }

  /// What a hunt holds against one variant's replay: every problem a replay reports whatever the
  /// app decides, and each of `checks` that still makes sense under the variant, as it holds
  /// there (`ReplayCheck.hunted(_:under:)`).
  static func huntFailures(
    of result: ReplayResult, variant: ReplayVariant, checks: [ReplayCheck]
  ) -> [ReplayFailure] {
    var found = result.problemFailures
    for check in ReplayCheck.hunted(checks, under: variant) {
      if let failure = check.evaluate(result),
        !found.contains(where: { $0.check == failure.check })
      {
        found.append(failure)
      }
    }
    return found
  }

  /// The gesture a plan is built around, from its replay as recorded: the input samples of
  /// the gesture (in a session, those of the step under test,
  /// ``ReplaySessionStep/isUnderTest``) and the transition it starts (the outcome's).
  static func huntGesture(of result: ReplayResult) -> ReplayHuntPlan.Gesture {
    let start = result.outcome.transitionStart ?? result.transitions.first?.start
    let first = result.steps.first(where: \.isUnderTest)?.firstInput ?? 0
    let input = result.input.dropFirst(first)
    var startFrame: Int?
    var startToRelease: Int64?
    if let start, let index = input.lastIndex(where: { $0.time <= start }) {
      startFrame = index - first
      if let last = input.last { startToRelease = (last.time - input[index].time).nanoseconds }
    }
    return ReplayHuntPlan.Gesture(
      frameCount: input.count, startFrame: startFrame, startToRelease: startToRelease,
      frameRate: result.settings.frameRate)
  }
}
