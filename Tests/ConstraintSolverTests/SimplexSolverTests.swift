import Testing

@testable import ConstraintSolver

/// Small problems whose solutions follow from the equations by hand.
@Suite struct SimplexSolverTests {
  /// `a·x + b·y + c` as an expression.
  private func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
  }

  @Test func requiredEqualitiesChain() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    try solver.add(expr([(x, 1)], -10), .equal)  // x = 10
    try solver.add(expr([(y, 1), (x, -2)], -5), .equal)  // y = 2x + 5
    try solver.add(expr([(z, 1), (x, -1), (y, -1)]), .equal)  // z = x + y
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 25)
    #expect(solver.value(of: z) == 35)
    #expect(!solver.isAmbiguous(z))
  }

  @Test func optionalPreferenceYieldsToRequiredBound() throws {
    let solver = SimplexSolver()
    let width = solver.makeVariable()
    try solver.add(expr([(width, 1)], -100), .lessThanOrEqual)  // width ≤ 100
    try solver.add(expr([(width, 1)], -300), .equal, priority: 750)  // width = 300 @750
    #expect(solver.value(of: width) == 100)
  }

  @Test func higherPriorityWinsRegardlessOfCount() throws {
    // Three constraints at 250 pull x to 0; one at 251 pulls it to 90. Priorities are levels
    // ("higher-priority constraints are satisfied before lower-priority constraints",
    // NSLayoutConstraint.priority), so 90 wins although the three errors add up to more.
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    for _ in 0..<3 { try solver.add(expr([(x, 1)]), .equal, priority: 250) }
    try solver.add(expr([(x, 1)], -90), .equal, priority: 251)
    #expect(solver.value(of: x) == 90)
  }

  @Test func samePriorityErrorsAddUp() throws {
    // Two pulls to 0 and one to 90 at one priority: the L1 optimum is the median, 0.
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)]), .equal, priority: 500)
    try solver.add(expr([(x, 1)]), .equal, priority: 500)
    try solver.add(expr([(x, 1)], -90), .equal, priority: 500)
    #expect(solver.value(of: x) == 0)
  }

  @Test func hugAndCompressMeetAtTheIntrinsicSize() throws {
    // width ≤ 80 @250 (hugging), width ≥ 80 @750 (compression), inside 0…200: width = 80.
    let solver = SimplexSolver()
    let width = solver.makeVariable()
    try solver.add(expr([(width, 1)], -200), .lessThanOrEqual)
    try solver.add(expr([(width, 1)], -80), .lessThanOrEqual, priority: 250)
    try solver.add(expr([(width, 1)], -80), .greaterThanOrEqual, priority: 750)
    #expect(solver.value(of: width) == 80)
    #expect(!solver.isAmbiguous(width))
    // Squeeze the room to 50: compression (750) loses to the required bound.
    try solver.add(expr([(width, 1)], -50), .lessThanOrEqual)
    #expect(solver.value(of: width) == 50)
  }

  @Test func conflictingRequiredConstraintIsRejectedWithTheConflict() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let first = try solver.add(expr([(x, 1)], -10), .equal)
    let second = try solver.add(expr([(y, 1), (x, -1)]), .equal)  // y = x
    let error = #expect(throws: UnsatisfiableConstraint.self) {
      try solver.add(expr([(y, 1)], -20), .equal)  // y = 20 conflicts
    }
    #expect(
      error?.conflicting.contains(first) == true || error?.conflicting.contains(second) == true)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 10)
    #expect(solver.constraintCount == 2)
  }

  @Test func conflictingInequalityNamesTheBoundsInvolved() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    let low = try solver.add(expr([(x, 1)], -50), .greaterThanOrEqual)  // x ≥ 50
    _ = try solver.add(expr([(x, 1)], -10), .equal, priority: 500)
    let error = #expect(throws: UnsatisfiableConstraint.self) {
      try solver.add(expr([(x, 1)], -20), .lessThanOrEqual)  // x ≤ 20
    }
    #expect(error?.conflicting == [low])
    #expect(solver.value(of: x) == 50)
  }

  @Test func removingAConstraintRestoresTheRest() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -40), .equal, priority: 250)
    let strong = try solver.add(expr([(x, 1)], -70), .equal, priority: 750)
    #expect(solver.value(of: x) == 70)
    solver.remove(strong)
    #expect(solver.value(of: x) == 40)
    #expect(solver.constraintCount == 1)
  }

  @Test func editVariableFollowsSuggestions() throws {
    let solver = SimplexSolver()
    let left = solver.makeVariable()
    let right = solver.makeVariable()
    let mid = solver.makeVariable()
    try solver.add(expr([(mid, 2), (left, -1), (right, -1)]), .equal)  // mid = (l + r) / 2
    try solver.add(expr([(right, 1), (left, -1)], -10), .greaterThanOrEqual)  // r ≥ l + 10
    try solver.add(expr([(left, 1)]), .greaterThanOrEqual)  // l ≥ 0
    try solver.add(expr([(right, 1)], -100), .lessThanOrEqual)  // r ≤ 100
    let edit = solver.addEditVariable(mid, priority: 999)
    for (suggested, expectedMid) in [(50.0, 50.0), (2.0, 5.0), (99.0, 95.0), (30.0, 30.0)] {
      solver.suggest(edit, value: suggested)
      #expect(solver.value(of: mid) == expectedMid, "suggest \(suggested)")
      #expect(solver.value(of: right) - solver.value(of: left) >= 10 - 1e-9)
    }
  }

  @Test func requiredConstantChangeThatConflictsBreaksThatConstraint() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -100), .lessThanOrEqual)  // x ≤ 100
    let pin = try solver.add(expr([(x, 1)], -40), .equal)  // x = 40
    try solver.setConstant(of: pin, to: -80)
    #expect(solver.value(of: x) == 80)
    #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(of: pin, to: -120) }
    #expect(!solver.contains(pin))
    #expect(solver.isAmbiguous(x))
  }

  @Test func ambiguityOfAnUnderconstrainedVariable() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable()
    let width = solver.makeVariable()
    #expect(solver.isAmbiguous(x))
    try solver.add(expr([(width, 1)], -10), .greaterThanOrEqual)  // width ≥ 10 only
    #expect(solver.isAmbiguous(width))
    try solver.add(expr([(width, 1)], -10), .equal, priority: 250)
    #expect(!solver.isAmbiguous(width))
    try solver.add(expr([(x, 1)], -5), .equal)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func sameProblemSameAnswerWhateverTheInsertionOrder() throws {
    // Two equal-priority pulls tie: the answer must not depend on anything but the input.
    func solve() throws -> Double {
      let solver = SimplexSolver()
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      try solver.add(expr([(x, 1), (y, 1)], -100), .equal)
      try solver.add(expr([(x, 1)], -30), .equal, priority: 500)
      try solver.add(expr([(y, 1)], -30), .equal, priority: 500)
      return solver.value(of: x)
    }
    let first = try solve()
    for _ in 0..<5 { #expect(try solve() == first) }
  }

  /// A randomised cross-check: for random boxes with required pins and optional pulls, every
  /// required constraint holds in the solution, and edits leave the same solution as a fresh
  /// solve of the edited problem.
  @Test(arguments: 0..<40) func editsMatchFreshSolves(seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed))
    let solver = SimplexSolver()
    let count = 6
    let starts = (0..<count).map { _ in solver.makeVariable() }
    let lengths = (0..<count).map { _ in solver.makeVariable() }
    var definitions: [(LinearExpression, Relation, Double)] = []
    for index in 0..<count {
      definitions.append(
        (
          expr([(lengths[index], 1)], -Double(generator.next() % 50 + 10)), .greaterThanOrEqual,
          1000
        ))
      definitions.append((expr([(starts[index], 1)]), .greaterThanOrEqual, 1000))
      definitions.append(
        (expr([(starts[index], 1), (lengths[index], 1)], -400), .lessThanOrEqual, 1000))
      definitions.append(
        (expr([(lengths[index], 1)], -Double(generator.next() % 100)), .equal, 250))
      if index > 0 {
        definitions.append(
          (
            expr(
              [(starts[index], 1), (starts[index - 1], -1), (lengths[index - 1], -1)],
              -Double(generator.next() % 20)), .equal, 750
          ))
      }
    }
    var ids: [ConstraintID] = []
    for (expression, relation, priority) in definitions {
      ids.append(try solver.add(expression, relation, priority: priority))
    }
    // Edit a few constants, then compare with a solver built from the edited list.
    for _ in 0..<5 {
      let pick = Int(generator.next() % UInt64(definitions.count))
      guard definitions[pick].2 < 1000 else { continue }
      let newConstant = -Double(generator.next() % 120)
      try solver.setConstant(of: ids[pick], to: newConstant)
      definitions[pick].0.constant = newConstant
    }
    let fresh = SimplexSolver()
    _ = (0..<(2 * count)).map { _ in fresh.makeVariable() }
    for (expression, relation, priority) in definitions {
      try fresh.add(expression, relation, priority: priority)
    }
    for (expression, relation, priority) in definitions where priority >= 1000 {
      let value = expression.terms.reduce(expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
      }
      switch relation {
      case .equal: #expect(abs(value) < 1e-6)
      case .lessThanOrEqual: #expect(value < 1e-6)
      case .greaterThanOrEqual: #expect(value > -1e-6)
      }
    }
    // The optimum's cost per level must match (the argmin may differ when it is not unique).
    #expect(cost(definitions, solver) == cost(definitions, fresh))
  }

  private func cost(_ definitions: [(LinearExpression, Relation, Double)], _ solver: SimplexSolver)
    -> [Double]
  {
    var byPriority: [Double: Double] = [:]
    for (expression, relation, priority) in definitions where priority < 1000 {
      let value = expression.terms.reduce(expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
      }
      let error: Double
      switch relation {
      case .equal: error = abs(value)
      case .lessThanOrEqual: error = max(value, 0)
      case .greaterThanOrEqual: error = max(-value, 0)
      }
      byPriority[priority, default: 0] += error
    }
    return byPriority.keys.sorted(by: >).map { (byPriority[$0] ?? 0).rounded() }
  }
}

/// A tiny deterministic generator for the randomised tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
