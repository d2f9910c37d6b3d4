import Foundation
import GestureLog
import HeadlessUI
import InputDevices

extension Replayer {
  /// Runs a scripted session into `scene`: every step in order, each starting when the one
  /// before it ended, then waits until nothing runs (as a single replay does). The result keeps
  /// every transition in order (``ReplayResult/transitions``: start, end, outcome, completion
  /// count, delegate callbacks); its ``ReplayResult/outcome`` is the first transition's, with the
  /// first release after that transition started.
  ///
  /// ``ReplaySettings/gesture`` is not used (each step says which gesture it replays);
  /// ``ReplaySettings/timing`` applies to the first transition a replayed gesture starts.
  ///
  /// - Throws: ``ReplayError`` for invalid settings, an unreadable or empty recording, a
  ///   missing gesture, a tap whose view is not on screen, or a negative wait.
  ///
  /// - Parameters:
  ///   - steps: the session, in order (`ReplayStep`: gestures, waits, taps, actions).
  ///   - scene: the app under test, built once for the whole session.
  ///   - source: a name for the session, kept in the result.
  ///   - outcomeStep: the step whose transition the outcome reports: the first transition started
  ///     from that step on (the gesture under test after taps that brought the app to its
  ///     screen); none started: `.noTransition`. nil: the session's first transition. An index
  ///     past the steps is nil.
  public func run(
    _ steps: [ReplayStep], in scene: some ReplayScene, source: String = "session",
    outcomeStep: Int? = nil
  ) throws(ReplayError) -> ReplayResult {
    try session(steps, in: scene, source: source, outcomeStep: outcomeStep, underTest: nil)
  }

