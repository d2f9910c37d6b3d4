import Foundation

/// The names of Core Animation's system timing functions.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
  /// The name's string form (`"linear"`, `"easeIn"`, …).
  public let rawValue: String

  /// A name from its string form.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `(0, 0, 1, 1)`.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// `(0.42, 0, 1, 1)`.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// `(0, 0, 0.58, 1)`.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// `(0.42, 0, 0.58, 1)`.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// `(0.25, 0.1, 0.25, 1)`.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
