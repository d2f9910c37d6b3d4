/// The replay ended as an outcome (`.finished`, `.cancelled`, `.stuck`, `.noTransition`,
/// `.crashed`), and at a time within a tolerance when one is given; and UIKit raised nothing on
/// the way (a storyboard identifier or a segue that does not exist, an outlet the class lacks: on
/// a device the app stops there).
///
/// In an expectation file: `"outcome": "finished"`, with `"endTime": {"seconds": 0.9,
/// "tolerance": 0.05}` for the time (seconds of replay time).
package struct OutcomeCheck: ReplayCheckDefinition {
  var kind: ReplayOutcome.Kind
  /// When the transition should have ended; nil: any time.
  var end: VirtualInstant?
  var tolerance: VirtualDuration

  package var name: String {
    "outcome \(kind.rawValue)" + (end.map { " at \($0.seconds) s" } ?? "")
  }

  package var retimed: OutcomeCheck? {
    OutcomeCheck(kind: kind, end: nil, tolerance: .endTimeTolerance)
  }

  package static let fileMembers: [String: ExpectationSchema] = [
    "outcome": .string(values: ReplayOutcome.Kind.allCases.map(\.rawValue))
      .described(
        "The outcome: the transition finished, was cancelled, never started, stayed stuck, or would have crashed Hero 1.6.4."
      ),
    "endTime": .object(["seconds": .number, "tolerance": .number], required: ["seconds"])
      .described(
        "When the transition ends, in seconds of replay time from the first input, within tolerance seconds (default 0.05); checked with outcome."
      ),
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [OutcomeCheck] {
    let endTime = file["endTime"]
    guard let kind = file["outcome"]?.string.flatMap(ReplayOutcome.Kind.init(rawValue:)) else {
      if endTime != nil {
        throw ExpectationProblem(
          at: "endTime", "endTime is checked together with outcome; add \"outcome\"")
      }
      return []
    }
    return [
      OutcomeCheck(
        kind: kind, end: endTime?["seconds"]?.number.map(VirtualInstant.seconds),
        tolerance: endTime?["tolerance"]?.number.map(VirtualDuration.seconds) ?? .endTimeTolerance)
    ]
  }

  package static func write(_ checks: [OutcomeCheck]) -> [String: ExpectationValue] {
    guard let check = checks.first else { return [:] }
    var members: [String: ExpectationValue] = ["outcome": .string(check.kind.rawValue)]
    if let end = check.end {
      members["endTime"] = .object([
        "seconds": .number(end.seconds), "tolerance": .number(check.tolerance.seconds),
      ])
    }
    return members
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
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
    guard let expectedEnd = end else { return nil }
    let seconds = expectedEnd.seconds
    let toleranceText = "± \(ReplayFormat.compact(tolerance.seconds))"
    let expected =
      "\(kind.rawValue) at \(ReplayFormat.number(seconds, decimals: 3)) s \(toleranceText) s"
    guard let end = outcome.end else {
      return ReplayFailure(
        message: "Expected the transition to end at \(ReplayFormat.number(seconds, decimals: 3)) "
          + "s, but it never ended (\(outcome.kind.rawValue)) \(result.place(outcome.release)).",
        expected: expected, actual: "never ended (\(outcome.kind.rawValue))",
        time: result.timeline.last?.time)
    }
    let actual = end.seconds
    guard abs(actual - seconds) > tolerance.seconds + 1e-12 else { return nil }
    return ReplayFailure(
      message: "Expected the transition to be \(kind.rawValue) at "
        + "\(ReplayFormat.number(seconds, decimals: 3)) s \(toleranceText) s, but it ended "
        + "\(result.place(end)), \(ReplayFormat.number(actual - seconds, decimals: 3)) s "
        + (actual > seconds ? "late" : "early") + "."
        + "\n  What to do: if the new timing is right, update the expected time or widen the "
        + "tolerance.",
      expected: expected, actual: "\(kind.rawValue) at \(ReplayFormat.time(end))", time: end)
  }
}

extension VirtualDuration {
  /// The default tolerance of an expected end time: 50 ms.
  public static let endTimeTolerance = VirtualDuration.milliseconds(50)
}

extension ReplayCheck {
  /// The replay ended as `kind` (and at `end` within `tolerance`, when given), and UIKit raised
  /// nothing on the way.
  ///
  /// - Parameters:
  ///   - kind: the outcome expected (`.finished`, `.cancelled`, `.stuck`, `.noTransition`,
  ///     `.crashed`).
  ///   - end: when the transition should have ended, in replay time from the first input
  ///     (`.seconds(0.9)`); nil: any time.
  ///   - tolerance: how far from `end` the end may be (default 50 ms).
  public static func outcome(
    _ kind: ReplayOutcome.Kind, at end: VirtualInstant? = nil,
    tolerance: VirtualDuration = .endTimeTolerance
  ) -> ReplayCheck {
    ReplayCheck(definition: OutcomeCheck(kind: kind, end: end, tolerance: tolerance))
  }
}
