/// Checks that `result` ended as `kind`, optionally at `seconds` (the transition's end) within
/// `tolerance` seconds, and that UIKit raised nothing on the way (a storyboard identifier or a
/// segue that does not exist, an outlet the class lacks: on a device the app stops there).
/// Returns a failure message, or nil when the check passes.
///
/// - Parameters:
///   - result: the replay to check.
///   - kind: the outcome expected (`.finished`, `.cancelled`, `.stuck`, `.noTransition`,
///     `.crashed`).
///   - seconds: when the transition should have ended, in seconds of replay time from the first
///     input; nil: any time.
///   - tolerance: how far from `seconds` the end may be (default `Tolerance.endTime`).
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyOutcome(
  of result: ReplayResult, is kind: ReplayOutcome.Kind, at seconds: Double? = nil,
  tolerance: Tolerance = .endTime
) -> String? {
  outcomeFailure(of: result, is: kind, at: seconds, tolerance: tolerance)?.message
}

/// ``verifyOutcome(of:is:at:tolerance:)``, located where the replay shows the outcome.
package func outcomeFailure(
  of result: ReplayResult, is kind: ReplayOutcome.Kind, at seconds: Double? = nil,
  tolerance: Tolerance = .endTime
) -> ReplayFailure? {
  let raised = result.warnings.filter { $0.code == .uikitException }
  if let first = raised.first {
    return ReplayFailure(
      message: "The app would have stopped \(result.place(first.time)): \(first.message)"
        + (raised.count > 1 ? "\n  (and \(raised.count - 1) more)" : ""),
      expected: kind.rawValue, actual: "a UIKit exception", time: first.time)
  }
  let outcome = result.outcome
  if outcome.kind != kind {
    let when = outcome.end ?? outcome.release
    var message =
      "Expected the transition to be \(kind.rawValue), but it was "
      + "\(outcome.kind.rawValue) \(result.place(when))."
    if let progress = outcome.progressAtRelease {
      message += "\n  Progress at the release: \(ReplayFormat.number(progress, decimals: 3))."
    }
    message += result.decisionLines
    message +=
      "\n  What to do: if the app is right, update the expectation to "
      + "\(outcome.kind.rawValue); otherwise check the handler's decision above "
      + "(the largest term decided it)."
    return ReplayFailure(
      message: message, expected: kind.rawValue, actual: outcome.kind.rawValue,
      time: outcome.release ?? outcome.end)
  }
  guard let seconds else { return nil }
  let expected = "\(kind.rawValue) at \(ReplayFormat.number(seconds, decimals: 3)) s \(tolerance) s"
  guard let end = outcome.end else {
    return ReplayFailure(
      message: "Expected the transition to end at \(ReplayFormat.number(seconds, decimals: 3)) "
        + "s, but it never ended (\(outcome.kind.rawValue)) \(result.place(outcome.release)).",
      expected: expected, actual: "never ended (\(outcome.kind.rawValue))",
      time: result.timeline.last?.time)
  }
  let actual = end.seconds
  guard !tolerance.accepts(actual, expected: seconds) else { return nil }
  return ReplayFailure(
    message: "Expected the transition to be \(kind.rawValue) at "
      + "\(ReplayFormat.number(seconds, decimals: 3)) s \(tolerance) s, but it ended "
      + "\(result.place(end)), \(ReplayFormat.number(actual - seconds, decimals: 3)) s "
      + (actual > seconds ? "late" : "early") + "."
      + "\n  What to do: if the new timing is right, update the expected time or widen the "
      + "tolerance.",
    expected: expected, actual: "\(kind.rawValue) at \(ReplayFormat.time(end))", time: end)
}
