import Foundation

/// A 2D affine transform, with Core Graphics' layout and conventions.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. swift-corelibs-foundation has
/// `CGPoint`, `CGSize`, `CGRect` and `CGFloat` but no `CGAffineTransform`; this one mirrors the
/// Core Graphics API so iOS code compiles unchanged.
public struct CGAffineTransform: Hashable, Sendable {
  /// Row 1, column 1 (x scale when there is no rotation).
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2 (y scale when there is no rotation).
  public var d: CGFloat
  /// Translation along x.
  public var tx: CGFloat
  /// Translation along y.
  public var ty: CGFloat

  /// A transform from its six coefficients.
  @inlinable
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  @inlinable
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// A scale by `sx` along x and `sy` along y.
  @inlinable
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation by `(tx, ty)`.
  @inlinable
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotation by `angle` radians; positive angles turn x towards y (clockwise on a
  /// y-down screen), as in UIKit.
  @inlinable
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// `self` followed by `t2`: applying the result to a point equals applying `self`, then `t2`.
  @inlinable
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
  @inlinable
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// A scale applied before `self` (Core Graphics' `CGAffineTransformScale`).
  @inlinable
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before `self` (Core Graphics' `CGAffineTransformTranslate`).
  @inlinable
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A rotation applied before `self` (Core Graphics' `CGAffineTransformRotate`).
  @inlinable
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// The point mapped through `t`, translation included.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped through `t` as a vector (translation ignored); components may be negative.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle containing the four transformed corners (Core Graphics'
  /// `CGRectApplyAffineTransform`). A null rectangle stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    if t.b == 0 && t.c == 0 {
      // Axis-aligned: two corners are enough.
      let p0 = CGPoint(x: minX, y: minY).applying(t)
      let p1 = CGPoint(x: maxX, y: maxY).applying(t)
      return CGRect(
        x: Swift.min(p0.x, p1.x), y: Swift.min(p0.y, p1.y),
        width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }
    let p0 = CGPoint(x: minX, y: minY).applying(t)
    let p1 = CGPoint(x: maxX, y: minY).applying(t)
    let p2 = CGPoint(x: minX, y: maxY).applying(t)
    let p3 = CGPoint(x: maxX, y: maxY).applying(t)
    let left = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
    let right = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
    let top = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
    let bottom = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle containing every point (`.null` for none).
  static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points.dropFirst() {
      minX = Swift.min(minX, point.x)
      maxX = Swift.max(maxX, point.x)
      minY = Swift.min(minY, point.y)
      maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
