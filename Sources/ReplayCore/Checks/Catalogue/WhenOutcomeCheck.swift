/// A check that holds only when the replay ended as an outcome: a hunt's variant that changes
/// the gesture lets the app decide otherwise, and views expected at the end of a finished
/// transition say nothing about a cancelled one. It has the inner check's name, so a shrink that
/// simplifies the variant back to one that keeps the gesture still looks for the same failure.
///
/// Not in an expectation file: a file spells it as the outcome and the inner check
/// (``fileChecks``), which fail together where this one fails.
package struct WhenOutcomeCheck: ReplayCheckDefinition {
  var outcome: ReplayOutcome.Kind
  var inner: ReplayCheck

  package var name: String { inner.name }

  package static let fileMembers: [String: ExpectationSchema] = [:]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [WhenOutcomeCheck]
  { [] }

  package static func write(_ checks: [WhenOutcomeCheck]) -> [String: ExpectationValue] { [:] }

  package var fileChecks: [ReplayCheck] { [.outcome(outcome)] + inner.fileChecks }

  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    ReplayCheck(definition: self)
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    guard result.outcome.kind == outcome, var failure = inner.evaluate(result) else { return nil }
    failure.message += "\n  (Checked because the transition was \(outcome.rawValue), as expected.)"
    return failure
  }
}
