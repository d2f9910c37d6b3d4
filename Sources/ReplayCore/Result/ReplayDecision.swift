/// The numbers a gesture handler decided on (e.g. finish or cancel at the release), so a report
/// can say which one decided the outcome.
public struct ReplayDecision: Hashable, Sendable, Codable {
  /// One named number of the decision (e.g. `progress` = 0.21).
  public struct Term: Hashable, Sendable, Codable {
    /// The term's name as written in the handler (e.g. `velocity.y / height`).
    public var name: String
    /// Its value.
    public var value: Double

    /// A term.
    public init(name: String, value: Double) {
      self.name = name
      self.value = value
    }
  }

  /// The virtual time in nanoseconds.
  public var time: VirtualInstant
  /// The rule as written in the handler, e.g. `progress + velocity.y / height > 0.3`.
  public var rule: String
  /// The terms that are summed and compared with the threshold.
  public var terms: [Term]
  /// The threshold the sum is compared with.
  public var threshold: Double
  /// What the handler chose (e.g. `finish` or `cancel`).
  public var choice: String

  /// A decision.
  public init(time: VirtualInstant, rule: String, terms: [Term], threshold: Double, choice: String)
  {
    self.time = time
    self.rule = rule
    self.terms = terms
    self.threshold = threshold
    self.choice = choice
  }

  /// The sum of the terms.
  public var sum: Double { terms.reduce(0) { $0 + $1.value } }

  /// The margin by which the sum cleared (positive) or missed (negative) the threshold.
  public var margin: Double { sum - threshold }

  /// The term with the largest magnitude: the number that decided the outcome.
  public var decidingTerm: Term? {
    terms.max { abs($0.value) < abs($1.value) }
  }

  /// One line, e.g. `progress 0.21 + velocity.y / height 0.15 = 0.36 > 0.3 → finish`.
  public var summary: String {
    let parts = terms.map { "\($0.name) \(ReplayFormat.number($0.value, decimals: 3))" }
    let comparison = sum > threshold ? ">" : "≤"
    return parts.joined(separator: " + ") + " = \(ReplayFormat.number(sum, decimals: 3)) "
      + "\(comparison) \(ReplayFormat.number(threshold, decimals: 3)) → \(choice)"
  }
}
