/// A point or vector in screen points, as stored in a ``ReplayResult``.
///
/// The result keeps its own small value type (rather than `CGPoint`) so that it is `Codable` as
/// `{"x": …, "y": …}`, has one canonical byte encoding for the digest, and means the same on
/// every platform.
public struct ReplayPoint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (down is positive, as in UIKit).
  public var y: Double

  /// A point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = ReplayPoint(x: 0, y: 0)

  /// The Euclidean length of this point taken as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The distance from this point to `other`.
  public func distance(to other: ReplayPoint) -> Double { (self - other).length }

  /// The component-wise sum.
  public static func + (lhs: ReplayPoint, rhs: ReplayPoint) -> ReplayPoint {
    ReplayPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference.
  public static func - (lhs: ReplayPoint, rhs: ReplayPoint) -> ReplayPoint {
    ReplayPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// `(x, y)` with two decimals.
  public var description: String { "(\(ReplayFormat.number(x)), \(ReplayFormat.number(y)))" }
}
