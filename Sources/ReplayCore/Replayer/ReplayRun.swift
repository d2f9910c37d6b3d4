import HeadlessUI

/// One replay in progress: the stepping state shared by a single gesture
/// (``Replayer/replay(_:into:source:)``) and a scripted session (``Replayer/run(_:in:source:outcomeStep:)``).
///
/// Input frames are delivered at their times; display frames are sampled on the grid
/// `n · 10⁹ / rate` ns; at equal times the input frame goes first. Before each delivery or
/// sample the scene's clock is advanced to that time, so the engine's display links and
/// scheduled callbacks fire in (deadline, sequence) order — except while a ``ReplayTiming``
/// release variant holds the clock.
@MainActor
final class ReplayRun<Scene: ReplayScene> {
  let settings: ReplaySettings
  /// `settings.displayRate`, kept: see ``frameTime(_:)``.
  let displayRate: Int64
  let scene: Scene
  let context: ReplayContext
  let clock: FrameClock
  let origin: Int64

  var input: [ReplayInputSample] = []
  var timeline: [ReplayDisplayFrame] = []
  var frameIndex = 0
  var lastSampled = Int64.min
  /// The replay time of the last input frame or scripted step.
  var lastActivity: Int64 = 0
  var inputCount = 0
  var touchesDown = false
  /// The release of a single-gesture replay: the last frame, if it lifts every touch.
  var finalRelease: (time: VirtualInstant, progress: Double?, state: TransitionState?)?
  /// Display frames skipped because nothing could change.
  var idleSpans: [ReplayIdleSpan] = []
  /// The stalls applied (``ReplayPerturbation/Stall``).
  var stalls: [ReplayStallSpan] = []
  /// Set when the display-frame limit was reached: the run stops sampling.
  var failure: ReplayError?

  init(settings: ReplaySettings, scene: Scene, context: ReplayContext) {
    self.settings = settings
    self.displayRate = settings.displayRate
    self.scene = scene
    self.context = context
    let clock = scene.prepare(in: context)
    self.clock = clock
    failure = context.sceneFailure
    context.clock = clock
    origin = clock.now.nanoseconds
    context.origin = VirtualInstant(nanoseconds: origin)
  }

  /// The replay time now.
  var now: Int64 { clock.now.nanoseconds - origin }

  func advance(to time: Int64) {
    clock.advance(to: VirtualInstant(nanoseconds: origin + time))
  }

  /// Samples the next display frame (nothing once the display-frame limit was reached).
  /// The time of display frame `index` in nanoseconds (``ReplaySettings/displayTime(ofFrame:)``).
  /// Kept for the frame asked about last: the sampling loop asks for the same frame's time
  /// two or three times (each a 64-bit division).
  @inline(__always)
  func frameTime(_ index: Int) -> Int64 {
    if index == frameTimeMemo.index { return frameTimeMemo.time }
    let time = ReplaySettings.displayNanoseconds(ofFrame: index, rate: displayRate)
    frameTimeMemo = (index, time)
    return time
  }
  private var frameTimeMemo: (index: Int, time: Int64) = (.min, 0)

  func sampleFrame() {
    guard failure == nil else { return }
    guard timeline.count < settings.maximumDisplayFrames else {
      failure = .tooLong(
        displayFrames: timeline.count, limit: settings.maximumDisplayFrames,
        virtualTime: .nanoseconds(lastSampled))
      return
    }
    let displayTime = frameTime(frameIndex)
    advance(to: displayTime)
    recordFrame(at: displayTime)
  }

  /// Appends what the scene shows now as display frame ``frameIndex`` at `displayTime`.
  private func recordFrame(at displayTime: Int64) {
    timeline.append(
      ReplayDisplayFrame(
        index: frameIndex, time: .nanoseconds(displayTime), progress: scene.transitionProgress,
        views: scene.viewStates()))
    lastSampled = displayTime
    frameIndex += 1
  }

