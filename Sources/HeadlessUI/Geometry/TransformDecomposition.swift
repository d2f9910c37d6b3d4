import Foundation

/// The decomposition of a 2D affine transform Core Animation-style (translation, rotation,
/// scale and skew), and interpolation through it: how Core Animation interpolates transforms.
/// Shared by `UIView` animations and HeroEngine.
package enum TransformDecomposition {
  package struct Parts {
    package var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, skew: CGFloat
  }

  package static func decompose(_ m: CGAffineTransform) -> Parts {
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

  package static func compose(_ p: Parts) -> CGAffineTransform {
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

  package static func interpolate(
    _ a: CGAffineTransform, _ b: CGAffineTransform, _ t: CGFloat
  ) -> CGAffineTransform {
    interpolate(decompose(a), decompose(b), t)
  }

  package static func interpolate(_ pa: Parts, _ pb: Parts, _ t: CGFloat) -> CGAffineTransform {
    if pa.angle == pb.angle {
      // No rotation change (scales and moves): no angle to interpolate, and with no rotation
      // at all no trigonometry either.
      let sx = pa.sx + (pb.sx - pa.sx) * t
      let sy = pa.sy + (pb.sy - pa.sy) * t
      let k = (pa.skew + (pb.skew - pa.skew) * t) * sy
      if pa.angle == 0 {
        return CGAffineTransform(
          a: sx, b: 0, c: k, d: sy, tx: pa.tx + (pb.tx - pa.tx) * t,
          ty: pa.ty + (pb.ty - pa.ty) * t)
      }
      let cosine = cos(pa.angle)
      let sine = sin(pa.angle)
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
