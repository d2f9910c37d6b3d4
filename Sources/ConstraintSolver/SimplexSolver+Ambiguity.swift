extension SimplexSolver {
  /// Whether the variable's value is not pinned down: another solution exists that satisfies
  /// every required constraint and is just as good for every priority level, yet gives the
  /// variable a different value.
  ///
  /// The test reads the optimal tableau: a parametric variable is free; a basic one is
  /// ambiguous when its row holds a symbol that costs nothing at any level and can move — an
  /// unrestricted variable, or a slack or error symbol that can grow without driving a
  /// restricted row negative (the ratio test gives a positive step). A degenerate optimum that
  /// only another pivot would reveal is not found, so the answer errs towards "not ambiguous".
  public func isAmbiguous(_ variable: Variable) -> Bool {
    let slot = basicRow[Int(variable.id)]
    guard slot >= 0 else { return true }
    for (symbol, _) in rows[Int(slot)].cells where kinds[Int(symbol)] != .dummy {
      guard levels.allSatisfy({ SparseRow.isNearZero($0.coefficient(of: symbol)) }) else {
        continue
      }
      if !isRestricted(symbol) || canGrow(symbol) { return true }
    }
    return false
  }

  /// Whether the parametric restricted `symbol` can increase from 0 by a positive step.
  func canGrow(_ symbol: Int32) -> Bool {
    for slot in rows.indices {
      let basic = rowSymbol[slot]
      guard basic >= 0, isRestricted(basic) else { continue }
      let coefficient = rows[slot].coefficient(of: symbol)
      if coefficient < 0, rows[slot].constant / -coefficient < 1e-8 { return false }
    }
    return true
  }
}