  /// Samples every display frame before `time` (strictly: an input at a frame's time goes
  /// first), skipping an idle span of at least ``ReplaySettings/idleSkipMinimum``.
  func sampleFrames(before time: Int64) {
    while failure == nil, frameTime(frameIndex) < time {
      sampleFrame()
      skipIdleFrames(before: time)
    }
  }

  /// Samples every display frame up to and including `time`, then moves the clock there.
  func wait(until time: Int64) {
    while failure == nil, frameTime(frameIndex) <= time {
      sampleFrame()
      skipIdleFrames(before: time + 1)
    }
    advance(to: time)
    lastActivity = max(lastActivity, time)
  }

  /// When nothing can change before `time` (the clock has nothing pending and the scene does
  /// not move), jumps over the display frames up to the last one before `time`, which is then
  /// sampled as usual; spans shorter than ``ReplaySettings/idleSkipMinimum`` are not skipped.
  private func skipIdleFrames(before time: Int64) {
    // The skipped span ends before `time`: when even that is too short, nothing to ask the
    // scene (the common case, between two input frames).
    let first = frameIndex
    guard
      time - frameTime(first)
        > ReplaySettings.idleSkipMinimum.nanoseconds
    else { return }
    guard failure == nil, !context.holdsClock, clock.isIdle, !scene.isMoving else { return }
    let last = settings.lastFrame(beforeNanoseconds: time)
    guard last > first,
      frameTime(last) - frameTime(first)
        >= ReplaySettings.idleSkipMinimum.nanoseconds
    else { return }
    idleSpans.append(
      ReplayIdleSpan(
        firstFrame: first, lastFrame: last - 1, start: settings.displayTime(ofFrame: first),
        end: settings.displayTime(ofFrame: last - 1)))
    frameIndex = last
  }

  /// Delivers `frames` at `times` (replay ns, ascending), applying the timing's release
  /// variant to the first transition that starts during them.
  func deliver(_ frames: [TouchFrame], at times: [Int64], isLastGesture: Bool) {
    deliver(ReplayInputPlan(frames: frames), at: times, isLastGesture: isLastGesture)
  }

  /// Delivers a plan's frames at `times`, with its stalls (``ReplayPerturbation/Stall``) and
  /// the timing's release variant applied to the first transition that starts during them.
  func deliver(_ plan: ReplayInputPlan, at times: [Int64], isLastGesture: Bool) {
    let frames = plan.frames
    // Room for the display frames up to the last input (fewer when idle spans are skipped),
    // so the timeline does not grow and copy itself frame by frame; at most 2¹⁶ ahead (a
    // recording with a long idle span would reserve frames that are never drawn, and beyond
    // that the array's own doubling costs next to nothing).
    if let last = times.last, settings.frameRate > 0 {
      let span = Double(max(0, last - max(0, lastSampled)))
      let expected = Int(min(span / 1e9 * Double(settings.frameRate), 65_536)) + 8
      timeline.reserveCapacity(min(settings.maximumDisplayFrames, timeline.count + expected))
    }
    let finalIndex = isLastGesture ? plan.finalIndex : nil
    var index = 0
    var variantDone = settings.timing.release == .recorded
    var startStallDone = plan.stallAfterStart == 0
    while index < frames.count, failure == nil {
      sampleFrames(before: times[index])
      advance(to: times[index])
      if let length = plan.stallsBefore[index] {
        index = stall(
          frames, at: times, from: index, until: times[index] + length, final: finalIndex)
        continue
      }
      let transitionsBefore = context.transitions.count
      deliverOne(frames[index], at: times[index], isFinal: index == finalIndex)
      if !startStallDone, context.transitions.count > transitionsBefore {
        startStallDone = true
        index = stall(
          frames, at: times, from: index + 1, until: times[index] + plan.stallAfterStart,
          final: finalIndex)
        continue
      }
      // The gesture's own release (not a later touch's): only while the gesture goes on.
      if !variantDone, context.transitions.count > transitionsBefore,
        let end = finalIndex ?? (frames.isEmpty ? nil : frames.count - 1), index < end,
        let release = frames[(index + 1)...end].firstIndex(where: { !$0.isDown })
      {
        variantDone = true
        switch settings.timing.release {
        case .recorded, .sameTurn: break
        case .nextTurn: clock.advance(to: clock.now)
        case .nextFrame: sampleFrame()
        }
        stalls.append(
          ReplayStallSpan(start: .nanoseconds(now), end: .nanoseconds(times[release])))
        for held in (index + 1)...release {
          // The main thread is busy until this frame is handled: time moves, nothing runs.
          clock.stall(until: VirtualInstant(nanoseconds: origin + times[held]))
          context.heldDeliveryTime = times[held]
          deliverOne(frames[held], at: times[held], isFinal: held == finalIndex)
        }
        context.heldDeliveryTime = nil
        index = release
      }
      index += 1
    }
    if let last = times.last { lastActivity = max(lastActivity, last) }
  }

