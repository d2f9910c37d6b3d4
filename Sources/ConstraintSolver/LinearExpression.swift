/// A variable the solver finds a value for (a view's `minX`, a guide's `width`, …).
///
/// Variables are made by ``SimplexSolver/makeVariable()`` and are only meaningful to the solver
/// that made them.
public struct Variable: Hashable, Sendable, Comparable {
  /// The solver's symbol number for the variable.
  public let id: Int32

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ coefficientᵢ × variableᵢ + constant`, the left side of a constraint `expression ⋈ 0`.
public struct LinearExpression: Hashable, Sendable {
  /// The terms (a variable may appear more than once; the solver adds them up).
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// An expression of `terms` and `constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

/// How a constraint's expression relates to zero.
public enum Relation: Int, Hashable, Sendable {
  /// `expression ≤ 0`.
  case lessThanOrEqual = -1
  /// `expression = 0`.
  case equal = 0
  /// `expression ≥ 0`.
  case greaterThanOrEqual = 1
}

/// A constraint the solver holds, named by the number ``SimplexSolver/add(_:_:priority:)``
/// returned.
public struct ConstraintID: Hashable, Sendable, Comparable {
  /// The index in the solver's constraint table.
  public let index: Int32

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
