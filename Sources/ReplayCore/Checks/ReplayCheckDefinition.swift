/// A check the library defines, in one place: its parameters (the stored properties), its name,
/// what it checks, how it holds when a hunt retimes the gesture, and how an expectation file
/// spells it. ``ReplayCheck``'s catalogue member, the file's members and their schema
/// (``ExpectationSchema/file``, docs/expectations.schema.json) are all read from here; add a
/// check by writing one type and listing it in ``ReplayCheckCatalogue/definitions``.
package protocol ReplayCheckDefinition: Hashable, Sendable {
  /// What the check checks, for lists, reports and a hunt's findings (e.g. `outcome finished`).
  var name: String { get }

  /// The failure of `result`, located where the replay shows it, or nil when it passes.
  func failure(of result: ReplayResult) -> ReplayFailure?

  /// This check as it still holds when a hunt's variant keeps every touch's place and timestamp
  /// but moves how the handling is timed (the release turn, the phase, stalls, the frame rate),
  /// or nil when it measures display frames or times a variant rightly moves.
  var retimed: Self? { get }

  /// This check as it still holds under a hunt's `variant`, or nil when the variant makes it
  /// meaningless: the default is ``retimed`` for a variant that keeps every touch's place and
  /// timestamp (``ReplayVariant/changesTheGesture`` false), nothing for one that changes the
  /// gesture (the app may rightly decide otherwise).
  ///
  /// - Parameters:
  ///   - variant: the hunt's variant.
  ///   - outcome: the outcome the same list of checks expects, if it has an ``OutcomeCheck``
  ///     (a check that holds only when the app decides as recorded may keep that condition).
  func hunted(under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?) -> ReplayCheck?

  /// The checks an expectation file writes to check what this one checks (itself; a condition
  /// spelled as a check beside it, for a check that holds only when another does).
  var fileChecks: [ReplayCheck] { get }

  /// The members of an expectation file that spell checks of this kind, with their shapes.
  static var fileMembers: [String: ExpectationSchema] { get }

  /// The checks of this kind that `file` (an expectation file's top level, already accepted by
  /// ``ExpectationSchema/file``) asks for, in the file's order.
  ///
  /// - Throws: `ExpectationProblem` for a member whose shape is right but which makes no check
  ///   (a moment that does not parse, a view expectation that names no property).
  static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [Self]

  /// The members that spell `checks` in an expectation file (what ``read(_:)`` reads back).
  static func write(_ checks: [Self]) -> [String: ExpectationValue]
}

extension ReplayCheckDefinition {
  package var retimed: Self? { nil }

  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    guard !variant.changesTheGesture else { return nil }
    return retimed.map(ReplayCheck.init(definition:))
  }

  package var fileChecks: [ReplayCheck] { [ReplayCheck(definition: self)] }
}

/// The checks the library defines, in the order an expectation file's checks are read.
package enum ReplayCheckCatalogue {
  /// Every definition; an expectation file can spell each of them.
  package static let definitions: [any ReplayCheckDefinition.Type] = [
    OutcomeCheck.self, NotStuckCheck.self, ReleaseCheck.self, ViewCheck.self,
    FollowsFingerCheck.self, NoJumpCheck.self, VelocityContinuousCheck.self, CameToRestCheck.self,
    RespondsCheck.self, CompletesOnceCheck.self, NextTransitionCheck.self, AnimatedEndCheck.self,
    DecisionCheck.self,
  ]

  /// The file members that hold checks, each with its shape.
  package static var fileMembers: [String: ExpectationSchema] {
    definitions.reduce(into: [:]) { members, definition in
      members.merge(definition.fileMembers) { first, _ in first }
    }
  }

  /// The members one of which a file must have to check anything: each definition's members,
  /// but for those only read together with another (`endTime`, with `outcome`).
  package static let checkingMembers: [String] = [
    "outcome", "notStuckWithin", "release", "views", "followsFinger", "noJump",
    "velocityContinuous", "cameToRest", "responds", "completesOnce", "nextTransitionCompletes",
    "animatedEnd", "decision",
  ]

  /// The checks `file` asks for, definition by definition.
  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [ReplayCheck] {
    var checks: [ReplayCheck] = []
    for definition in definitions {
      checks += try readAll(definition, from: file)
    }
    return checks
  }

  /// The members that spell `checks` (checks made in code, with no definition, have none).
  package static func write(_ checks: [ReplayCheck]) -> [String: ExpectationValue] {
    let defined = checks.compactMap(\.definition)
    return definitions.reduce(into: [:]) { members, definition in
      members.merge(writeAll(definition, of: defined)) { first, _ in first }
    }
  }

  private static func readAll<Definition: ReplayCheckDefinition>(
    _ definition: Definition.Type, from file: ExpectationValue
  ) throws(ExpectationProblem) -> [ReplayCheck] {
    try Definition.read(file).map(ReplayCheck.init(definition:))
  }

  private static func writeAll<Definition: ReplayCheckDefinition>(
    _ definition: Definition.Type, of checks: [any ReplayCheckDefinition]
  ) -> [String: ExpectationValue] {
    let mine = checks.compactMap { $0 as? Definition }
    return mine.isEmpty ? [:] : Definition.write(mine)
  }
}
