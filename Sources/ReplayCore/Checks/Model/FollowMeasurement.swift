/// How closely a view followed the finger during the drag: the gap between the view's
/// displacement and the finger's, and the time lag that best explains the gap.
///
/// Both displacements are measured from the touch that began the gesture: the finger from
/// where it went down, the view from where it was drawn before the gesture began (its last
/// display frame before the recognizer's `.began`). A view that jumps when the drag starts —
/// already on the first frame after `.began` — is a gap like any other. Only when the view
/// is not drawn before `.began` (it appears with the transition) is its first frame after
/// `.began` the baseline, with the finger at that frame. Frames drawn before the first
/// `.changed` are not measured: until then the app has heard only that the gesture began, after
/// the finger already moved the recognizer's hysteresis (a jump there is ``ReplayCheck/noJump(_:beyond:)``'s),
/// and a drag that never changed is not measured at all.
///
/// **Transitions on a curve.** A view a transition animates is where its animation puts it at
/// the transition's progress `p` — at `curve(p)` of the way — so on a non-linear curve it does
/// not move with the finger point for point even when the app drives the transition exactly by
/// the finger. When every measured frame has a transition progress and the view moves only when
/// the progress does (``Basis/progress``), the gap is measured between the finger and the
/// progress instead: the finger's displacement along the drag against `k · p`, `k` fitted over
/// the drag (the app's divisor: a screen's height, a width). A view that leapt far beyond the
/// finger on the first measured frame (more than three times the finger's displacement) still
/// counts that excess as a gap.
public struct FollowMeasurement: Hashable, Sendable {
  /// What the view was measured against.
  public enum Basis: String, Hashable, Sendable, Codable {
    /// The view's displacement against the finger's.
    case finger
    /// The transition's progress against the finger's displacement (the view is where the
    /// transition's curve puts it at that progress).
    case progress
  }

  /// The largest gap, in points.
  public var maximumGap: Double
  /// When the largest gap occurred.
  public var maximumGapTime: VirtualInstant
  /// The mean gap over the drag's display frames, in points.
  public var meanGap: Double
  /// The delay (0…250 ms in 1 ms steps) by which the view best trails the finger.
  public var lag: VirtualDuration
  /// The number of display frames measured.
  public var frameCount: Int
  /// What the view was measured against.
  public var basis: Basis = .finger

  /// Measures how `view` followed the finger in `result`, or nil when the view is absent or
  /// the drag covers no display frame.
  ///
  /// - Parameters:
  ///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - result: the replay to measure.
  public static func measure(_ view: ViewSelector, in result: ReplayResult) -> FollowMeasurement? {
    let start = result.gestureTrack.first { $0.state == .began }?.time ?? result.input.first?.time
    guard let start else { return nil }
    let release = result.outcome.release ?? result.input.last?.time ?? start
    // A drag that ends before its first `.changed` (a finger lifted right after the pan began)
    // gave the app nothing to follow.
    guard
      let firstChange = result.gestureTrack.first(where: {
        $0.state == .changed && $0.time >= start
      })?.time
    else { return nil }
    let frames = result.timeline.filter { $0.time >= start && $0.time <= release }
    let drawn = frames.compactMap { frame in view.state(in: frame).map { (frame.time, $0) } }
    guard let first = drawn.first, var finger0 = result.fingerAt(first.0) else { return nil }
    let states = drawn.filter { $0.0 >= firstChange }
    guard !states.isEmpty else { return nil }
    var view0 = first.1.position
    let down = result.touchDown(before: start)
    var wasResting = false
    if let down, let before = result.timeline.last(where: { $0.time < start }),
      let resting = view.state(in: before)
    {
      finger0 = down.location
      view0 = resting.position
      wasResting = true
    }
    // A view that appears during the drag (a drawer or card presented by it) is where the
    // transition's progress puts it, and that progress counts the finger's whole travel since
    // the touch-down: measured from where the view first appears, the travel before it would
    // read as a lag.
    let progressFinger0 = wasResting ? finger0 : down?.location ?? finger0
    let progressDriven = Self.progressPath(
      of: states, in: frames, finger0: progressFinger0, result: result)

    func gaps(shift: VirtualDuration) -> [Double] {
      if let path = progressDriven {
        return path.gaps(
          fingerAt: { result.fingerAt(max($0 - shift, first.0)) ?? progressFinger0 },
          finger0: progressFinger0, view0: wasResting ? view0 : nil, states: states)
      }
      return states.map { time, state in
        let finger = result.fingerAt(max(time - shift, first.0)) ?? finger0
        return ((state.position - view0) - (finger - finger0)).length
      }
    }
    let direct = gaps(shift: .zero)
    var worst = 0
    for index in direct.indices where direct[index] > direct[worst] { worst = index }
    var bestShift = VirtualDuration.zero
    var bestMean = direct.reduce(0, +) / Double(direct.count)
    let meanAtZero = bestMean
    for step in 1...250 {
      let shift = VirtualDuration.milliseconds(Int64(step))
      let shifted = gaps(shift: shift)
      let mean = shifted.reduce(0, +) / Double(shifted.count)
      if mean < bestMean - 1e-9 {
        bestMean = mean
        bestShift = shift
      }
    }
    return FollowMeasurement(
      maximumGap: direct[worst], maximumGapTime: states[worst].0, meanGap: meanAtZero,
      lag: bestShift, frameCount: states.count, basis: progressDriven == nil ? .finger : .progress)
  }

