/// Checks a view's property at a moment of `result` within `tolerance` (points for positions
/// and frames, plain numbers for opacity and scale). Returns a failure message or nil.
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay to check.
///   - moment: when: `.end`, `.release`, `.time(seconds)` (replay time) or `.progress(value)`
///     (the first display frame at or past that transition progress).
///   - expected: the property and its expected value: `.position` (the centre, points), `.frame`,
///     `.opacity` or `.scale`.
///   - tolerance: how far the value may be from `expected` (default `Tolerance.viewProperty`).
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyView(
  _ view: ViewSelector, in result: ReplayResult, at moment: ReplayMoment,
  _ expected: ViewProperty, tolerance: Tolerance = .viewProperty
) -> String? {
  viewFailure(view, in: result, at: moment, expected, tolerance: tolerance)?.message
}

/// ``verifyView(_:in:at:_:tolerance:)``, located at the frame it looked at.
package func viewFailure(
  _ view: ViewSelector, in result: ReplayResult, at moment: ReplayMoment,
  _ expected: ViewProperty, tolerance: Tolerance = .viewProperty
) -> ReplayFailure? {
  let frame: ReplayDisplayFrame
  switch moment.frame(in: result) {
  case .success(let found): frame = found
  case .failure(let error):
    return ReplayFailure(
      message: "Cannot check the \(expected.name) of \(view) at \(moment): \(error.message) "
        + "(\(result.replayName)).",
      expected: "\(expected) \(tolerance) at \(moment)", actual: error.message)
  }
  guard let state = view.state(in: frame) else {
    let known = frame.views.map { $0.heroID.map { "\($0)" } ?? "" }
    let names = zip(frame.views.map(\.id), known).map { $1.isEmpty ? $0 : "\($0) (\($1))" }
    return ReplayFailure(
      message: "No \(view) on display frame \(frame.index) \(result.place(frame.time)). "
        + "Tracked views: " + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ".",
      expected: "\(view) on screen", actual: "not tracked", time: frame.time)
  }
  let actual = expected.actual(in: state)
  guard !expected.matches(actual, tolerance: tolerance) else { return nil }
  return ReplayFailure(
    message: "The \(expected.name) of \(view) at \(moment) differs: expected \(expected) "
      + "\(tolerance), got \(actual), \(result.place(frame.time))."
      + (frame.progress.map {
        "\n  Transition progress there: \(ReplayFormat.number($0, decimals: 3))."
      } ?? "")
      + "\n  What to do: if the new value is right, update the expectation; if it is a rounding "
      + "difference, widen the tolerance.",
    expected: "\(expected) \(tolerance)", actual: "\(actual)", time: frame.time, view: state.id)
}
