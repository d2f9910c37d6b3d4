/// The transition completed (finished or cancelled) within a time after the release (Hero #90,
/// #371: the transition stays stuck mid-way). A replay in which no transition started passes:
/// nothing is stuck (``ReplayCheck/outcome(_:at:tolerance:)`` is the check that expects a
/// transition).
///
/// In an expectation file: `"notStuckWithin": 1.5` (seconds).
package struct NotStuckCheck: ReplayCheckDefinition {
  /// How long after the release (the last touch lifted) the transition has to complete.
  var within: VirtualDuration

  package var name: String { "not stuck within \(within.seconds) s" }

  package static let fileMembers: [String: ExpectationSchema] = [
    "notStuckWithin": ExpectationSchema.number.described(
      "The transition completes (finishes or cancels) within this many seconds after the release.")
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [NotStuckCheck] {
    guard let seconds = file["notStuckWithin"]?.number else { return [] }
    return [NotStuckCheck(within: .seconds(seconds))]
  }

  package static func write(_ checks: [NotStuckCheck]) -> [String: ExpectationValue] {
    // A file holds one limit: the tightest of several is the one that can fail.
    checks.map(\.within).min().map { ["notStuckWithin": .number($0.seconds)] } ?? [:]
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    let outcome = result.outcome
    let expected =
      "completed within \(ReplayFormat.number(within.seconds, decimals: 3)) s of the release"
    switch outcome.kind {
    case .noTransition:
      // Nothing started, so nothing is stuck: a check that expects a transition (the outcome,
      // the next transition) says so; gesture-driven UI that is not a transition is
      // `ReplayCheck.cameToRest`'s.
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
      guard settle > within else { return nil }
      return ReplayFailure(
        message: "The transition completed \(ReplayFormat.time(settle)) after the release, later "
          + "than \(ReplayFormat.number(within.seconds, decimals: 3)) s; it ended "
          + "\(result.place(outcome.end))."
          + "\n  What to do: if the slower completion is right, raise `within`.",
        expected: expected, actual: "completed \(ReplayFormat.time(settle)) after the release",
        time: outcome.end)
    }
  }
}

extension ReplayCheck {
  /// The transition completed within `limit` after the release; a replay in which no transition
  /// started passes.
  ///
  /// - Parameter limit: how long after the release (the last touch lifted) the transition has
  ///   to complete, in replay time (`.seconds(1.5)`).
  public static func notStuck(within limit: VirtualDuration) -> ReplayCheck {
    ReplayCheck(definition: NotStuckCheck(within: limit))
  }
}
