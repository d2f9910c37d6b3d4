import GestureLog
import HeadlessUI
import InputDevices

/// Runs input frames into a ``ReplayScene`` on a virtual frame clock, to the end.
///
/// The replayer is a synchronous, single-threaded stepper. Input frames are delivered at their
/// recorded times (divided by the speed, plus the optional seeded jitter); display frames are
/// sampled on the grid `n · 10⁹ / rate` ns. At equal times the input frame goes first, as a
/// touch is handled before the next display refresh on a device. Before each delivery or sample
/// the scene's `FrameClock` is advanced to that time, so the engine's display links and
/// scheduled callbacks fire in (deadline, sequence) order.
///
/// The replay ends once the input is exhausted, no transition is running and a display frame at
/// or after the last input and after the transition's end has been sampled; or, at the latest,
/// ``ReplaySettings/stuckTimeout`` after the last input frame, in which case a transition that
/// is still running is reported ``ReplayOutcome/Kind-swift.enum/stuck``. Nothing reads the wall
/// clock: the same frames, scene and settings give an equal ``ReplayResult``.
@MainActor
public struct Replayer {
  /// The settings.
  public var settings: ReplaySettings

  /// A replayer with `settings`.
  public init(settings: ReplaySettings = ReplaySettings()) {
    self.settings = settings
  }

  /// Replays `frames` (time-ordered) into `scene` and returns what happened.
  ///
  /// - Parameters:
  ///   - frames: the input, in time order.
  ///   - scene: the app under test.
  ///   - source: a name for the input, kept in the result (e.g. the file name).
  /// - Throws: ``ReplayError`` when the settings are invalid or the chosen gesture is missing.
  public func replay(
    _ frames: [TouchFrame], into scene: some ReplayScene, source: String = "input"
  ) throws(ReplayError) -> ReplayResult {
    try replay(frames, into: scene, source: source, isSelected: false)
  }

  /// The stepper; `isSelected` says the frames are already the chosen gesture; `notes` are
  /// warnings found before the replay (device descriptions), put first in the result.
  package func replay(
    _ frames: [TouchFrame], into scene: some ReplayScene, source: String,
    isSelected: Bool, notes: [ReplayWarning] = []
  ) throws(ReplayError) -> ReplayResult {
    let problems = settings.problems
    guard problems.isEmpty else { throw .invalidSettings(problems) }
    let selected = isSelected ? frames : try select(frames)
    let plan =
      settings.perturbation.map { ReplayInputPlan(frames: selected, perturbation: $0) }
      ?? ReplayInputPlan(frames: selected)
    let times = try deliveryTimes(plan.frames)

    let context = ReplayContext(settings: settings)
    context.warnings = notes
    let run = ReplayRun(settings: settings, scene: scene, context: context)
    defer { scene.finish(in: context) }

    // One scope for the whole stepping loop (every advance, delivery and sample runs in it).
    var screens: (first: String?, last: String?) = (nil, nil)
    ReplayContext.$current.withValue(context) {
      scene.withinScope {
        screens.first = scene.screenName
        run.deliver(plan, at: times, isLastGesture: true)
        run.settle()
        screens.last = scene.screenName
      }
    }
    if let failure = run.failure { throw failure }
    var made = result(
      of: run, source: source, release: run.finalRelease, hasInput: !plan.frames.isEmpty)
    made.firstScreen = screens.first
    made.lastScreen = screens.last
    return made
  }