  /// The progress of each measured frame, when the view is driven by it: every measured frame
  /// has a progress, the view never moves more than 1 pt between two frames whose progress
  /// stays the same, and the finger moved at least 1 pt.
  private static func progressPath(
    of states: [(VirtualInstant, ReplayViewState)], in frames: [ReplayDisplayFrame],
    finger0: ReplayPoint, result: ReplayResult
  ) -> ProgressPath? {
    guard states.count >= 3 else { return nil }
    var progress: [Double] = []
    progress.reserveCapacity(states.count)
    var frameIndex = 0
    for (time, _) in states {
      while frameIndex < frames.count, frames[frameIndex].time < time { frameIndex += 1 }
      guard frameIndex < frames.count, frames[frameIndex].time == time,
        let p = frames[frameIndex].progress
      else { return nil }
      progress.append(p)
    }
    for index in 1..<states.count
    where abs(progress[index] - progress[index - 1]) < 1e-9
      && states[index].1.position.distance(to: states[index - 1].1.position) > 1
    {
      return nil
    }
    guard let last = states.last, let fingerLast = result.fingerAt(last.0) else { return nil }
    let total = fingerLast - finger0
    guard total.length >= 1 else { return nil }
    return ProgressPath(
      progress: progress, axis: ReplayPoint(x: total.x / total.length, y: total.y / total.length))
  }
}

/// A transition's progress over the measured frames, and the drag's direction.
private struct ProgressPath {
  let progress: [Double]
  let axis: ReplayPoint

  /// The gap on each frame between the finger's displacement along the drag (from `finger0`)
  /// and `k · p`, `k` fitted by least squares; the first frame also counts how far the view
  /// leapt from `view0` (nil: the view appeared during the drag, and had nowhere to leap from)
  /// beyond three times the finger's displacement.
  func gaps(
    fingerAt: (VirtualInstant) -> ReplayPoint, finger0: ReplayPoint, view0: ReplayPoint?,
    states: [(VirtualInstant, ReplayViewState)]
  ) -> [Double] {
    var along: [Double] = []
    along.reserveCapacity(states.count)
    for (time, _) in states {
      let moved = fingerAt(time) - finger0
      along.append(moved.x * axis.x + moved.y * axis.y)
    }
    var numerator = 0.0
    var denominator = 0.0
    for index in progress.indices {
      numerator += along[index] * progress[index]
      denominator += progress[index] * progress[index]
    }
    let k = denominator > 0 ? numerator / denominator : 0
    var gaps = progress.indices.map { abs(along[$0] - k * progress[$0]) }
    if let view0, let first = states.first, !gaps.isEmpty {
      let leap = first.1.position.distance(to: view0) - 3 * abs(along[0])
      gaps[0] = max(gaps[0], leap)
    }
    return gaps
  }
}

extension ReplayResult {
  /// The input sample where the touches down at `time` went down: the first of the run of
  /// samples with touches down that reaches `time`.
  package func touchDown(before time: VirtualInstant) -> ReplayInputSample? {
    guard var first = input.lastIndex(where: { $0.time <= time && $0.touchCount > 0 }) else {
      return nil
    }
    while first > 0, input[first - 1].touchCount > 0 { first -= 1 }
    return input[first]
  }

  /// The finger location at `time` by binary search over the delivered input.
  package func fingerAt(_ time: VirtualInstant) -> ReplayPoint? {
    var low = 0
    var high = input.count
    while low < high {
      let mid = (low + high) / 2
      if input[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : input[low - 1].location
  }
}