  /// The main thread busy until `end` (replay ns): the clock jumps there with nothing run, then
  /// the frames from `first` that arrived by then are handled one after the other, each with
  /// its own timestamp, before anything queued meanwhile; returns the next frame's index.
  private func stall(
    _ frames: [TouchFrame], at times: [Int64], from first: Int, until end: Int64, final: Int?
  ) -> Int {
    // The screen keeps its last look through the stall: the display frames that fall in it
    // show what was drawn before it (nothing is drawn while the main thread is busy).
    while failure == nil, timeline.count < settings.maximumDisplayFrames,
      frameTime(frameIndex) < end,
      frameTime(frameIndex) >= now
    {
      recordFrame(at: frameTime(frameIndex))
    }
    stalls.append(ReplayStallSpan(start: .nanoseconds(now), end: .nanoseconds(end)))
    clock.stall(until: VirtualInstant(nanoseconds: origin + end))
    var index = first
    while index < frames.count, times[index] <= end, failure == nil {
      context.heldDeliveryTime = times[index]
      deliverOne(frames[index], at: times[index], isFinal: index == final)
      index += 1
    }
    context.heldDeliveryTime = nil
    lastActivity = max(lastActivity, end)
    return index
  }

  private func deliverOne(_ frame: TouchFrame, at time: Int64, isFinal: Bool) {
    let lifts = !frame.isDown
    if lifts, isFinal {
      finalRelease = (.nanoseconds(time), scene.transitionProgress, scene.transitionState)
    }
    if lifts, touchesDown { context.recordRelease(state: scene.transitionState) }
    context.inputFrame = inputCount
    scene.deliver(frame, in: context)
    touchesDown = !lifts
    // Counted without `activeTouches`, which filters into a new array: the touches' places
    // are kept only for a frame with several down.
    var activeCount = 0
    for touch in frame.touches where touch.phase.isDown { activeCount += 1 }
    input.append(
      ReplayInputSample(
        index: inputCount, time: .nanoseconds(time), touchCount: activeCount,
        location: ReplayPoint(frame.location),
        touches: activeCount > 1 ? frame.activeTouches.map { ReplayPoint($0.location) } : nil))
    inputCount += 1
  }

  /// Whether the engine stopped at a crash (nothing will move any more).
  var hasCrashed: Bool { context.hasCrashed }

  /// Samples display frames until nothing runs and a frame at or after the last activity and
  /// the last transition's end was sampled, or ``ReplaySettings/stuckTimeout`` after the last
  /// activity.
  func settle() {
    let limit = lastActivity + settings.stuckTimeout.nanoseconds
    while failure == nil {
      let displayTime = frameTime(frameIndex)
      let lastEnd =
        (context.isSession ? context.transitions.last?.end : context.transitionEnd?.time)?
        .nanoseconds
      let settledAfter = max(lastActivity, lastEnd ?? lastActivity)
      let running = context.isTransitionRunning && !hasCrashed
      if !running, !scene.isMoving, lastSampled >= settledAfter { break }
      if displayTime > limit { break }
      sampleFrame()
    }
  }
}
