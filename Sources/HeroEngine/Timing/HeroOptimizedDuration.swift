import Foundation
import HeadlessUI

/// Hero's automatic duration for a view without a `duration` modifier
/// (`UIView.optimizedDurationTo` in Hero).
public enum HeroOptimizedDuration {
  /// The shortest automatic duration (a view that does not move): 0.208 s.
  public static let minimum: Double = 0.208
  /// Points of movement beyond which the duration stops growing.
  public static let distanceCap: Double = 500

  /// `0.208 + clamp(distance, 0, 500) / 3000` seconds: 0.208 s at rest, ≈0.375 s at 500 pt.
  public static func duration(forDistance distance: Double) -> Double {
    let clamped = distance.isNaN ? 0 : min(max(distance, 0), distanceCap)
    return minimum + clamped / 3000
  }

  /// The duration for a layer moving from (`fromPosition`, `fromSize`, `fromTransform`) to the
  /// target geometry; a nil target keeps the current value.
  ///
  /// Both ends are measured through the affine projection of their transform: the real
  /// position is the position plus the transform's translation, the real size is the size
  /// mapped through the transform; the distance is the Euclidean distance between the real
  /// positions plus the one between the real sizes taken as points.
  public static func duration(
    fromPosition: CGPoint, fromSize: CGSize, fromTransform: CATransform3D,
    toPosition: CGPoint?, toSize: CGSize?, toTransform: CATransform3D?
  ) -> Double {
    let toPosition = toPosition ?? fromPosition
    let toSize = toSize ?? fromSize
    let toTransform = toTransform ?? fromTransform
    let fromAffine = fromTransform.affine
    let toAffine = toTransform.affine
    let realFrom = CGPoint(x: fromPosition.x + fromAffine.tx, y: fromPosition.y + fromAffine.ty)
    let realTo = CGPoint(x: toPosition.x + toAffine.tx, y: toPosition.y + toAffine.ty)
    let sizeFrom = fromSize.applying(fromAffine)
    let sizeTo = toSize.applying(toAffine)
    // Hero's `distance` (√(dx² + dy²), Sources/Extensions/CG+Hero.swift:92-94) on the
    // real positions and on the real sizes taken as points (HeroDefaultAnimator.swift:28-46).
    let move = CascadeDirection.distance(realFrom, realTo)
    let grow = CascadeDirection.distance(
      CGPoint(x: sizeFrom.width, y: sizeFrom.height), CGPoint(x: sizeTo.width, y: sizeTo.height))
    return duration(forDistance: Double(move + grow))
  }
}
