/// One check on a replay, as a value: a name, and an evaluation that returns a located failure
/// (or nil when the replay passes).
///
/// The catalogue is the static members (``outcome(_:at:tolerance:)``, ``notStuck(within:)``,
/// ``followsFinger(_:within:)`` …), each defined once with its expectation-file spelling;
/// expectation files hold a list of them (``ReplayExpectations/checks``); GestureTapeTesting's
/// `expect(_:_:)` reports any list of them to Swift Testing or XCTest. Make your own with
/// ``init(_:verify:)`` (a message) or ``init(_:evaluate:)`` (a ``ReplayFailure`` that says where
/// the failure shows); a check made in code has no spelling in an expectation file.
///
/// ```swift
/// let settles = ReplayCheck("settles within 2 s") { result in
///   (result.outcome.settleTime ?? .seconds(60)) <= .seconds(2) ? nil : "took too long to settle"
/// }
/// let failures = [.outcome(.finished), settles].compactMap { $0.evaluate(result) }
/// ```
///
/// Two checks are equal when they are the same catalogue check with the same parameters, or,
/// made in code, when their names are equal.
public struct ReplayCheck: Hashable, Sendable, CustomStringConvertible {
  /// What the check checks, for lists and reports (e.g. `outcome finished`).
  public let name: String
  /// The catalogue's definition, or nil for a check made in code.
  package let definition: (any ReplayCheckDefinition)?
  private let body: @Sendable (ReplayResult) -> ReplayFailure?

  /// A check named `name` whose `verify` returns a failure message, or nil when `result` passes.
  /// Its failures are located at the release (see ``ReplayFailure/frameIndex(in:)``).
  public init(_ name: String, verify: @escaping @Sendable (ReplayResult) -> String?) {
    self.name = name
    self.definition = nil
    self.body = { result in verify(result).map { ReplayFailure(message: $0) } }
  }

  /// A check named `name` whose `evaluate` returns a located failure, or nil when `result`
  /// passes.
  public init(_ name: String, evaluate: @escaping @Sendable (ReplayResult) -> ReplayFailure?) {
    self.name = name
    self.definition = nil
    self.body = evaluate
  }

  /// The catalogue's check `definition`.
  package init(definition: some ReplayCheckDefinition) {
    self.name = definition.name
    self.definition = definition
    self.body = { definition.failure(of: $0) }
  }

  /// The failure of `result`, with ``ReplayFailure/check`` set to this check's name, or nil
  /// when it passes.
  public func evaluate(_ result: ReplayResult) -> ReplayFailure? {
    guard var failure = body(result) else { return nil }
    failure.check = name
    return failure
  }

  /// The failure message for `result`, or nil when it passes.
  public func verify(_ result: ReplayResult) -> String? {
    body(result)?.message
  }

  /// This check as it still holds when a hunt's variant moves how the gesture's handling is
  /// timed but keeps every touch's place and timestamp (the release turn, the phase, stalls, the
  /// frame rate), or nil when it measures display frames or times such a variant rightly moves.
  /// The outcome keeps its kind without its end time; the release and views at the end hold as
  /// they are; checks made in code are left out.
  public var retimed: ReplayCheck? {
    definition.flatMap { Self.retimed($0) }
  }

  private static func retimed(_ definition: some ReplayCheckDefinition) -> ReplayCheck? {
    definition.retimed.map(ReplayCheck.init(definition:))
  }

  /// The name.
  public var description: String { name }

  public static func == (lhs: ReplayCheck, rhs: ReplayCheck) -> Bool {
    switch (lhs.definition, rhs.definition) {
    case (let left?, let right?): return AnyHashable(left) == AnyHashable(right)
    case (nil, nil): return lhs.name == rhs.name
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    if let definition {
      hasher.combine(AnyHashable(definition))
    } else {
      hasher.combine(name)
    }
  }
}
