// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

/// A stand-in for CoreMedia's time: a rational number of seconds, `value / timescale`, as
/// `AVPlayer` reports and seeks by. Arithmetic and comparison by seconds; invalid and
/// indefinite times as CoreMedia spells them.
public struct CMTime: Hashable, Comparable, Sendable {
  /// The numerator.
  public var value: Int64
  /// The denominator: units per second (0 for an invalid time).
  public var timescale: Int32
  /// Whether the time is valid, infinite, indefinite (CoreMedia's flags, simplified).
  public var flags: Flags
  /// Always 0: this stand-in has no epochs.
  public var epoch: Int64 = 0

  /// CoreMedia's time flags.
  public struct Flags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A numeric time.
    public static let valid = Flags(rawValue: 1 << 0)
    /// Rounding happened.
    public static let hasBeenRounded = Flags(rawValue: 1 << 1)
    /// +∞.
    public static let positiveInfinity = Flags(rawValue: 1 << 2)
    /// −∞.
    public static let negativeInfinity = Flags(rawValue: 1 << 3)
    /// Unknown (a live stream's duration).
    public static let indefinite = Flags(rawValue: 1 << 4)
  }

  /// `value / timescale` seconds.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
    flags = timescale > 0 ? .valid : []
  }

  /// `seconds`, rounded to `preferredTimescale` units a second.
  public init(seconds: Double, preferredTimescale: Int32) {
    guard seconds.isFinite else {
      self.init(value: 0, timescale: 0)
      flags = seconds.isNaN ? [] : [.valid, seconds > 0 ? .positiveInfinity : .negativeInfinity]
      return
    }
    self.init(
      value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  /// The time in seconds (NaN when invalid or indefinite, ±∞ when infinite).
  public var seconds: Double {
    if flags.contains(.positiveInfinity) { return .infinity }
    if flags.contains(.negativeInfinity) { return -.infinity }
    guard isValid, !flags.contains(.indefinite), timescale > 0 else { return .nan }
    return Double(value) / Double(timescale)
  }

  /// Whether the time is valid.
  public var isValid: Bool { flags.contains(.valid) }
  /// Whether the time is numeric (valid, finite, not indefinite).
  public var isNumeric: Bool {
    isValid && flags.isDisjoint(with: [.positiveInfinity, .negativeInfinity, .indefinite])
  }
  /// Whether the time is indefinite.
  public var isIndefinite: Bool { flags.contains(.indefinite) }

  /// Zero seconds.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// An invalid time.
  public static let invalid = CMTime(value: 0, timescale: 0)
  /// An indefinite time (a live stream's duration).
  public static let indefinite: CMTime = {
    var time = CMTime(value: 0, timescale: 0)
    time.flags = [.valid, .indefinite]
    return time
  }()
  /// +∞.
  public static let positiveInfinity = CMTime(seconds: .infinity, preferredTimescale: 1)

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(
      seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
  }
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(
      seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
  }
}

/// CoreMedia's C spelling: `value / timescale` seconds.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// CoreMedia's C spelling: `seconds` at `preferredTimescale`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// CoreMedia's C spelling: the time in seconds.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