  /// The result of a finished run; `release` is the release the outcome reports.
  func result<Scene: ReplayScene>(
    of run: ReplayRun<Scene>, source: String,
    release: (time: VirtualInstant, progress: Double?, state: TransitionState?)?, hasInput: Bool
  ) -> ReplayResult {
    let context = run.context
    let outcome: ReplayOutcome
    if run.hasCrashed {
      outcome = ReplayOutcome(
        kind: .crashed, transitionStart: context.transitionStart, release: release?.time,
        progressAtRelease: release?.progress, stateAtRelease: release?.state)
    } else if let end = context.transitionEnd {
      outcome = ReplayOutcome(
        kind: end.finished ? .finished : .cancelled, transitionStart: context.transitionStart,
        release: release?.time, end: end.time, progressAtRelease: release?.progress,
        stateAtRelease: release?.state)
    } else if context.transitionStart != nil {
      outcome = ReplayOutcome(
        kind: .stuck, transitionStart: context.transitionStart, release: release?.time,
        progressAtRelease: release?.progress, stateAtRelease: release?.state)
      context.warn(
        code: .stuck,
        message: "the transition had not completed \(ReplayFormat.time(settings.stuckTimeout)) "
          + "after the last input frame")
    } else {
      outcome = ReplayOutcome(kind: .noTransition, release: release?.time)
    }
    if run.touchesDown, hasInput {
      context.warn(
        code: .noRelease,
        message: "the input ends with touches still down; the gesture was never released")
    }
    let responsiveness = run.scene.probeResponsiveness()
    let pendingWork = run.scene.pendingWork()
    var result = ReplayResult(
      source: source, settings: settings, outcome: outcome, input: run.input,
      gestureTrack: context.gestureTrack, timeline: run.timeline, engineCalls: context.engineCalls,
      decisions: context.decisions, transitions: context.transitions,
      warnings: context.warnings, engineEvents: context.engineEvents,
      responsiveness: responsiveness, idleSpans: run.idleSpans, pendingWork: pendingWork)
    result.stalls = run.stalls
    return result
  }

  /// The frames of the chosen gesture (all frames when ``ReplaySettings/gesture`` is nil).
  func select(_ frames: [TouchFrame]) throws(ReplayError) -> [TouchFrame] {
    guard let gesture = settings.gesture else {
      guard !frames.isEmpty else { throw .noInput("the input has no frames") }
      return frames
    }
    let ranges = GestureSegmenter.gestures(in: frames)
    guard gesture < ranges.count else {
      if ranges.isEmpty { throw .noInput("no touch ever went down in the input") }
      throw .noSuchGesture(requested: gesture, available: ranges.count)
    }
    return Array(frames[ranges[gesture]])
  }

  /// Delivery times in ns from 0: (recorded − first) / speed, plus the phase and jitter, never
  /// decreasing.
  ///
  /// - Throws: ``ReplayError/timeOutOfRange(_:)`` when a frame's time lies outside ±2⁵² µs or
  ///   the delivered span would not fit the clock (a tiny speed stretching a long input).
  func deliveryTimes(_ frames: [TouchFrame]) throws(ReplayError) -> [Int64] {
    guard let first = frames.first?.time.nanoseconds else { return [] }
    let bound = Timestamp.limit * 1_000
    var generator = settings.jitter.map { SplitMix64(seed: $0.seed) }
    var previous: Int64 = settings.timing.phase.nanoseconds
    var times: [Int64] = []
    times.reserveCapacity(frames.count)
    for (index, frame) in frames.enumerated() {
      let recorded = frame.time.nanoseconds
      guard recorded >= -bound, recorded <= bound else {
        throw .timeOutOfRange(
          "input frame \(index) is at \(recorded) ns (\(frame.time.seconds) s)")
      }
      let stretched = (Double(recorded - first) / settings.speed).rounded()
      guard stretched <= Double(bound) else {
        throw .timeOutOfRange(
          "input frame \(index) would be delivered \(stretched / 1e9) s after the first at "
            + "speed \(settings.speed)")
      }
      var time = Int64(stretched) + settings.timing.phase.nanoseconds
      if let maximum = settings.jitter?.maximum, generator != nil {
        time += generator?.symmetric(maximum.nanoseconds) ?? 0
      }
      time = max(time, previous)
      times.append(time)
      previous = time
    }
    return times
  }
}
