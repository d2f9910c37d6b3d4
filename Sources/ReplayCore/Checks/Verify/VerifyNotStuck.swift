/// Checks that the transition completed (finished or cancelled) within `seconds` after the
/// release (Hero #90, #371: the transition stays stuck mid-way). A replay in which no
/// transition started passes: nothing is stuck (``verifyOutcome(of:is:at:tolerance:)`` is the
/// check that expects a transition).
///
/// - Parameters:
///   - result: the replay to check.
///   - seconds: how long after the release (the last touch lifted) the transition has to
///     complete, in seconds of replay time.
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyNotStuck(of result: ReplayResult, within seconds: Double) -> String? {
  notStuckFailure(of: result, within: seconds)?.message
}

/// ``verifyNotStuck(of:within:)``, located where the replay shows the problem.
package func notStuckFailure(of result: ReplayResult, within seconds: Double) -> ReplayFailure? {
  let outcome = result.outcome
  let expected = "completed within \(ReplayFormat.number(seconds, decimals: 3)) s of the release"
  switch outcome.kind {
  case .noTransition:
    // Nothing started, so nothing is stuck: a check that expects a transition (the outcome,
    // the next transition) says so; gesture-driven UI that is not a transition is
    // ``verifyCameToRest(_:)``'s.
    return nil
  case .stuck:
    let progress = result.timeline.last?.progress.map { ReplayFormat.number($0, decimals: 3) }
    return ReplayFailure(
      message: "The transition is stuck: it had not completed "
        + "\(ReplayFormat.time(result.settings.stuckTimeout)) after the last input "
        + "\(result.place(outcome.release))" + (progress.map { ", progress \($0)" } ?? "") + "."
        + "\n  What to do: look for update() after finish()/cancel() in the calls (Hero #90) or "
        + "a stale starting progress after a cancel (#371).",
      expected: expected, actual: "stuck" + (progress.map { " at progress \($0)" } ?? ""),
      time: result.timeline.last?.time)
  case .crashed:
    let crash = result.engineEvents.first { $0.kind == .crash }
    return ReplayFailure(
      message: "The transition never completed: Hero 1.6.4 would crash "
        + "\(result.place(crash?.time)) — \(crash?.detail ?? "unknown")."
        + "\n  What to do: do not finish or cancel from a heroWillStart… delegate call (Hero #38).",
      expected: expected, actual: "crashed", time: crash?.time)
  case .finished, .cancelled:
    guard let settle = outcome.settleTime else { return nil }
    let limit = VirtualDuration.seconds(seconds)
    guard settle > limit else { return nil }
    return ReplayFailure(
      message: "The transition completed \(ReplayFormat.time(settle)) after the release, later "
        + "than \(ReplayFormat.number(seconds, decimals: 3)) s; it ended "
        + "\(result.place(outcome.end))."
        + "\n  What to do: if the slower completion is right, raise `within`.",
      expected: expected, actual: "completed \(ReplayFormat.time(settle)) after the release",
      time: outcome.end)
  }
}
