/// How closely a view followed the finger during the drag: the gap between the view's
/// displacement and the finger's (both measured from the first display frame of the drag),
/// and the time lag that best explains the gap.
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
    let frames = result.timeline.filter { $0.time >= start && $0.time <= release }
    let states = frames.compactMap { frame in view.state(in: frame).map { (frame.time, $0) } }
    guard let first = states.first, let finger0 = result.fingerAt(first.0) else { return nil }
    let view0 = first.1.position

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
