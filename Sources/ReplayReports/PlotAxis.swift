import ReplayCore

/// One axis of a report plot: a value range widened to round numbers, its ticks (steps of 1, 2,
/// 2.5 or 5 times a power of ten) and the mapping onto a pixel span.
struct PlotAxis {
  let lower: Double
  let upper: Double
  let step: Double

  /// An axis covering `minimum…maximum` with about `ticks` ticks (at least 2).
  init(minimum: Double, maximum: Double, ticks: Int) {
    var low = minimum.isFinite ? minimum : 0
    var high = maximum.isFinite ? maximum : 1
    if high < low { swap(&low, &high) }
    if high - low < 1e-9 {
      let pad = max(abs(low) * 0.1, 1)
      low -= pad
      high += pad
    }
    let raw = (high - low) / Double(max(ticks - 1, 1))
    let magnitude = Self.power(raw)
    let step =
      [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw - 1e-12 } ?? 10 * magnitude
    self.step = step
    lower = (low / step).rounded(.down) * step
    upper = (high / step).rounded(.up) * step
  }

  /// 10 to the power of `value`'s order of magnitude.
  private static func power(_ value: Double) -> Double {
    var result = 1.0
    guard value > 0, value.isFinite else { return result }
    while result * 10 <= value { result *= 10 }
    while result > value { result /= 10 }
    return result
  }

  /// The tick values from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded()) + 1
    return (0..<max(count, 1)).map { lower + Double($0) * step }
  }

  /// Large values are labelled in thousands (`k`) or millions (`M`), so labels stay short.
  private var unit: (divisor: Double, suffix: String) {
    let largest = max(abs(lower), abs(upper))
    if largest >= 1e6 { return (1e6, "M") }
    if largest >= 1e4 { return (1e3, "k") }
    return (1, "")
  }

  /// How many decimals the tick labels need.
  var decimals: Int {
    var decimals = 0
    var scaled = step / unit.divisor
    while decimals < 4, abs(scaled - scaled.rounded()) > 1e-9 {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// A tick's label.
  func label(_ value: Double) -> String {
    let shown = abs(value) < step * 1e-6 ? 0 : value / unit.divisor
    return ReplayFormat.number(shown, decimals: decimals) + (shown == 0 ? "" : unit.suffix)
  }

  /// `value` mapped from this axis onto `from…to` (pixels), clamped to the span.
  func map(_ value: Double, from start: Double, to end: Double) -> Double {
    let fraction = (value - lower) / (upper - lower)
    let clamped = min(max(fraction, 0), 1)
    return start + (end - start) * clamped
  }
}
