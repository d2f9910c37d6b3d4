import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux lacks).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// A vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector from doubles.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The zero vector.
  public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)
}
