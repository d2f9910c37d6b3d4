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
    case (.scalar(let a), .scalar(let b)): return .scalar(Interpolation.scalar(a, b, t))
    case (.point(let a), .point(let b)): return .point(Interpolation.point(a, b, t))
    case (.size(let a), .size(let b)): return .size(Interpolation.size(a, b, t))
    case (.rect(let a), .rect(let b)): return .rect(Interpolation.rect(a, b, t))
    case (.color(let a), .color(let b)): return .color(Interpolation.color(a, b, t))
    case (.transform(let a), .transform(let b)):
      if a == b { return .transform(a) }
      return .transform(
        CATransform3D(TransformDecomposition.interpolate(a.affine, b.affine, t)))
    case (.flag, .flag): return f >= 1 ? to : from
    default: return f >= 1 ? to : from
    }
  }
}
