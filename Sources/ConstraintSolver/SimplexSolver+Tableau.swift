extension SimplexSolver {
  // MARK: Symbols and rows

  func makeSymbol(_ kind: SymbolKind, owner constraint: Int32 = -1) -> Int32 {
    let id = Int32(kinds.count)
    kinds.append(kind)
    basicRow.append(-1)
    owner.append(constraint)
    return id
  }

  @inline(__always)
  func isBasic(_ symbol: Int32) -> Bool { basicRow[Int(symbol)] >= 0 }

  @inline(__always)
  func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

  func storeRow(_ row: SparseRow, basic symbol: Int32) {
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      rows[Int(slot)] = row
      rowSymbol[Int(slot)] = symbol
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      rowSymbol.append(symbol)
    }
    basicRow[Int(symbol)] = slot
  }

  /// Takes the row of basic `symbol` out of the tableau.
  func takeRow(of symbol: Int32) -> SparseRow {
    let slot = Int(basicRow[Int(symbol)])
    let row = rows[slot]
    rows[slot] = SparseRow()
    rowSymbol[slot] = -1
    freeRows.append(Int32(slot))
    basicRow[Int(symbol)] = -1
    return row
  }

  /// The objective row index for `priority`, made when first used (levels stay sorted, highest
  /// priority first).
  func level(for priority: Double) -> Int {
    var index = 0
    while index < levelPriorities.count, levelPriorities[index] > priority { index += 1 }
    if index < levelPriorities.count, levelPriorities[index] == priority { return index }
    levelPriorities.insert(priority, at: index)
    levels.insert(SparseRow(), at: index)
    return index
  }

  // MARK: Adding and removing

  /// The tableau row for a constraint record, with its marker symbols made (§2.2: slack for an
  /// inequality, two error symbols for an optional equality, a dummy for a required one).
  func makeRow(for id: ConstraintID) -> SparseRow {
    let index = Int(id.index)
    let record = constraints[index]
    var row = SparseRow(constant: record.expression.constant)
    for term in record.expression.terms {
      let symbol = term.variable.id
      let slot = basicRow[Int(symbol)]
      if slot >= 0 {
        row.add(rows[Int(slot)], times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let required = Priority.isRequired(record.priority)
    var marker: Int32 = -1
    var markerSign: Double = 0
    var other: Int32 = -1
    var otherSign: Double = 0
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + sign × slack = 0 with slack ≥ 0; an optional one may miss by `error`.
      let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack, owner: id.index)
      markerSign = sign
      row.add(marker, sign)
      if !required {
        other = makeSymbol(.error, owner: id.index)
        otherSign = -sign
        row.add(other, -sign)
        levels[level(for: record.priority)].add(other, 1)
      }
    case .equal:
      if required {
        marker = makeSymbol(.dummy, owner: id.index)
        markerSign = 1
        row.add(marker, 1)
      } else {
        // expression = error⁺ − error⁻.
        marker = makeSymbol(.error, owner: id.index)
        markerSign = -1
        other = makeSymbol(.error, owner: id.index)
        otherSign = 1
        row.add(marker, -1)
        row.add(other, 1)
        let objective = level(for: record.priority)
        levels[objective].add(marker, 1)
        levels[objective].add(other, 1)
      }
    }
    constraints[index].marker = marker
    constraints[index].markerSign = markerSign
    constraints[index].other = other
    constraints[index].otherSign = otherSign
    if row.constant < 0 { row.negate() }
    return row
  }

  /// Puts a constraint record into the tableau (the add algorithm of §3.2).
  func insert(_ id: ConstraintID) throws(UnsatisfiableConstraint) {
    var row = makeRow(for: id)
    let record = constraints[Int(id.index)]
    var subject = chooseSubject(row, marker: record.marker, other: record.other)
    if subject < 0, row.cells.allSatisfy({ kinds[Int($0.0)] == .dummy }) {
      guard SparseRow.isNearZero(row.constant) else {
        let conflicting = row.symbols.map { owner[Int($0)] }
        undoMarkers(of: id)
        throw UnsatisfiableConstraint(
          constraint: id, conflicting: Self.constraintIDs(conflicting, excluding: id))
      }
      subject = record.marker
    }
    if subject < 0 {
      if let conflicting = addWithArtificialVariable(row) {
        // The attempt pivoted the tableau with the new row in it: start again without it, so
        // the solver is exactly what it was.
        resolveFromScratch()
        throw UnsatisfiableConstraint(
          constraint: id, conflicting: Self.constraintIDs(conflicting, excluding: id))
      }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      storeRow(row, basic: subject)
    }
    constraints[Int(id.index)].isLive = true
    optimize()
  }

  static func constraintIDs(_ owners: [Int32], excluding id: ConstraintID) -> [ConstraintID] {
    Array(Set(owners.filter { $0 >= 0 && $0 != id.index })).sorted().map { ConstraintID(index: $0) }
  }

  /// Takes a constraint that failed to enter back out of the objective (its error symbols).
  func undoMarkers(of id: ConstraintID) {
    let record = constraints[Int(id.index)]
    guard !Priority.isRequired(record.priority) else { return }
    let objective = level(for: record.priority)
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
      levels[objective].remove(symbol)
    }
  }

  /// The subject of a new row: its first external variable, else a slack or error marker with
  /// a negative coefficient (so the row stays feasible), else none.
  func chooseSubject(_ row: SparseRow, marker: Int32, other: Int32) -> Int32 {
    for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
    for candidate in [marker, other] where candidate >= 0 {
      let kind = kinds[Int(candidate)]
      if kind == .slack || kind == .error, row.coefficient(of: candidate) < 0 { return candidate }
    }
    return -1
  }

  /// Adds `row` through an artificial variable: minimises it, and succeeds when it reaches 0.
  /// Returns nil on success, else the constraints whose markers hold the artificial objective
  /// above zero (the conflict).
  func addWithArtificialVariable(_ row: SparseRow) -> [Int32]? {
    let art = makeSymbol(.slack)
    storeRow(row, basic: art)
    artificial = row
    optimizeArtificial()
    let remainder = artificial ?? SparseRow()
    artificial = nil
    let success = SparseRow.isNearZero(remainder.constant)
    var conflict: [Int32]?
    if !success {
      conflict = remainder.symbols.compactMap { symbol in
        let kind = kinds[Int(symbol)]
        return kind == .slack || kind == .dummy ? owner[Int(symbol)] : nil
      }
    }
    if isBasic(art) {
      var artRow = takeRow(of: art)
      if !artRow.isEmpty {
        let entering = artRow.symbols.first {
          let kind = kinds[Int($0)]
          return kind == .slack || kind == .error
        }
        if let entering {
          artRow.solve(art, for: entering)
          substitute(entering, with: artRow)
          storeRow(artRow, basic: entering)
        } else if conflict == nil {
          conflict = []
        }
      }
    }
    for slot in rows.indices where rowSymbol[slot] >= 0 { rows[slot].remove(art) }
    for index in levels.indices { levels[index].remove(art) }
    return conflict
  }

  /// Takes a constraint out of the tableau (the remove algorithm of §3.3), without optimising.
  func withdraw(_ id: ConstraintID) {
    let index = Int(id.index)
    let record = constraints[index]
    constraints[index].isLive = false
    if !Priority.isRequired(record.priority) {
      let objective = level(for: record.priority)
      for symbol in [record.marker, record.other]
      where symbol >= 0 && kinds[Int(symbol)] == .error {
        let slot = basicRow[Int(symbol)]
        if slot >= 0 {
          levels[objective].add(rows[Int(slot)], times: -1)
        } else {
          levels[objective].add(symbol, -1)
        }
      }
    }
    let marker = record.marker
    if isBasic(marker) {
      _ = takeRow(of: marker)
    } else if let leaving = markerLeavingRow(marker) {
      let leavingSymbol = rowSymbol[leaving]
      var row = takeRow(of: leavingSymbol)
      row.solve(leavingSymbol, for: marker)
      substitute(marker, with: row)
    }
    // The marker (and the other error symbol) is now out of every row: drop stale cells.
    for symbol in [record.marker, record.other] where symbol >= 0 {
      if isBasic(symbol) { _ = takeRow(of: symbol) }
      for slot in rows.indices where rowSymbol[slot] >= 0 { rows[slot].remove(symbol) }
      for level in levels.indices { levels[level].remove(symbol) }
    }
  }

  /// The row to pivot a marker into: the restricted row that keeps feasibility with the least
  /// ratio (negative coefficients first), else a restricted row with a positive coefficient,
  /// else an unrestricted one.
  func markerLeavingRow(_ marker: Int32) -> Int? {
    var bestNegative = Double.infinity
    var bestPositive = Double.infinity
    var first: Int?
    var second: Int?
    var third: Int?
    for slot in rows.indices where rowSymbol[slot] >= 0 {
      let coefficient = rows[slot].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if !isRestricted(rowSymbol[slot]) {
        if third == nil { third = slot }
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if ratio < bestNegative {
          bestNegative = ratio
          first = slot
        }
      } else {
        let ratio = rows[slot].constant / coefficient
        if ratio < bestPositive {
          bestPositive = ratio
          second = slot
        }
      }
    }
    return first ?? second ?? third
  }

  // MARK: Substitution and pivoting

  /// Replaces `symbol` by `row` in every row and objective, noting rows that became
  /// infeasible.
  func substitute(_ symbol: Int32, with row: SparseRow) {
    for slot in rows.indices {
      let basic = rowSymbol[slot]
      guard basic >= 0, rows[slot].coefficient(of: symbol) != 0 else { continue }
      rows[slot].substitute(symbol, with: row)
      if isRestricted(basic), rows[slot].constant < 0 { infeasible.append(basic) }
    }
    for index in levels.indices { levels[index].substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
  }

  func pivot(entering: Int32, leaving: Int32) {
    var row = takeRow(of: leaving)
    row.solve(leaving, for: entering)
    substitute(entering, with: row)
    storeRow(row, basic: entering)
  }

  /// The primal simplex on the lexicographic objective: while some symbol lowers the highest
  /// level it touches, pivot it in.
  func optimize() {
    var guardCount = 0
    while let entering = enteringSymbol() {
      // No leaving row would mean unbounded, which cannot happen with errors bounded below by 0.
      guard let leaving = leavingRow(for: entering) else { return }
      pivot(entering: entering, leaving: rowSymbol[leaving])
      guardCount += 1
      if guardCount > 100_000 { return }
    }
  }

  /// The primal simplex on the artificial objective only.
  func optimizeArtificial() {
    var guardCount = 0
    while let objective = artificial {
      guard
        let entering = objective.cells.first(where: { symbol, coefficient in
          kinds[Int(symbol)] != .dummy && coefficient < -1e-8
        })?.0,
        let leaving = leavingRow(for: entering)
      else { return }
      pivot(entering: entering, leaving: rowSymbol[leaving])
      guardCount += 1
      if guardCount > 100_000 { return }
    }
  }

  /// The entering symbol: at the highest level where some symbol has a negative coefficient
  /// and no higher level would get worse, the lowest-numbered such symbol (Bland's rule).
  func enteringSymbol() -> Int32? {
    for index in levels.indices {
      for (symbol, coefficient) in levels[index].cells
      where coefficient < -1e-8 && kinds[Int(symbol)] != .dummy {
        var worsensHigher = false
        for higher in 0..<index where levels[higher].coefficient(of: symbol) > 1e-8 {
          worsensHigher = true
          break
        }
        if !worsensHigher { return symbol }
      }
    }
    return nil
  }

  /// The row that leaves when `entering` grows: the restricted row that hits zero first.
  func leavingRow(for entering: Int32) -> Int? {
    var best = Double.infinity
    var found: Int?
    for slot in rows.indices {
      let basic = rowSymbol[slot]
      guard basic >= 0, isRestricted(basic) else { continue }
      let coefficient = rows[slot].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[slot].constant / coefficient
      if ratio < best {
        best = ratio
        found = slot
      }
    }
    return found
  }

  // MARK: Changing a constant

  /// Changes a constraint's constant and restores feasibility with the dual simplex.
  ///
  /// - Throws: ``UnsatisfiableConstraint`` when a required constraint cannot take the new
  ///   constant; the constraint is then out of the solver (broken) and the rest re-solved.
  public func setConstant(of constraint: ConstraintID, to newConstant: Double)
    throws(UnsatisfiableConstraint)
  {
    guard contains(constraint) else { return }
    let index = Int(constraint.index)
    let record = constraints[index]
    let change = newConstant - record.expression.constant
    guard change != 0 else { return }
    constraints[index].expression.constant = newConstant
    let marker = record.marker
    if isBasic(marker) {
      // The marker's value moves by −sign × change (it equals −expression / sign).
      let slot = Int(basicRow[Int(marker)])
      rows[slot].constant -= record.markerSign * change
      if kinds[Int(marker)] == .dummy {
        if !SparseRow.isNearZero(rows[slot].constant) { try rebuild(changed: constraint) }
        return
      }
      if rows[slot].constant < 0 { infeasible.append(marker) }
    } else if record.other >= 0, isBasic(record.other) {
      let slot = Int(basicRow[Int(record.other)])
      rows[slot].constant -= record.otherSign * change
      if rows[slot].constant < 0 { infeasible.append(record.other) }
    } else {
      let shift = record.markerSign * change
      for slot in rows.indices where rowSymbol[slot] >= 0 {
        let coefficient = rows[slot].coefficient(of: marker)
        guard coefficient != 0 else { continue }
        rows[slot].constant += coefficient * shift
        if isRestricted(rowSymbol[slot]), rows[slot].constant < 0 {
          infeasible.append(rowSymbol[slot])
        }
      }
    }
    if !dualOptimize() { try rebuild(changed: constraint) }
  }

  /// The dual simplex: pivots infeasible rows back to feasibility while keeping the objective
  /// optimal. False when a row has no way back (a required constraint cannot hold).
  func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      let slot = basicRow[Int(leaving)]
      guard slot >= 0, rows[Int(slot)].constant < -1e-8 else { continue }
      guard let entering = dualEnteringSymbol(rows[Int(slot)]) else {
        infeasible.removeAll()
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The dual ratio test: among the row's positive cells, the symbol whose objective vector
  /// divided by its coefficient is lexicographically smallest (lowest number on ties).
  func dualEnteringSymbol(_ row: SparseRow) -> Int32? {
    var best: [Double] = []
    var entering: Int32?
    for (symbol, coefficient) in row.cells
    where coefficient > 0 && kinds[Int(symbol)] != .dummy {
      let ratio = levels.map { $0.coefficient(of: symbol) / coefficient }
      if entering == nil || Self.lexicographicallyLess(ratio, best) {
        best = ratio
        entering = symbol
      }
    }
    return entering
  }

  static func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where abs(left - right) > 1e-8 { return left < right }
    return false
  }

  /// Re-solves from the stored constraints after a required constant change failed: every
  /// other constraint first, in order, then `changed` last, so that it is the one that breaks.
  func rebuild(changed: ConstraintID) throws(UnsatisfiableConstraint) {
    constraints[Int(changed.index)].isLive = false
    resolveFromScratch()
    try insert(changed)
  }

  /// Empties the tableau and adds every live constraint again, in order.
  func resolveFromScratch() {
    for slot in rows.indices where rowSymbol[slot] >= 0 { basicRow[Int(rowSymbol[slot])] = -1 }
    rows.removeAll(keepingCapacity: true)
    rowSymbol.removeAll(keepingCapacity: true)
    freeRows.removeAll()
    for index in levels.indices { levels[index] = SparseRow() }
    infeasible.removeAll()
    artificial = nil
    let live = constraints.indices.filter { constraints[$0].isLive }
    for index in live { constraints[index].isLive = false }
    for index in live {
      // These held together before; re-adding them cannot fail.
      try? insert(ConstraintID(index: Int32(index)))
    }
  }
}
