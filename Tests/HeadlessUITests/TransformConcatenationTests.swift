import Foundation
import HeadlessUI
import TestSupport
import Testing

/// `CATransform3D.concatenating` against the textbook row-by-column loop, bit for bit.
///
/// The engine composes transforms on every frame, so the product is written out by hand; the
/// reference here is the plain triple loop with each entry summed from zero in k order.
/// Equality is on the bit patterns, so a −0 that the loop would turn into +0 (0 + −0 = +0),
/// or a sum taken in another order, fails.
@Suite("CATransform3D concatenation")
struct TransformConcatenationTests {
  @Test(arguments: [UInt64(1), 2, 3, 42, 0xC0FFEE])
  func matchesTheReferenceLoopBitForBit(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var mismatches = 0
    var firstMismatch: String?
    for _ in 0..<500 {
      let a = Self.randomTransform(&rng)
      let b = Self.randomTransform(&rng)
      let product = Self.entries(a.concatenating(b))
      let expected = Self.referenceProduct(Self.entries(a), Self.entries(b))
      if product.map(\.bitPattern) != expected.map(\.bitPattern) {
        mismatches += 1
        firstMismatch =
          firstMismatch ?? "\(Self.entries(a)) · \(Self.entries(b)) = \(product), "
          + "expected \(expected)"
      }
    }
    #expect(mismatches == 0, "seed \(seed), first: \(firstMismatch ?? "")")
  }

  // The identity on either side (with zeros of either sign off the diagonal), against
  // transforms with −0, infinities and NaN among their entries: still the loop's numbers.
  @Test(arguments: [UInt64(7), 8, 9])
  func identityFactorsMatchTheReferenceLoopBitForBit(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var mismatches: [String] = []
    for round in 0..<400 {
      var identity = CATransform3D.identity
      if round % 2 == 1 {
        identity.m12 = -0.0
        identity.m43 = -0.0
        identity.m21 = -0.0
      }
      var other = Self.randomTransform(&rng)
      if round % 5 == 0 { other.m32 = .infinity }
      if round % 7 == 0 { other.m14 = -.infinity }
      if round % 11 == 0 { other.m41 = .nan }
      for (a, b) in [(identity, other), (other, identity)] {
        let product = Self.entries(a.concatenating(b))
        let expected = Self.referenceProduct(Self.entries(a), Self.entries(b))
        if product.map(\.bitPattern) != expected.map(\.bitPattern) {
          mismatches.append("\(Self.entries(a)) · \(Self.entries(b)) = \(product)")
        }
      }
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.first ?? "")")
  }

  // A lone −0 product: (−0)·1 + 0·0 + 0·0 + 0·0 is +0 when summed from zero.
  @Test func negativeZeroProductSumsToPositiveZero() {
    var a = CATransform3D.identity
    a.m11 = -0.0
    let product = a.concatenating(.identity)
    #expect(product.m11.bitPattern == CGFloat(0).bitPattern)
  }

  // Row-vector convention: a point goes through `self` first, then `other`.
  @Test func selfThenOther() {
    let scale = CATransform3D(CGAffineTransform(scaleX: 2, y: 2))
    let move = CATransform3D(CGAffineTransform(translationX: 10, y: 0))
    #expect(scale.concatenating(move).m41 == 10)
    #expect(move.concatenating(scale).m41 == 20)
  }

  private static func entries(_ t: CATransform3D) -> [CGFloat] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  private static func referenceProduct(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
    var result = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
        result[row * 4 + column] = sum
      }
    }
    return result
  }

  /// Entries drawn from a mix of exact zeros, −0, ±1, small integers and random reals.
  private static func randomTransform(_ rng: inout SplitMix64) -> CATransform3D {
    func entry() -> CGFloat {
      switch rng.next() % 6 {
      case 0: 0
      case 1: -0.0
      case 2: rng.next() % 2 == 0 ? 1 : -1
      case 3: CGFloat(Int(rng.next() % 21) - 10)
      default: CGFloat.random(in: -1000...1000, using: &rng)
      }
    }
    return CATransform3D(
      m11: entry(), m12: entry(), m13: entry(), m14: entry(),
      m21: entry(), m22: entry(), m23: entry(), m24: entry(),
      m31: entry(), m32: entry(), m33: entry(), m34: entry(),
      m41: entry(), m42: entry(), m43: entry(), m44: entry())
  }
}
