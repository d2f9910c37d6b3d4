import Foundation
import HeadlessUI
import Testing

/// Tolerance for values that go through sin/cos.
let epsilon: CGFloat = 1e-9

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = epsilon) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = epsilon) -> Bool {
  close(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
    abs($0) <= epsilon
  }
}

@Suite("Geometry")
struct GeometryTests {
  @Test func rotationTurnsXTowardsY() {
    // 90°: a = cos = 0, b = sin = 1, c = −sin = −1, d = 0, so (1, 0) ↦ (0, 1) and
    // (0, 1) ↦ (−1, 0).
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1)))
    #expect(close(CGPoint(x: 0, y: 1).applying(rotation), CGPoint(x: -1, y: 0)))
  }

  @Test func concatenationAppliesLeftFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    // (1, 1) scaled → (2, 3), then moved → (12, 23).
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
    // (1, 1) moved → (11, 21), then scaled → (22, 63).
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
  }

  @Test func builderMethodsApplyBeforeTheReceiver() {
    // translatedBy/scaledBy/rotated put the new step first, as CGAffineTransformScale does:
    // (1, 1) scaled by 2 → (2, 2), then the receiver's translation (10, 0) → (12, 2).
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    // (1, 0) moved by (0, 5) → (1, 5), then doubled → (2, 10).
    let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 0, y: 5)
    #expect(CGPoint(x: 1, y: 0).applying(u) == CGPoint(x: 2, y: 10))
    // (1, 0) rotated 90° → (0, 1), then scaled (1, 3) → (0, 3).
    let v = CGAffineTransform(scaleX: 1, y: 3).rotated(by: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(v), CGPoint(x: 0, y: 3)))
  }

  @Test func inverseUndoes() {
    // x' = 2x + 6, y' = 4y + 8: (8, 12) comes from ((8 − 6)/2, (12 − 8)/4) = (1, 1).
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
    #expect(CGPoint(x: 8, y: 12).applying(t.inverted()) == CGPoint(x: 1, y: 1))
    let r = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -7)
    #expect(close(r.concatenating(r.inverted()), .identity))
    // Singular: returned unchanged, as Core Graphics does.
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!t.isIdentity)
  }

  @Test func sizesAndRectsThroughTransforms() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    // (w, h) = (2, 1) ↦ (a·w + c·h, b·w + d·h) = (−1, 2): sizes keep their sign.
    let size = CGSize(width: 2, height: 1).applying(rotation)
    #expect(abs(size.width - -1) < epsilon && abs(size.height - 2) < epsilon)
    // Corners (0,0) (2,0) (0,1) (2,1) ↦ (0,0) (0,2) (−1,0) (−1,2): box (−1, 0, 1, 2).
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(rotation)
    #expect(close(rect, CGRect(x: -1, y: 0, width: 1, height: 2)))
    // Axis-aligned with a negative scale: (1, 1, 2, 3) × (−1, 2) = (−3, 2, 2, 6).
    let flipped = CGRect(x: 1, y: 1, width: 2, height: 3).applying(
      CGAffineTransform(scaleX: -1, y: 2))
    #expect(flipped == CGRect(x: -3, y: 2, width: 2, height: 6))
    #expect(CGRect.null.applying(rotation).isNull)
    #expect(CGRect(x: 10, y: 20, width: 30, height: 40).center == CGPoint(x: 25, y: 40))
    #expect(
      CGRect(center: CGPoint(x: 25, y: 40), size: CGSize(width: 30, height: 40))
        == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func transform3DRotationAboutZIsTheAffineRotation() {
    let angle: CGFloat = 0.7
    let rotation3D = CATransform3DMakeRotation(angle, 0, 0, 1)
    #expect(close(rotation3D.affine, CGAffineTransform(rotationAngle: angle)))
    #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, 3, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
  }

  @Test func transform3DProjectsToTwoDimensions() {
    // Rotation about x by 60°: m11 = 1, m22 = cos 60° = 0.5, m12 = m21 = 0; the layer looks
    // squashed vertically by half (orthographic projection).
    let tilt = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
    #expect(close(tilt.affine, CGAffineTransform(scaleX: 1, y: 0.5)))
    // Perspective and z translation vanish from the projection.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(CATransform3DGetAffineTransform(perspective).isIdentity)
    #expect(
      CATransform3DMakeTranslation(3, 4, 99).affine == CGAffineTransform(translationX: 3, y: 4))
    // A zero axis gives the identity instead of NaNs.
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test func transform3DConcatenationAndInverse() {
    // Scale applied before the translation: (1, 0) → (2, 0) → (12, 0), so a = 2, tx = 10.
    let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
    #expect(t.affine == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    #expect(CGPoint(x: 1, y: 0).applying(t.affine) == CGPoint(x: 12, y: 0))
    // Translation applied before the scale: (1, 0) → (11, 0) → (22, 0).
    let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(CGPoint(x: 1, y: 0).applying(u.affine) == CGPoint(x: 22, y: 0))
    let m = CATransform3DRotate(
      CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 1, 2, 3), 0.4, 1, 1, 0)
    let product = CATransform3DConcat(m, CATransform3DInvert(m))
    let identityRows = CATransform3DIdentity
    let entries: [(CGFloat, CGFloat)] = [
      (product.m11, identityRows.m11), (product.m12, 0), (product.m13, 0), (product.m14, 0),
      (product.m21, 0), (product.m22, 1), (product.m23, 0), (product.m24, 0),
      (product.m31, 0), (product.m32, 0), (product.m33, 1), (product.m34, 0),
      (product.m41, 0), (product.m42, 0), (product.m43, 0), (product.m44, 1),
    ]
    #expect(entries.allSatisfy { abs($0.0 - $0.1) < 1e-9 })
    // Singular: unchanged.
    let flat = CATransform3DMakeScale(1, 1, 0)
    #expect(CATransform3DInvert(flat) == flat)
    // Affine round trip.
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DMakeAffineTransform(affine).affine == affine)
  }

  @Test func colorsAreValues() {
    let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1).withAlphaComponent(0.5)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect([r, g, b, a] == [1, 0.5, 0.25, 0.5])
    #expect(UIColor(white: 0, alpha: 1) == .black)
    #expect(color.cgColor == color)
  }
}