  /// ``run(_:in:source:outcomeStep:)`` where step `underTest` (an input step) is the gesture
  /// under test: it is delivered under ``ReplaySettings/perturbation`` (a hunt variant's lost
  /// frames, stalls, cut, hold, second touch) and its last lift is the release the outcome
  /// reports when no transition recorded one.
  package func session(
    _ steps: [ReplayStep], in scene: some ReplayScene, source: String, outcomeStep: Int?,
    underTest: Int?
  ) throws(ReplayError) -> ReplayResult {
    let problems = settings.problems
    guard problems.isEmpty else { throw .invalidSettings(problems) }
    // Inputs are read before the scene is built, so a bad file fails before anything runs.
    var inputs: [[TouchFrame]?] = []
    var notes: [ReplayWarning] = []
    for step in steps {
      let input = try frames(of: step, for: scene)
      inputs.append(input?.frames)
      notes += input?.notes ?? []
    }

    let context = ReplayContext(settings: settings)
    context.isSession = true
    context.warnings = notes
    let run = ReplayRun(settings: settings, scene: scene, context: context)
    defer { scene.finish(in: context) }

    // A scene that could not be prepared (an app that did not launch) says so before any step.
    if let failure = run.failure { throw failure }
    var failure: ReplayError?
    // How many transitions had started when the outcome step began.
    var outcomeFrom: Int?
    var ran: [ReplaySessionStep] = []
    var firstScreen: String?
    var lastScreen: String?
    // A hunt's variant of the steps before the gesture under test: the waits and settles right
    // before it left out (`early`), a tap tapped twice.
    let varied = underTest.flatMap { _ in settings.perturbation }
    var skipped: Set<Int> = []
    if let underTest, varied?.early != nil {
      for index in (0..<min(underTest, steps.count)).reversed() {
        if case .wait = steps[index] {
          skipped.insert(index)
        } else if case .settle = steps[index] {
          skipped.insert(index)
        } else {
          break
        }
      }
    }
    ReplayContext.$current.withValue(context) {
      scene.withinScope {
        var tapCount = 0
        firstScreen = scene.screenName
        for (index, (step, frames)) in zip(steps, inputs).enumerated() {
          if index == outcomeStep { outcomeFrom = context.transitions.count }
          let began = (time: run.lastActivity, input: run.input.count)
          ran.append(
            ReplaySessionStep(
              label: step.label, start: .nanoseconds(began.time), end: .nanoseconds(began.time),
              screen: index == 0 ? firstScreen : scene.screenName,
              isUnderTest: index == (underTest ?? outcomeStep)))
          defer {
            ran[index].end = .nanoseconds(max(began.time, run.lastActivity))
            ran[index].inputCount = run.input.count - began.input
            if run.input.count > began.input { ran[index].firstInput = began.input }
          }
          if skipped.contains(index) { continue }
          if let frames {
            if index == underTest, let early = varied?.early {
              run.wait(until: run.lastActivity + early.nanoseconds)
            }
            let start = run.lastActivity
            let isUnderTest = index == underTest
            let plan =
              isUnderTest
              ? settings.perturbation.map { ReplayInputPlan(frames: frames, perturbation: $0) }
                ?? ReplayInputPlan(frames: frames)
              : ReplayInputPlan(frames: frames)
            let times: [Int64]
            do throws(ReplayError) {
              times = try deliveryTimes(plan.frames)
            } catch {
              failure = error
              return
            }
            run.deliver(plan, at: times.map { start + $0 }, isLastGesture: isUnderTest)
            continue
          }
          switch step {
          case .wait(let duration):
            run.wait(until: run.lastActivity + duration.nanoseconds)
          case .settle:
            run.settle()
            run.lastActivity = max(run.lastActivity, run.now)
          case .tap(let target):
            guard let point = scene.location(of: target) else {
              failure = .targetNotFound(target.description)
              return
            }
            let start = run.lastActivity
            let downs =
              varied?.twice == index
              ? [start, start + ReplayPerturbation.secondTapDelay.nanoseconds] : [start]
            for down in downs {
              tapCount += 1
              let id = 1_000_000 + tapCount
              run.deliver(
                [
                  TouchFrame(time: .zero, touches: [.init(id: id, location: point, phase: .began)]),
                  TouchFrame(
                    time: .zero + ReplayStep.tapDuration,
                    touches: [.init(id: id, location: point, phase: .ended)]),
                ], at: [down, down + ReplayStep.tapDuration.nanoseconds], isLastGesture: false)
            }
          case .perform(_, let action):
            run.wait(until: run.lastActivity)
            FrameClock.withCurrent(run.clock) { action(context) }
          case .frames, .recording, .file:
            break
          }
        }
        run.settle()
        lastScreen = scene.screenName
      }
    }
    if let failure { throw failure }
    if let failure = run.failure { throw failure }
    let chosen = outcomeFrom.flatMap { from in
      context.transitions.indices.contains(from) ? context.transitions[from] : nil
    }
    let first = chosen ?? context.transitions.first
    let release =
      first?.release.map { time in
        (time: time, progress: nil as Double?, state: first?.stateAtRelease)
      }
      ?? (underTest == nil ? nil : run.finalRelease)
      ?? run.input.last { $0.touchCount == 0 }.map {
        (time: $0.time, progress: nil as Double?, state: nil as TransitionState?)
      }
    var made = result(of: run, source: source, release: release, hasInput: !run.input.isEmpty)
    made.steps = ran
    made.firstScreen = firstScreen
    made.lastScreen = lastScreen
    if outcomeFrom != nil {
      // The outcome of the transition the outcome step started (none: no transition).
      made.outcome =
        chosen.map {
          ReplayOutcome(
            kind: $0.outcome, transitionStart: $0.start, release: $0.release, end: $0.end,
            stateAtRelease: $0.stateAtRelease)
        } ?? ReplayOutcome(kind: .noTransition, release: release?.time)
    }
    return made
  }

  /// The touch frames an input step replays and its devices' description warnings (nil for
  /// other steps).
  private func frames(
    of step: ReplayStep, for scene: some ReplayScene
  ) throws(ReplayError) -> (frames: [TouchFrame], notes: [ReplayWarning])? {
    switch step {
    case .frames(let frames, let name):
      guard !frames.isEmpty else { throw .noInput("step \"\(name)\" has no frames") }
      return (frames, [])
    case .recording(let recording, let gesture, let mapping, _):
      let frames = try ReplayInput.frames(
        of: recording, mapping: mapping ?? Self.mapping(for: scene), gesture: gesture)
      return (frames, try ReplayInput.descriptionWarnings(of: recording, touching: frames))
    case .file(let url, let gesture, let mapping):
      let loaded = try Self.load(url)
      let frames = try ReplayInput.frames(
        of: loaded.recording, mapping: mapping ?? Self.mapping(for: scene), gesture: gesture)
      return (
        frames,
        ReplayInput.loadWarnings(of: loaded)
          + (try ReplayInput.descriptionWarnings(of: loaded.recording, touching: frames))
      )
    case .wait(let duration):
      guard duration >= .zero, duration <= .seconds(3600) else {
        throw .invalidSettings(["wait of \(duration.seconds) s must lie in 0…3600 s"])
      }
      return nil
    case .settle, .tap, .perform:
      return nil
    }
  }
}
