import ReplayCore

extension ReplayReport {
  /// One gesture of a replay that delivered several (a session, `--all-gestures`): its own
  /// outcome, transition, decision and release, so no line of the report mixes two gestures.
  public struct Gesture: Hashable, Sendable, Codable {
    /// The gesture's number in the replay, from 0 (as `--gesture`, `ReplaySettings.gesture` and
    /// `gesturetape inspect` count).
    public var number: Int
    /// When its first touch went down.
    public var start: VirtualInstant
    /// When its last touch lifted (nil when the input ends with it down).
    public var release: VirtualInstant?
    /// The most touches it had down at once.
    public var fingers: Int
    /// The transition it started, as an outcome (`noTransition` when none).
    public var outcome: ReplayOutcome.Kind
    /// The transition's index in ``ReplayReport/transitions`` (from 0), if it started one.
    public var transition: Int?
    /// The recognizer followed: the one whose action drove the transition during the gesture,
    /// else the first that began, else the first that sampled.
    public var recognizer: String?
    /// That recognizer's `.ended` or `.cancelled` sample.
    public var releaseSample: GestureSample?
    /// The transition's progress on the display frame at or before the release.
    public var progressAtRelease: Double?
    /// The handler's decisions during the gesture.
    public var decisions: [ReplayDecision]
    /// The states the followed recognizer went through during the gesture, repeats collapsed.
    public var states: [String]
  }

  /// The gestures of `result`, one per run of input from a touch-down to the lift; empty when
  /// it delivered one gesture.
  static func gestures(of result: ReplayResult) -> [Gesture] {
    var windows:
      [(start: VirtualInstant, firstFrame: Int, release: VirtualInstant?, fingers: Int)] = []
    var down = false
    for sample in result.input {
      if sample.touchCount > 0 {
        if !down { windows.append((sample.time, sample.index, nil, 0)) }
        down = true
        windows[windows.count - 1].fingers = max(
          windows[windows.count - 1].fingers, sample.touchCount)
      } else if down {
        windows[windows.count - 1].release = sample.time
        down = false
      }
    }
    guard windows.count > 1 else { return [] }
    return windows.enumerated().map { index, window in
      let next = index + 1 < windows.count ? windows[index + 1] : nil
      let end = next?.start ?? VirtualInstant.distantFuture
      // A touch-down at the very instant of the previous lift (a second touch, the gesture
      // again) comes in the frame after it: what happened at that instant is the earlier
      // gesture's (its release, its decision), and gesture samples go by input frame.
      let inside = { (time: VirtualInstant) in
        time >= window.start && (time < end || (time == end && window.release == end))
          && !(index > 0 && time == window.start && windows[index - 1].release == time)
      }
      let endFrame = next?.firstFrame ?? Int.max
      let transitionIndex = result.transitions.firstIndex { inside($0.start) }
      let driver = result.engineCalls.first { inside($0.time) && $0.recognizer != nil }?.recognizer
      let samples = result.gestureTrack.filter {
        $0.inputFrame >= window.firstFrame && $0.inputFrame < endFrame
      }
      let firstBegan = samples.first { $0.state == .began && $0.recognizer != nil }
      let firstNamed = samples.first { $0.recognizer != nil }
      let recognizer: String? = driver ?? firstBegan?.recognizer ?? firstNamed?.recognizer
      let releaseSample = samples.last {
        $0.recognizer == recognizer && ($0.state == .ended || $0.state == .cancelled)
      }
      let progress = window.release.flatMap { result.displayFrame(at: $0)?.progress }
      var states: [String] = []
      for sample in samples where sample.recognizer == recognizer {
        if states.last != sample.state.rawValue { states.append(sample.state.rawValue) }
      }
      return Gesture(
        number: index, start: window.start, release: window.release,
        fingers: window.fingers,
        outcome: transitionIndex.map { result.transitions[$0].outcome } ?? .noTransition,
        transition: transitionIndex, recognizer: recognizer, releaseSample: releaseSample,
        progressAtRelease: transitionIndex == nil ? nil : progress,
        decisions: result.decisions.filter { inside($0.time) }, states: states)
    }
  }

  /// The lines of the gestures section.
  func gestureLines() -> [String] {
    func t(_ instant: VirtualInstant?) -> String { instant.map { ReplayFormat.time($0) } ?? "—" }
    var lines: [String] = []
    for gesture in gestures ?? [] {
      var head =
        "Gesture \(gesture.number) of \(gestures?.count ?? 0): \(t(gesture.start))–"
        + "\(t(gesture.release)), \(gesture.fingers) finger\(gesture.fingers == 1 ? "" : "s"), "
        + gesture.outcome.rawValue
      if let index = gesture.transition, transitions.indices.contains(index) {
        let transition = transitions[index]
        head +=
          " (transition \(index + 1), \(transition.kind.rawValue), ended \(t(transition.end)))"
      }
      lines.append(head)
      if let progress = gesture.progressAtRelease {
        lines.append("  Progress at the release: \(ReplayFormat.number(progress, decimals: 3))")
      }
      for decision in gesture.decisions {
        lines.append("  Decision at \(t(decision.time)): \(decision.summary)")
      }
      if let sample = gesture.releaseSample {
        lines.append(
          "  Release (\(gesture.recognizer ?? "recognizer")): translation \(sample.translation), "
            + "velocity \(sample.velocity) pt/s (input frame \(sample.inputFrame))")
      } else {
        lines.append(
          "  Release: none — "
            + (gesture.recognizer.map {
              "\($0): " + gesture.states.joined(separator: " → ")
            } ?? "no recognizer got the touches"))
      }
    }
    return lines
  }
}
