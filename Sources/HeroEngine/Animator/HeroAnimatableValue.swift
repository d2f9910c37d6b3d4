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
  /// A path (nil: no path).
  case path(CGPath?)

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
      // Equal ends: the start itself (its box shared, not a new one).
      if a == b { return from }
      return .transform(
        CATransform3D(TransformDecomposition.interpolate(a.affine, b.affine, t)))
    case (.flag, .flag): return f >= 1 ? to : from
    case (.path(let a?), .path(let b?)):
      return .path(Self.interpolate(a, b, t) ?? (f >= 1 ? b : a))
    default: return f >= 1 ? to : from
    }
  }

  /// Two paths of the same elements (kind by kind) interpolated point by point, as Core
  /// Animation animates paths; nil when the elements differ, where Apple documents the result
  /// as undefined (`CAShapeLayer.path`) and the engine switches at the end instead.
  private static func interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
    guard a.elements.count == b.elements.count else { return nil }
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { Interpolation.point(p, q, t) }
    var elements: [CGPath.Element] = []
    elements.reserveCapacity(a.elements.count)
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.moveTo(let p), .moveTo(let q)): elements.append(.moveTo(mix(p, q)))
      case (.lineTo(let p), .lineTo(let q)): elements.append(.lineTo(mix(p, q)))
      case (.quadCurveTo(let p, let c), .quadCurveTo(let q, let d)):
        elements.append(.quadCurveTo(mix(p, q), control: mix(c, d)))
      case (.curveTo(let p, let c1, let c2), .curveTo(let q, let d1, let d2)):
        elements.append(.curveTo(mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
      case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
      default: return nil
      }
    }
    return CGPath(elements: elements)
  }
}
