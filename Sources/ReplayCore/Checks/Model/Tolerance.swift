/// How far an actual number may be from an expected one: the larger of an absolute bound and a
/// bound relative to the expected value's magnitude.
///
/// Tolerances are values, never `Equatable` tricks: `.exact`, `.absolute(2)`,
/// `.approximately(absolute: 1, relative: 0.05)`. Positions use points, times use seconds.
public struct Tolerance: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The absolute bound (≥ 0).
  public var absolute: Double
  /// The relative bound, as a fraction of |expected| (≥ 0).
  public var relative: Double

  /// A tolerance of `max(absolute, relative · |expected|)`.
  public init(absolute: Double, relative: Double = 0) {
    self.absolute = max(0, absolute)
    self.relative = max(0, relative)
  }

  /// No difference allowed.
  public static let exact = Tolerance(absolute: 0)

  /// A fixed bound, in the quantity's unit (points, seconds, points per second…).
  public static func absolute(_ bound: Double) -> Tolerance { Tolerance(absolute: bound) }

  /// The larger of an absolute and a relative bound.
  ///
  /// - Parameters:
  ///   - absolute: the fixed part, in the quantity's unit (negative counts as 0).
  ///   - relative: the part proportional to the expected value (0.05: 5 %; negative counts as 0).
  public static func approximately(absolute: Double = 0, relative: Double) -> Tolerance {
    Tolerance(absolute: absolute, relative: relative)
  }

  /// The bound that applies around `expected`.
  ///
  /// - Parameter expected: the expected value.
  /// - Returns: the larger of the absolute bound and the relative one times |`expected`|.
  public func bound(around expected: Double) -> Double {
    max(absolute, relative * abs(expected))
  }

  /// Whether `actual` is within this tolerance of `expected` (NaN is never within).
  /// Infinities are within only of themselves.
  ///
  /// - Parameters:
  ///   - actual: the measured value.
  ///   - expected: the value expected.
  public func accepts(_ actual: Double, expected: Double) -> Bool {
    guard actual.isFinite == expected.isFinite else { return false }
    if !actual.isFinite { return actual == expected }
    return abs(actual - expected) <= bound(around: expected) + 1e-12
  }

  /// Whether both coordinates of `actual` are within this tolerance of `expected`'s.
  public func accepts(_ actual: ReplayPoint, expected: ReplayPoint) -> Bool {
    accepts(actual.x, expected: expected.x) && accepts(actual.y, expected: expected.y)
  }

  /// `± 2`, `± 5%`, `± max(1, 5%)`.
  public var description: String {
    if relative == 0 { return "± \(ReplayFormat.compact(absolute))" }
    let percent = ReplayFormat.compact(relative * 100, decimals: 1) + "%"
    if absolute == 0 { return "± \(percent)" }
    return "± max(\(ReplayFormat.compact(absolute)), \(percent))"
  }
}

extension Tolerance {
  /// The default tolerance of a translation at the release: 1 pt.
  public static let releaseTranslation = Tolerance.absolute(1)
  /// The default tolerance of a velocity at the release: 20 pt/s or 5 %, whichever is larger.
  public static let releaseVelocity = Tolerance.approximately(absolute: 20, relative: 0.05)
  /// The default tolerance of a view property at a moment: 0.5 (points, or opacity and scale
  /// units).
  public static let viewProperty = Tolerance.absolute(0.5)
}
