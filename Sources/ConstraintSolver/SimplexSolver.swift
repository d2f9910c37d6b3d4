/// An incremental linear-constraint solver in the manner of Cassowary (Badros, Borning &
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4),
/// 2001), the algorithm Auto Layout's engine is built on.
///
/// - Constraints are `expression ⋈ 0` with a ``Priority``: required ones must hold; optional
///   ones hold as well as they can, level by level (see ``Priority``).
/// - The tableau is kept in *solved form* (each basic symbol expressed in parametric ones), so
///   a variable's value is the constant of its row, or 0 when parametric.
/// - Adding a constraint substitutes the basic symbols into its row, picks a subject (an
///   external variable, else a slack or error marker with a negative coefficient, else solves an
///   auxiliary problem with an artificial variable, §3.2 of the paper), then re-optimises with
///   the primal simplex. Removing one pivots its marker into the basis and drops that row.
/// - Changing a constraint's constant (an edit variable's suggested value, or a view's dragged
///   constraint) updates row constants through the marker's column and restores feasibility
///   with the dual simplex (§3.4), which is what makes re-solves cheap.
///
/// Every choice (entering symbol, ratio-test ties, infeasible rows) follows symbol and row
/// order, so the same constraints give the same values on every run.
public final class SimplexSolver {
  enum SymbolKind: UInt8 {
    case external, slack, error, dummy
  }

  struct ConstraintRecord {
    var expression: LinearExpression
    var relation: Relation
    var priority: Double
    var marker: Int32
    var markerSign: Double
    var other: Int32
    var otherSign: Double
    var isLive: Bool
  }

  // Symbols (indexed by symbol number).
  var kinds: [SymbolKind] = []
  var basicRow: [Int32] = []
  var owner: [Int32] = []

  // Rows (a slot is free when its basic symbol is -1).
  var rows: [SparseRow] = []
  var rowSymbol: [Int32] = []
  var freeRows: [Int32] = []

  // Objective: one row per optional priority in use, highest first.
  var levelPriorities: [Double] = []
  var levels: [SparseRow] = []
  var artificial: SparseRow?

  var constraints: [ConstraintRecord] = []
  var infeasible: [Int32] = []

  /// An empty solver.
  public init() {}

  /// The number of constraints the solver holds.
  public var constraintCount: Int { constraints.reduce(0) { $0 + ($1.isLive ? 1 : 0) } }

  /// A new variable (unconstrained, value 0).
  public func makeVariable() -> Variable {
    Variable(id: makeSymbol(.external))
  }

  /// The variable's value in the current solution.
  @inline(__always)
  public func value(of variable: Variable) -> Double {
    let row = basicRow[Int(variable.id)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  /// Whether the solver holds `constraint` (false once removed or broken).
  public func contains(_ constraint: ConstraintID) -> Bool {
    constraints.indices.contains(Int(constraint.index)) && constraints[Int(constraint.index)].isLive
  }

  /// The constraint's current constant.
  public func constant(of constraint: ConstraintID) -> Double {
    constraints[Int(constraint.index)].expression.constant
  }

  /// Adds `expression ⋈ 0` at `priority` and re-solves.
  ///
  /// - Throws: ``UnsatisfiableConstraint`` when the constraint is required and conflicts with
  ///   the required constraints already held; the solver is then unchanged.
  @discardableResult
  public func add(
    _ expression: LinearExpression, _ relation: Relation, priority: Double = Priority.required
  ) throws(UnsatisfiableConstraint) -> ConstraintID {
    let id = ConstraintID(index: Int32(constraints.count))
    constraints.append(
      ConstraintRecord(
        expression: expression, relation: relation, priority: min(max(priority, 1), 1000),
        marker: -1, markerSign: 0, other: -1, otherSign: 0, isLive: false))
    try insert(id)
    return id
  }

  /// Removes `constraint` and re-solves (nothing happens if the solver does not hold it).
  public func remove(_ constraint: ConstraintID) {
    guard contains(constraint) else { return }
    withdraw(constraint)
    optimize()
  }

  /// Adds an edit constraint `variable = value` at `priority` (strong by default, below
  /// required), whose value ``suggest(_:value:)`` changes cheaply.
  public func addEditVariable(
    _ variable: Variable, priority: Double = 999, value: Double? = nil
  ) -> ConstraintID {
    let start = value ?? self.value(of: variable)
    let expression = LinearExpression([Term(variable)], constant: -start)
    // An optional equality on one variable never conflicts.
    return (try? add(expression, .equal, priority: min(priority, 999)))
      ?? ConstraintID(index: -1)
  }

  /// Suggests a new value for an edit variable made by ``addEditVariable(_:priority:value:)``.
  public func suggest(_ edit: ConstraintID, value: Double) {
    try? setConstant(of: edit, to: -value)
  }
}

extension SimplexSolver {
  /// The tableau's size: rows in use and the cells they hold (how dense the problem became;
  /// for benchmarks and diagnostics).
  public var tableauSize: (rows: Int, cells: Int) {
    var count = 0
    var cells = 0
    for slot in rows.indices where rowSymbol[slot] >= 0 {
      count += 1
      cells += rows[slot].count
    }
    return (count, cells)
  }
}
