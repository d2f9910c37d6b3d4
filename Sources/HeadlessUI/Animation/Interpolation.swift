import Foundation

/// Linear interpolation of the values animations move, shared by `UIView` animations and
/// HeroEngine so both compute exactly the same numbers. `t` may leave 0…1 (springs overshoot).
package enum Interpolation {
  @inlinable
  package static func scalar(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
    a + (b - a) * t
  }

  @inlinable
  package static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  @inlinable
  package static func size(_ a: CGSize, _ b: CGSize, _ t: CGFloat) -> CGSize {
    CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  @inlinable
  package static func rect(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  /// RGBA components, nil as transparent black.
  @inlinable
  package static func color(_ a: UIColor?, _ b: UIColor?, _ t: CGFloat) -> UIColor {
    let ca = a ?? .clear
    let cb = b ?? .clear
    return UIColor(
      red: ca.red + (cb.red - ca.red) * t, green: ca.green + (cb.green - ca.green) * t,
      blue: ca.blue + (cb.blue - ca.blue) * t, alpha: ca.alpha + (cb.alpha - ca.alpha) * t)
  }
}
