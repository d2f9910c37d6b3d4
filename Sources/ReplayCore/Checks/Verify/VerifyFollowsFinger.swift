/// Checks that `view` followed the finger during the drag within `points` (the gap between the
/// view's displacement and the finger's, frame by frame). The failure message reports the
/// largest gap, where it was, the mean gap and the lag.
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay to check.
///   - points: the largest gap, in points, between the view's displacement and the finger's,
///     frame by frame during the drag.
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyFollowsFinger(
  _ view: ViewSelector, in result: ReplayResult, within points: Double
) -> String? {
  followsFingerFailure(view, in: result, within: points)?.message
}

/// ``verifyFollowsFinger(_:in:within:)``, located at the largest gap.
package func followsFingerFailure(
  _ view: ViewSelector, in result: ReplayResult, within points: Double
) -> ReplayFailure? {
  guard let measured = FollowMeasurement.measure(view, in: result) else {
    return ReplayFailure(
      message: "Cannot check that \(view) follows the finger: the view is not tracked during "
        + "the drag, or the drag covers no display frame (\(result.replayName)).",
      expected: "\(view) tracked during the drag", actual: "not tracked")
  }
  guard measured.maximumGap > points + 1e-9 else { return nil }
  let frame = result.displayFrame(at: measured.maximumGapTime)
  return ReplayFailure(
    message: "\(view) did not follow the finger within \(ReplayFormat.number(points)) pt: the "
      + "gap reached \(ReplayFormat.number(measured.maximumGap)) pt "
      + "\(result.place(measured.maximumGapTime))."
      + "\n  Mean gap \(ReplayFormat.number(measured.meanGap)) pt over \(measured.frameCount) "
      + "frames; the view lags the finger by about \(ReplayFormat.time(measured.lag))"
      + (measured.basis == .progress
        ? " (measured as the transition's progress against the finger: the view is where "
          + "the transition's curve puts it)." : ".")
      + "\n  What to do: apply the finger's translation to the view on every change "
      + "(apply(modifiers: [.position(…)], to:)), or use linear timing (Hero #388); widen "
      + "`within` if the lag is expected.",
    expected: "gap ≤ \(ReplayFormat.number(points)) pt",
    actual: "gap \(ReplayFormat.number(measured.maximumGap)) pt",
    time: measured.maximumGapTime, view: frame.flatMap { view.state(in: $0)?.id })
}
