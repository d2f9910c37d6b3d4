import Foundation
import HeadlessUI

/// A value of one animated layer property.
public enum HeroAnimatableValue: Sendable, Equatable {
  /// A number (opacity, radius, width, …).
  case scalar(CGFloat)
  /// A point (position, anchor point).
  case point(CGPoint)
  /// A size (bounds size, shadow offset).
  case size(CGSize)
  /// A rectangle (contents rectangle).
  case rect(CGRect)
  /// A colour; nil is transparent.
  case color(UIColor?)
  /// A transform. Boxed: a 128-byte payload inline would make every value of every key that
  /// large, and values are copied on every sample, pin and pair.
  indirect case transform(CATransform3D)
  /// A flag (not interpolated).
  case flag(Bool)

  /// The value a fraction `f` of the way from `from` to `to` (f may leave 0…1 for springs and
  /// overshooting curves). Colours interpolate their RGBA components (nil as transparent
  /// black); transforms interpolate the decomposition of their affine projections
  /// (translation, rotation the short way round, scale, skew), as Core Animation
  /// interpolates transforms by decomposition; flags switch at the end.
  static func interpolate(
    _ from: HeroAnimatableValue, _ to: HeroAnimatableValue, _ f: Double
  ) -> HeroAnimatableValue {
    let t = CGFloat(f)
    switch (from, to) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * t)
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    case (.size(let a), .size(let b)):
      return .size(
        CGSize(
          width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
          width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
    case (.color(let a), .color(let b)):
      let ca = a ?? .clear
      let cb = b ?? .clear
      return .color(
        UIColor(
          red: ca.red + (cb.red - ca.red) * t, green: ca.green + (cb.green - ca.green) * t,
          blue: ca.blue + (cb.blue - ca.blue) * t, alpha: ca.alpha + (cb.alpha - ca.alpha) * t))
    case (.transform(let a), .transform(let b)):
      if a == b { return .transform(a) }
      return .transform(
        CATransform3D(TransformDecomposition.interpolate(a.affine, b.affine, t)))
    case (.flag, .flag): return f >= 1 ? to : from
    default: return f >= 1 ? to : from
    }
  }
}
