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
