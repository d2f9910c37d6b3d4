import Foundation

/// The estimators behind ``VelocityStrategy``, on one axis: times `t` in seconds relative to
/// the newest sample (so `t.last == 0`), values `v`, oldest first, at least two samples.
enum VelocityEstimators {
  static func estimate(
    _ strategy: VelocityStrategy, t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>
  ) -> Double? {
    switch strategy {
    case .leastSquares(let degree): leastSquares(degree: degree, t: t, v: v)
    case .impulse: impulse(t: t, v: v)
    case .lastDelta: lastDelta(t: t, v: v)
    }
  }

  /// The displacement over the last interval divided by its duration.
  static func lastDelta(t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>) -> Double? {
    let n = t.count
    guard n >= 2 else { return nil }
    let dt = t[n - 1] - t[n - 2]
    guard dt > 0 else { return nil }
    return (v[n - 1] - v[n - 2]) / dt
  }

  /// Android's impulse estimate (`calculateImpulseVelocity`, non-delta values): for each
  /// interval from the oldest, `v_i = Δv/Δt`, `work += (v_i − v_prev)·|v_i|` with
  /// `v_prev = sign(work)·√(2|work|)`; the first interval's work is halved; the result is
  /// `sign(work)·√(2|work|)`. Intervals of zero duration are skipped; two samples give the
  /// plain slope.
  static func impulse(t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>) -> Double? {
    let n = t.count
    guard n >= 2 else { return nil }
    if n == 2 {
      let dt = t[1] - t[0]
      return dt == 0 ? 0 : (v[1] - v[0]) / dt
    }
    var work = 0.0
    for i in 1..<n {
      let dt = t[i] - t[i - 1]
      if dt == 0 { continue }
      let previous = kineticEnergyToVelocity(work)
      let current = (v[i] - v[i - 1]) / dt
      work += (current - previous) * abs(current)
      if i == 1 { work *= 0.5 }
    }
    return kineticEnergyToVelocity(work)
  }

  private static func kineticEnergyToVelocity(_ work: Double) -> Double {
    (work < 0 ? -1.0 : 1.0) * (2 * abs(work)).squareRoot()
  }

  /// The slope at `t = 0` of the least-squares polynomial of `degree` (reduced to
  /// `n − 1` when there are too few samples). Degree 2 uses the closed form of Android's
  /// `solveUnweightedLeastSquaresDeg2` (centred sums); other degrees solve the normal
  /// equations. Nil for a singular system.
  static func leastSquares(
    degree requested: Int, t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>
  ) -> Double? {
    let n = t.count
    guard n >= 2 else { return nil }
    let degree = Swift.max(1, Swift.min(requested, n - 1, 3))
    if degree == 1 { return linearSlope(t: t, v: v) }
    if degree == 2 { return quadraticSlope(t: t, v: v) }
    return cubicSlope(t: t, v: v)
  }

  private static func linearSlope(
    t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>
  ) -> Double? {
    let n = Double(t.count)
    var st = 0.0
    var sv = 0.0
    var stt = 0.0
    var stv = 0.0
    for i in 0..<t.count {
      st += t[i]
      sv += v[i]
      stt += t[i] * t[i]
      stv += t[i] * v[i]
    }
    let denominator = stt - st * st / n
    guard denominator != 0, denominator.isFinite else { return nil }
    return (stv - st * sv / n) / denominator
  }

  private static func quadraticSlope(
    t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>
  ) -> Double? {
    let n = Double(t.count)
    var sx = 0.0
    var sxy = 0.0
    var sy = 0.0
    var sx2 = 0.0
    var sx3 = 0.0
    var sx2y = 0.0
    var sx4 = 0.0
    for i in 0..<t.count {
      let x = t[i]
      let y = v[i]
      let x2 = x * x
      sx += x
      sxy += x * y
      sy += y
      sx2 += x2
      sx3 += x2 * x
      sx2y += x2 * y
      sx4 += x2 * x2
    }
    let cxx = sx2 - sx * sx / n
    let cxy = sxy - sx * sy / n
    let cxx2 = sx3 - sx * sx2 / n
    let cx2y = sx2y - sx2 * sy / n
    let cx2x2 = sx4 - sx2 * sx2 / n
    let denominator = cxx * cx2x2 - cxx2 * cxx2
    guard denominator != 0, denominator.isFinite else { return nil }
    return (cxy * cx2x2 - cx2y * cxx2) / denominator
  }

  private static func cubicSlope(
    t: UnsafeBufferPointer<Double>, v: UnsafeBufferPointer<Double>
  ) -> Double? {
    // Normal equations for v = b0 + b1 t + b2 t² + b3 t³, solved by Gaussian elimination.
    var a = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 4)
    for i in 0..<t.count {
      var powers = [1.0, t[i], t[i] * t[i], t[i] * t[i] * t[i]]
      for r in 0..<4 {
        for c in 0..<4 { a[r][c] += powers[r] * powers[c] }
        a[r][4] += powers[r] * v[i]
      }
      powers.removeAll()
    }
    for column in 0..<4 {
      var pivot = column
      for r in column..<4 where abs(a[r][column]) > abs(a[pivot][column]) { pivot = r }
      guard abs(a[pivot][column]) > 1e-300 else { return nil }
      a.swapAt(column, pivot)
      for r in 0..<4 where r != column {
        let factor = a[r][column] / a[column][column]
        for c in column..<5 { a[r][c] -= factor * a[column][c] }
      }
    }
    let slope = a[1][4] / a[1][1]
    return slope.isFinite ? slope : nil
  }
}
