/// A point on a virtual clock: whole nanoseconds since the clock's zero.
///
/// Nothing here reads the wall clock; a `FrameClock` (HeadlessUI) starts at ``zero`` and only moves when
/// it is advanced.
public struct VirtualInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the clock's zero.
  public var nanoseconds: Int64

  /// The instant `nanoseconds` after zero.
  @inlinable
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The clock's origin.
  public static let zero = VirtualInstant(nanoseconds: 0)

  /// The instant `nanoseconds` after zero.
  @inlinable
  public static func nanoseconds(_ nanoseconds: Int64) -> VirtualInstant {
    VirtualInstant(nanoseconds: nanoseconds)
  }

  /// The instant `milliseconds` after zero (saturating).
  @inlinable
  public static func milliseconds(_ milliseconds: Int64) -> VirtualInstant {
    VirtualInstant(nanoseconds: saturatingMultiply(milliseconds, 1_000_000))
  }

  /// The latest representable instant: "never", for comparisons.
  public static let distantFuture = VirtualInstant(nanoseconds: .max)

  /// The instant `seconds` after zero, rounded to the nearest nanosecond.
  @inlinable
  public static func seconds(_ seconds: Double) -> VirtualInstant {
    VirtualInstant(nanoseconds: nanosecondsClamped(seconds * 1e9))
  }

  /// The instant `microseconds` after zero (gesture logs keep µs offsets).
  @inlinable
  public static func microseconds(_ microseconds: Int64) -> VirtualInstant {
    VirtualInstant(nanoseconds: saturatingMultiply(microseconds, 1_000))
  }

  /// Seconds since zero: the `CACurrentMediaTime()` analogue for animation math.
  @inlinable
  public var seconds: Double {
    Double(nanoseconds) / 1e9
  }

  /// A description such as `1.5s`.
  public var description: String {
    "\(seconds)s"
  }

  @inlinable
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The instant `rhs` later (saturating).
  @inlinable
  public static func + (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    VirtualInstant(nanoseconds: saturatingAdd(lhs.nanoseconds, rhs.nanoseconds))
  }

  /// The instant `rhs` earlier (saturating).
  @inlinable
  public static func - (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    VirtualInstant(nanoseconds: saturatingAdd(lhs.nanoseconds, -rhs.nanoseconds))
  }

  /// The time from `rhs` to `lhs` (saturating).
  @inlinable
  public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> VirtualDuration {
    VirtualDuration(nanoseconds: saturatingAdd(lhs.nanoseconds, -rhs.nanoseconds))
  }
}
