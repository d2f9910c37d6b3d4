import Foundation
import HeadlessUI

/// One Core Animation-style animation of one key: from → to over `duration`, with fill mode
/// both (before its begin it shows `from`, after its end `to`).
///
/// It runs on the clock (local time 0 at ``beginTime``) unless its view context is paused at
/// a seek offset, as Hero pauses a view's animations with `speed = 0` and a `timeOffset` to
/// scrub them (see ``localTime(at:pausedAt:)``). Immutable once made: a seek stores one offset
/// per view instead of writing every track.
final class HeroTrack {
  enum Curve {
    case timing(CAMediaTimingFunction)
    case spring(HeroSpring)
    case arc(HeroArc, CAMediaTimingFunction)
  }

  let from: HeroAnimatableValue
  let to: HeroAnimatableValue
  let curve: Curve
  /// The animation's own duration (a spring's settling duration).
  let duration: Double
  /// Clock seconds at which local time 0 falls (while running).
  let beginTime: Double

  /// The numeric ends for fast sampling: (x, y) of points and sizes, (value, 0) of scalars.
  let fromXY: (Double, Double)
  let toXY: (Double, Double)
  /// The affine ends of a transform track, decomposed once.
  let fromParts: TransformDecomposition.Parts?
  let toParts: TransformDecomposition.Parts?
  /// The affine projection of the start of a transform track.
  let fromAffine: CGAffineTransform
  /// Whether a transform track's ends are equal.
  let isConstantTransform: Bool

  init(
    from: HeroAnimatableValue, to: HeroAnimatableValue, curve: Curve, duration: Double,
    beginTime: Double
  ) {
    self.from = from
    self.to = to
    self.curve = curve
    self.duration = duration
    self.beginTime = beginTime
    func xy(_ value: HeroAnimatableValue) -> (Double, Double) {
      switch value {
      case .scalar(let v): (Double(v), 0)
      case .point(let p): (Double(p.x), Double(p.y))
      case .size(let s): (Double(s.width), Double(s.height))
      default: (0, 0)
      }
    }
    fromXY = xy(from)
    toXY = xy(to)
    if case .transform(let a) = from, case .transform(let b) = to {
      fromAffine = a.affine
      isConstantTransform = a == b
      fromParts = TransformDecomposition.decompose(a.affine)
      toParts = TransformDecomposition.decompose(b.affine)
    } else {
      fromAffine = .identity
      isConstantTransform = true
      fromParts = nil
      toParts = nil
    }
  }

  /// The (x, y) pair `f` of the way between the numeric ends.
  @inline(__always)
  func lerpXY(_ f: Double) -> (Double, Double) {
    (fromXY.0 + (toXY.0 - fromXY.0) * f, fromXY.1 + (toXY.1 - fromXY.1) * f)
  }

  /// The affine transform `f` of the way (transform tracks).
  func affine(_ f: Double) -> CGAffineTransform {
    guard !isConstantTransform, let a = fromParts, let b = toParts else { return fromAffine }
    return TransformDecomposition.interpolate(a, b, CGFloat(f))
  }

  /// The eased fraction at clock time `now` (for arcs, the eased fraction along the path).
  @inline(__always)
  func fraction(at now: Double, pausedAt offset: Double?) -> Double {
    let local = localTime(at: now, pausedAt: offset)
    if local <= 0 { return 0 }
    if local >= duration { return 1 }
    switch curve {
    case .timing(let function): return function.value(at: local / duration)
    case .spring(let spring): return spring.value(at: local)
    case .arc(_, let function): return function.value(at: local / duration)
    }
  }

  /// The local time at clock time `now`: while the view is paused at a seek `offset` (time
  /// passed minus the view's delay), the offset clamped to `0…(duration − 0.001)` (Hero's
  /// seek, docs/spec/HERO.md §2.1); else the time since ``beginTime``.
  @inline(__always)
  func localTime(at now: Double, pausedAt offset: Double?) -> Double {
    if let offset { return max(0, min(duration - 0.001, offset)) }
    return now - beginTime
  }

  /// The presented value at clock time `now` (paused at `offset` when not nil).
  func value(at now: Double, pausedAt offset: Double?) -> HeroAnimatableValue {
    let local = localTime(at: now, pausedAt: offset)
    if local <= 0 { return from }
    if local >= duration { return to }
    switch curve {
    case .timing(let function):
      return HeroAnimatableValue.interpolate(from, to, function.value(at: local / duration))
    case .spring(let spring):
      return HeroAnimatableValue.interpolate(from, to, spring.value(at: local))
    case .arc(let arc, let function):
      return .point(arc.point(at: function.value(at: local / duration)))
    }
  }
}
