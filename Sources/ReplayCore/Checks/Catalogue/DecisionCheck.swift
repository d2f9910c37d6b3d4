/// The handler keeps its own rule, as it recorded it (``ReplayDecision``): at every release it
/// decides on, it chooses what the rule gives for the numbers it read (`above` when their sum
/// is above the threshold, `below` otherwise), and the transition running then ends the way it
/// chose (`finish` → finished, `cancel` → cancelled; other choices are checked against the rule
/// only). A gesture the system cancelled is not a release: handlers cancel then whatever the
/// numbers say.
///
/// A hunt adds it from the decision of the replay as recorded (a variant changes the numbers,
/// not the rule), so a variant whose numbers cross the threshold must cross the choice too.
///
/// In an expectation file: `"decision": {"rule": "progress + velocity.y / height > 0.3",
/// "above": "finish", "below": "cancel"}` (`below` may be left out).
package struct DecisionCheck: ReplayCheckDefinition {
  /// The rule as the handler records it; decisions under other rules are not checked.
  var rule: String
  /// The choice when the sum is above the threshold (nil: not checked there).
  var above: String?
  /// The choice when it is not (nil: not checked there).
  var below: String?

  package var name: String { "keeps its rule \(rule)" }

  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    ReplayCheck(definition: self)
  }

  package static let fileMembers: [String: ExpectationSchema] = [
    "decision": .object(
      [
        "rule": ExpectationSchema.string().described("The rule as the handler records it."),
        "above": ExpectationSchema.string().described(
          "The choice when the sum of the rule's terms is above its threshold (e.g. finish)."),
        "below": ExpectationSchema.string().described(
          "The choice when it is not (e.g. cancel)."),
      ], required: ["rule"]
    ).described(
      "The handler chooses what its recorded rule gives, and the transition ends that way.")
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [DecisionCheck] {
    guard let spec = file["decision"], let rule = spec["rule"]?.string else { return [] }
    let above = spec["above"]?.string
    let below = spec["below"]?.string
    guard above != nil || below != nil else {
      throw ExpectationProblem(
        at: "decision", "give the choice above the threshold, below it, or both")
    }
    return [DecisionCheck(rule: rule, above: above, below: below)]
  }

  package static func write(_ checks: [DecisionCheck]) -> [String: ExpectationValue] {
    guard let check = checks.first else { return [:] }
    var spec: [String: ExpectationValue] = ["rule": .string(check.rule)]
    if let above = check.above { spec["above"] = .string(above) }
    if let below = check.below { spec["below"] = .string(below) }
    return ["decision": .object(spec)]
  }

  /// The rule of `decision` with the choice it made on its side of the threshold and, when that
  /// choice is `finish` or `cancel`, the other on the other side.
  init(recorded decision: ReplayDecision) {
    rule = decision.rule
    let other = Self.finishes(decision.choice).map { $0 ? "cancel" : "finish" }
    if decision.sum > decision.threshold {
      above = decision.choice
      below = other
    } else {
      below = decision.choice
      above = other
    }
  }

  init(rule: String, above: String?, below: String?) {
    self.rule = rule
    self.above = above
    self.below = below
  }

  /// Whether `choice` finishes (true), cancels (false), or neither (nil).
  static func finishes(_ choice: String) -> Bool? {
    switch choice.lowercased() {
    case "finish", "finished", "end", "complete": true
    case "cancel", "cancelled", "canceled": false
    default: nil
    }
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    for decision in result.decisions where decision.rule == rule {
      let cancelled = result.gestureTrack.contains {
        $0.time == decision.time && ($0.state == .cancelled || $0.state == .failed)
      }
      if cancelled { continue }
      let isAbove = decision.sum > decision.threshold
      if let expected = isAbove ? above : below, expected != decision.choice {
        return ReplayFailure(
          message: "The handler chose \(decision.choice) \(result.place(decision.time)), but its "
            + "rule gives \(expected): "
            + "\(decision.summary.components(separatedBy: " → ").first ?? decision.rule)."
            + "\n  What to do: the handler decides on other numbers than the ones it records, or "
            + "another path (a second recognizer, a completion) chose first.",
          expected: expected, actual: decision.choice, time: decision.time)
      }
      guard let finishes = Self.finishes(decision.choice),
        let transition = result.transitions.last(where: { $0.start <= decision.time }),
        let finished = transition.finished, finished != finishes, let end = transition.end
      else { continue }
      return ReplayFailure(
        message: "The handler chose \(decision.choice) \(result.place(decision.time)), but the "
          + "transition was \(finished ? "finished" : "cancelled") \(result.place(end))."
          + result.decisionLines
          + "\n  What to do: the engine did not do what the handler told it; look for a finish "
          + "or cancel called before the transition started, or twice.",
        expected: finishes ? "finished" : "cancelled",
        actual: finished ? "finished" : "cancelled", time: end)
    }
    return nil
  }
}

extension ReplayCheck {
  /// The handler keeps its rule: at each release it decides on (a ``ReplayDecision`` recorded
  /// under `rule`), it chooses `above` when the sum of its terms is above the threshold and
  /// `below` otherwise, and the transition then ends as it chose.
  ///
  /// - Parameters:
  ///   - rule: the rule as the handler records it (``ReplayDecision/rule``).
  ///   - above: the choice above the threshold (`finish`); nil: not checked there.
  ///   - below: the choice at or below it (`cancel`); nil: not checked there.
  public static func keepsDecision(rule: String, above: String?, below: String?) -> ReplayCheck {
    ReplayCheck(definition: DecisionCheck(rule: rule, above: above, below: below))
  }

  /// The handler keeps the rule it recorded in `decision`: the choice `decision` made on its side
  /// of the threshold, and (for `finish` and `cancel`) the other choice on the other side.
  public static func keepsDecision(_ decision: ReplayDecision) -> ReplayCheck {
    ReplayCheck(definition: DecisionCheck(recorded: decision))
  }
}
