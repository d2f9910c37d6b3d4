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
        CATransform3D(HeroTransformDecomposition.interpolate(a.affine, b.affine, t)))
    case (.flag, .flag): return f >= 1 ? to : from
    default: return f >= 1 ? to : from
    }
  }
}

/// The decomposition of a 2D affine transform Core Animation-style: translation, rotation,
/// scale and skew.
enum HeroTransformDecomposition {
  struct Parts {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, skew: CGFloat
  }

  static func decompose(_ m: CGAffineTransform) -> Parts {
    let sx = (m.a * m.a + m.b * m.b).squareRoot()
    var row0 = (m.a, m.b)
    if sx != 0 { row0 = (row0.0 / sx, row0.1 / sx) }
    let along = row0.0 * m.c + row0.1 * m.d
    let orthogonal = (m.c - row0.0 * along, m.d - row0.1 * along)
    var sy = (orthogonal.0 * orthogonal.0 + orthogonal.1 * orthogonal.1).squareRoot()
    // A reflection shows as a negative y scale.
    if m.a * m.d - m.b * m.c < 0 { sy = -sy }
    let skew = sy != 0 ? along / sy : 0
    let angle = atan2(row0.1, row0.0)
    return Parts(tx: m.tx, ty: m.ty, angle: angle, sx: sx, sy: sy, skew: skew)
  }

  static func compose(_ p: Parts) -> CGAffineTransform {
    // M = skew · scale · rotation, then translation (row-vector convention).
    let cosine = cos(p.angle)
    let sine = sin(p.angle)
    let rotation = CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    let scale = CGAffineTransform(a: p.sx, b: 0, c: p.skew * p.sy, d: p.sy, tx: 0, ty: 0)
    var result = scale.concatenating(rotation)
    result.tx = p.tx
    result.ty = p.ty
    return result
  }

  static func interpolate(
    _ a: CGAffineTransform, _ b: CGAffineTransform, _ t: CGFloat
  ) -> CGAffineTransform {
    interpolate(decompose(a), decompose(b), t)
  }

  static func interpolate(_ pa: Parts, _ pb: Parts, _ t: CGFloat) -> CGAffineTransform {
    if pa.angle == pb.angle {
      // No rotation change (scales and moves): skip the trigonometry.
      let cosine = cos(pa.angle)
      let sine = sin(pa.angle)
      let sx = pa.sx + (pb.sx - pa.sx) * t
      let sy = pa.sy + (pb.sy - pa.sy) * t
      let k = (pa.skew + (pb.skew - pa.skew) * t) * sy
      if pa.angle == 0 {
        return CGAffineTransform(
          a: sx, b: 0, c: k, d: sy, tx: pa.tx + (pb.tx - pa.tx) * t,
          ty: pa.ty + (pb.ty - pa.ty) * t)
      }
      return CGAffineTransform(
        a: sx * cosine, b: sx * sine, c: k * cosine - sy * sine, d: k * sine + sy * cosine,
        tx: pa.tx + (pb.tx - pa.tx) * t, ty: pa.ty + (pb.ty - pa.ty) * t)
    }
    var delta = pb.angle - pa.angle
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    return compose(
      Parts(
        tx: pa.tx + (pb.tx - pa.tx) * t, ty: pa.ty + (pb.ty - pa.ty) * t,
        angle: pa.angle + delta * t, sx: pa.sx + (pb.sx - pa.sx) * t,
        sy: pa.sy + (pb.sy - pa.sy) * t, skew: pa.skew + (pb.skew - pa.skew) * t))
  }
}
