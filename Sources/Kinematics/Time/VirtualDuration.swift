/// A span of virtual time in whole nanoseconds.
public struct VirtualDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The length in nanoseconds.
  public var nanoseconds: Int64

  /// A duration of `nanoseconds`.
  @inlinable
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// No time.
  public static let zero = VirtualDuration(nanoseconds: 0)

  /// `value` nanoseconds.
  @inlinable
  public static func nanoseconds(_ value: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: value)
  }

  /// `value` microseconds (saturating on overflow).
  @inlinable
  public static func microseconds(_ value: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: saturatingMultiply(value, 1_000))
  }

  /// `value` milliseconds (saturating on overflow).
  @inlinable
  public static func milliseconds(_ value: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: saturatingMultiply(value, 1_000_000))
  }

  /// `value` seconds, rounded to the nearest nanosecond (non-finite values give zero or the
  /// largest representable duration).
  @inlinable
  public static func seconds(_ value: Double) -> VirtualDuration {
    VirtualDuration(nanoseconds: nanosecondsClamped(value * 1e9))
  }

  /// The length in seconds, for animation math.
  @inlinable
  public var seconds: Double {
    Double(nanoseconds) / 1e9
  }

  /// A description such as `0.016666666s`.
  public var description: String {
    "\(seconds)s"
  }

  @inlinable
  public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The sum (saturating).
  @inlinable
  public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    VirtualDuration(nanoseconds: saturatingAdd(lhs.nanoseconds, rhs.nanoseconds))
  }

  /// The difference (saturating).
  @inlinable
  public static func - (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    VirtualDuration(nanoseconds: saturatingAdd(lhs.nanoseconds, -rhs.nanoseconds))
  }
}

@usableFromInline
func saturatingAdd(_ a: Int64, _ b: Int64) -> Int64 {
  let (sum, overflow) = a.addingReportingOverflow(b)
  if !overflow { return sum }
  return b > 0 ? .max : .min
}

@usableFromInline
func saturatingMultiply(_ a: Int64, _ b: Int64) -> Int64 {
  let (product, overflow) = a.multipliedReportingOverflow(by: b)
  if !overflow { return product }
  return (a < 0) != (b < 0) ? .min : .max
}

@usableFromInline
func nanosecondsClamped(_ value: Double) -> Int64 {
  guard !value.isNaN else { return 0 }
  let rounded = value.rounded()
  if rounded >= 9.2e18 { return .max }
  if rounded <= -9.2e18 { return .min }
  return Int64(rounded)
}
