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
/// the finger already moved the recognizer's hysteresis (a jump there is ``verifyNoJump``'s).
public struct FollowMeasurement: Hashable, Sendable {
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

  /// Measures how `view` followed the finger in `result`, or nil when the view is absent or
  /// the drag covers no display frame.
  public static func measure(_ view: ViewSelector, in result: ReplayResult) -> FollowMeasurement? {
    let start = result.gestureTrack.first { $0.state == .began }?.time ?? result.input.first?.time
    guard let start else { return nil }
    let release = result.outcome.release ?? result.input.last?.time ?? start
    let firstChange =
      result.gestureTrack.first { $0.state == .changed && $0.time >= start }?.time ?? start
    let frames = result.timeline.filter { $0.time >= start && $0.time <= release }
    let drawn = frames.compactMap { frame in view.state(in: frame).map { (frame.time, $0) } }
    guard let first = drawn.first, var finger0 = result.fingerAt(first.0) else { return nil }
    let states = drawn.filter { $0.0 >= firstChange }
    guard !states.isEmpty else { return nil }
    var view0 = first.1.position
    if let down = result.touchDown(before: start),
      let before = result.timeline.last(where: { $0.time < start }),
      let resting = view.state(in: before)
    {
      finger0 = down.location
      view0 = resting.position
    }

    func gaps(shift: VirtualDuration) -> [Double] {
      states.map { time, state in
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
      lag: bestShift, frameCount: states.count)
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
