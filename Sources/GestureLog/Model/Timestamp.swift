/// A point in a recording's time line, with microsecond precision.
///
/// Timestamps in a ``Recording`` are offsets from its first event, so the first event is at
/// zero; the absolute clock reading of that instant, where a format carried one, is kept in
/// ``RecordingMetadata/timeOrigin``.
public struct Timestamp: Hashable, Comparable, Sendable {
  /// Microseconds since the origin. Negative values are legal (an event before the origin).
  public var microseconds: Int64

  /// A timestamp `microseconds` after the origin.
  @inlinable
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// A timestamp from whole seconds and microseconds, as `struct timeval` carries it.
  @inlinable
  public init(seconds: Int64, microseconds: Int64) {
    self.microseconds = seconds &* 1_000_000 &+ microseconds
  }

  /// The origin.
  public static let zero = Timestamp(microseconds: 0)

  /// The largest magnitude of a time a reader accepts, in microseconds: 2⁵² µs (about 142.7
  /// years, so `CLOCK_REALTIME` readings until 2112 fit). Within it every later computation is
  /// exact: the difference of two times is below 2⁵³ µs (exact in a `Double`), and in
  /// nanoseconds below 9.01 × 10¹⁸ (inside `Int64`). Readers reject a time, or a sum of a time
  /// and a delta, outside ±``limit`` with a located error.
  public static let limit: Int64 = 1 << 52

  /// Whether `microseconds` lies within ±``limit``.
  @inlinable
  public static func isWithinLimit(_ microseconds: Int64) -> Bool {
    microseconds >= -limit && microseconds <= limit
  }

  /// "a time within ±2⁵² µs (142 years)", for error messages.
  public static let limitDescription = "within ±2^52 µs (±4503599627370496, about 142 years)"

  /// The time in seconds.
  @inlinable
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  @inlinable
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.microseconds < rhs.microseconds
  }
}

extension Timestamp: CustomStringConvertible {
  /// The time as `seconds.microseconds`, e.g. `1.000250` or `-0.000100`.
  public var description: String {
    let negative = microseconds < 0
    let magnitude = microseconds.magnitude
    let whole = magnitude / 1_000_000
    let fraction = String(magnitude % 1_000_000)
    let padded = String(repeating: "0", count: 6 - fraction.count) + fraction
    return (negative ? "-" : "") + "\(whole).\(padded)"
  }
}
