import Foundation

/// A 4×4 homogeneous transform with Core Animation's layout (row vectors: a point `p` maps
/// to `p · M`, translation in `m41…m43`, perspective in `m34`).
///
/// Headless views are laid out in 2D: a layer keeps the whole 3D transform as set, but
/// geometry (frames, conversion, hit testing) uses its affine projection
/// ``CATransform3DGetAffineTransform(_:)`` — the orthographic view of the layer's z = 0 plane,
/// without perspective. So `rotate(x:)` by θ shows as a y-scale by cos θ, `perspective` and
/// z translation have no visible effect.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4 (translation in `m41…m43`).
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// A transform from its sixteen entries, row by row.
  @inlinable
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity.
  @inlinable
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The identity.
  public static let identity = CATransform3D()

  /// The 3D form of a 2D affine transform.
  @inlinable
  public init(_ affine: CGAffineTransform) {
    self.init(
      m11: affine.a, m12: affine.b, m13: 0, m14: 0,
      m21: affine.c, m22: affine.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
  }

  /// The affine projection used for headless geometry: `(m11, m12, m21, m22, m41, m42)`.
  @inlinable
  public var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Whether the transform is exactly the identity (equal to ``identity`` entry by entry, as
  /// `==` compares: −0 counts as 0).
  @inlinable @inline(__always)
  public var isIdentity: Bool {
    // Entry by entry, not `self == .identity`: that reads the global and calls the derived
    // comparison, and every concatenation asks twice.
    m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0
      && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m41 == 0 && m42 == 0
      && m43 == 0 && m44 == 1
  }

  /// Whether the transform is exactly representable as a 2D affine transform.
  @inlinable
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// `self` followed by `other` (`p · self · other`).
  public func concatenating(_ other: CATransform3D) -> CATransform3D {
    // Each entry is summed from zero in k order, ((0 + a·b) + a·b) + …, exactly as a loop
    // would (starting from zero keeps a lone −0 product from surviving), without arrays.
    //
    // With an identity factor (ones on the diagonal, zeros of either sign elsewhere) and a
    // finite other factor, every product but one is a zero and the sum is that one entry
    // plus zero: the other factor with each −0 turned +0. (Not so with an infinity or NaN:
    // 0·∞ is NaN.) Views' transforms are mostly the identity.
    if isIdentity, other.isFinite { return other.addingPositiveZero() }
    if other.isIdentity, isFinite { return addingPositiveZero() }
    let o = other
    @inline(__always)
    func entry(
      _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat, _ a4: CGFloat,
      _ b1: CGFloat, _ b2: CGFloat, _ b3: CGFloat, _ b4: CGFloat
    ) -> CGFloat {
      var sum: CGFloat = 0
      sum += a1 * b1
      sum += a2 * b2
      sum += a3 * b3
      sum += a4 * b4
      return sum
    }
    return CATransform3D(
      m11: entry(m11, m12, m13, m14, o.m11, o.m21, o.m31, o.m41),
      m12: entry(m11, m12, m13, m14, o.m12, o.m22, o.m32, o.m42),
      m13: entry(m11, m12, m13, m14, o.m13, o.m23, o.m33, o.m43),
      m14: entry(m11, m12, m13, m14, o.m14, o.m24, o.m34, o.m44),
      m21: entry(m21, m22, m23, m24, o.m11, o.m21, o.m31, o.m41),
      m22: entry(m21, m22, m23, m24, o.m12, o.m22, o.m32, o.m42),
      m23: entry(m21, m22, m23, m24, o.m13, o.m23, o.m33, o.m43),
      m24: entry(m21, m22, m23, m24, o.m14, o.m24, o.m34, o.m44),
      m31: entry(m31, m32, m33, m34, o.m11, o.m21, o.m31, o.m41),
      m32: entry(m31, m32, m33, m34, o.m12, o.m22, o.m32, o.m42),
      m33: entry(m31, m32, m33, m34, o.m13, o.m23, o.m33, o.m43),
      m34: entry(m31, m32, m33, m34, o.m14, o.m24, o.m34, o.m44),
      m41: entry(m41, m42, m43, m44, o.m11, o.m21, o.m31, o.m41),
      m42: entry(m41, m42, m43, m44, o.m12, o.m22, o.m32, o.m42),
      m43: entry(m41, m42, m43, m44, o.m13, o.m23, o.m33, o.m43),
      m44: entry(m41, m42, m43, m44, o.m14, o.m24, o.m34, o.m44))
  }

  /// Whether every entry is finite.
  @inlinable @inline(__always)
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite
      && m22.isFinite && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite
      && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite
      && m44.isFinite
  }

  /// Each entry plus +0: the same numbers, with −0 turned +0.
  @inline(__always)
  private func addingPositiveZero() -> CATransform3D {
    CATransform3D(
      m11: m11 + 0, m12: m12 + 0, m13: m13 + 0, m14: m14 + 0,
      m21: m21 + 0, m22: m22 + 0, m23: m23 + 0, m24: m24 + 0,
      m31: m31 + 0, m32: m32 + 0, m33: m33 + 0, m34: m34 + 0,
      m41: m41 + 0, m42: m42 + 0, m43: m43 + 0, m44: m44 + 0)
  }

  /// The inverse; a singular matrix is returned unchanged, as Core Animation does.
  public func inverted() -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [M | I].
    var m = rows
    var inv = CATransform3D.identity.rows
    for column in 0..<4 {
      var pivot = column
      for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) {
        pivot = row
      }
      let pivotValue = m[pivot * 4 + column]
      guard pivotValue != 0, pivotValue.isFinite else { return self }
      if pivot != column {
        for k in 0..<4 {
          m.swapAt(pivot * 4 + k, column * 4 + k)
          inv.swapAt(pivot * 4 + k, column * 4 + k)
        }
      }
      for k in 0..<4 {
        m[column * 4 + k] /= pivotValue
        inv[column * 4 + k] /= pivotValue
      }
      for row in 0..<4 where row != column {
        let factor = m[row * 4 + column]
        if factor == 0 { continue }
        for k in 0..<4 {
          m[row * 4 + k] -= factor * m[column * 4 + k]
          inv[row * 4 + k] -= factor * inv[column * 4 + k]
        }
      }
    }
    return CATransform3D(rows: inv)
  }

  var rows: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  init(rows r: [CGFloat]) {
    self.init(
      m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
      m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14],
      m44: r[15])
  }
}

/// The identity transform (Core Animation's constant).
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  var t = CATransform3D.identity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (normalised; a zero axis gives
/// the identity). About z it equals `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return .identity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  // Row-vector form of Rodrigues' rotation matrix (the transpose of the column form).
  return CATransform3D(
    m11: c + t * x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: c + t * y * y, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c + t * z * z, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale applied before `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse of `t` (unchanged when singular).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m)
}

/// Whether `t` is exactly affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t` (what headless geometry uses).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
