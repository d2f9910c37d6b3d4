/// One row of the simplex tableau: `constant + Σ coefficientᵢ × symbolᵢ`, its cells sorted by
/// symbol number.
///
/// Sorted arrays rather than a dictionary: rows in a user interface have a handful of cells, so
/// a merge of two sorted arrays is cheaper than hashing, and iterating cells in symbol order
/// makes every choice the solver takes (the entering symbol, ties in the ratio test) the same on
/// every run — replay never depends on hash order.
struct SparseRow {
  var constant: Double
  private(set) var symbols: [Int32] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { symbols.isEmpty }
  var count: Int { symbols.count }

  /// The index of `symbol`, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) >> 1
      let value = symbols[middle]
      if value == symbol { return (middle, true) }
      if value < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels to (nearly) zero.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if SparseRow.isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if !SparseRow.isNearZero(coefficient) {
      symbols.insert(symbol, at: index)
      coefficients.insert(coefficient, at: index)
    }
  }

  /// Adds `factor × other` (constant and cells): one merge of the two sorted cell lists.
  mutating func add(_ other: SparseRow, times factor: Double) {
    constant += other.constant * factor
    guard !other.symbols.isEmpty else { return }
    if symbols.isEmpty {
      symbols = other.symbols
      coefficients = other.coefficients.map { $0 * factor }
      return
    }
    var mergedSymbols: [Int32] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var left = 0
    var right = 0
    while left < symbols.count || right < other.symbols.count {
      let leftSymbol = left < symbols.count ? symbols[left] : Int32.max
      let rightSymbol = right < other.symbols.count ? other.symbols[right] : Int32.max
      if leftSymbol < rightSymbol {
        mergedSymbols.append(leftSymbol)
        mergedCoefficients.append(coefficients[left])
        left += 1
      } else if rightSymbol < leftSymbol {
        let value = other.coefficients[right] * factor
        if !SparseRow.isNearZero(value) {
          mergedSymbols.append(rightSymbol)
          mergedCoefficients.append(value)
        }
        right += 1
      } else {
        let value = coefficients[left] + other.coefficients[right] * factor
        if !SparseRow.isNearZero(value) {
          mergedSymbols.append(leftSymbol)
          mergedCoefficients.append(value)
        }
        left += 1
        right += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Removes the cell of `symbol`.
  mutating func remove(_ symbol: Int32) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    symbols.remove(at: index)
    coefficients.remove(at: index)
  }

  /// Negates the constant and every coefficient.
  mutating func negate() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Rewrites `0 = self` as `symbol = …`: removes `symbol`'s cell and divides the rest by its
  /// negated coefficient. `symbol` must be in the row.
  mutating func solve(for symbol: Int32) {
    let (index, found) = position(of: symbol)
    precondition(found, "solve(for:) needs the symbol in the row")
    let factor = -1 / coefficients[index]
    symbols.remove(at: index)
    coefficients.remove(at: index)
    constant *= factor
    for cell in coefficients.indices { coefficients[cell] *= factor }
  }

  /// Rewrites `lhs = self` as `rhs = …` (`rhs` must be in the row).
  mutating func solve(_ lhs: Int32, for rhs: Int32) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (the row `symbol = row`), if the symbol is present.
  mutating func substitute(_ symbol: Int32, with row: SparseRow) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let factor = coefficients[index]
    symbols.remove(at: index)
    coefficients.remove(at: index)
    add(row, times: factor)
  }

  /// The cells in symbol order.
  var cells: Zip2Sequence<[Int32], [Double]> { zip(symbols, coefficients) }

  @inline(__always)
  static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}
