import Foundation
import HeadlessUI

/// One Core Animation-style animation of one key: from → to over `duration`, with fill mode
/// both (before its begin it shows `from`, after its end `to`).
///
/// It runs on the clock (local time 0 at ``Sampler/beginTime``) unless its view context is
/// paused at a seek offset, as Hero pauses a view's animations with `speed = 0` and a
/// `timeOffset` to scrub them (see ``Sampler/localTime(at:pausedAt:)``). Immutable once made: a
/// seek stores one offset per view instead of writing every track.
///
/// Not an object: a view context keeps a track's ends with the key's slot and its sampler in
/// its dense list of samplers (one object per animated key, made and freed for every view of
/// every transition, was a tenth of a transition's start). This namespace makes samplers and
/// reads tracks.
enum HeroTrack {
  enum Curve {
    case timing(CAMediaTimingFunction)
    case spring(HeroSpring)
    case arc(HeroArc, CAMediaTimingFunction)
  }

  /// What sampling the track's numbers needs, as plain values: a view context keeps a copy
  /// beside the track, so a display frame reads no reference (and retains nothing).
  struct Sampler {
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

    /// The eased fraction at clock time `now` (for arcs, the eased fraction along the path);
    /// `memo` remembers the last curve value computed.
    @inline(__always)
    func fraction(at now: Double, pausedAt offset: Double?, memo: inout HeroTimingMemo) -> Double {
      let local = localTime(at: now, pausedAt: offset)
      if local <= 0 { return 0 }
      if local >= duration { return 1 }
      switch curve {
      case .timing(let function): return memo.value(of: function, at: local / duration)
      case .spring(let spring): return spring.value(at: local)
      case .arc(_, let function): return memo.value(of: function, at: local / duration)
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
  }

  /// The sampler of a track from `from` to `to` along `curve`: the numeric ends and the
  /// decomposed transforms worked out once.
  static func sampler(
    from: HeroAnimatableValue, to: HeroAnimatableValue, curve: Curve, duration: Double,
    beginTime: Double
  ) -> Sampler {
    func xy(_ value: HeroAnimatableValue) -> (Double, Double) {
      switch value {
      case .scalar(let v): (Double(v), 0)
      case .point(let p): (Double(p.x), Double(p.y))
      case .size(let s): (Double(s.width), Double(s.height))
      default: (0, 0)
      }
    }
    let fromAffine: CGAffineTransform
    let isConstantTransform: Bool
    let fromParts: TransformDecomposition.Parts?
    let toParts: TransformDecomposition.Parts?
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
    return Sampler(
      curve: curve, duration: duration, beginTime: beginTime, fromXY: xy(from), toXY: xy(to),
      fromParts: fromParts, toParts: toParts, fromAffine: fromAffine,
      isConstantTransform: isConstantTransform)
  }

  /// The presented value of a track of these ends and sampler at clock time `now` (paused at
  /// `offset` when not nil), with the curve's value taken from `memo` when it has it (a frame's
  /// other keys and views at the same fraction).
  static func value(
    from: HeroAnimatableValue, to: HeroAnimatableValue, sampler: Sampler, at now: Double,
    pausedAt offset: Double?, memo: inout HeroTimingMemo
  ) -> HeroAnimatableValue {
    let local = sampler.localTime(at: now, pausedAt: offset)
    if local <= 0 { return from }
    if local >= sampler.duration { return to }
    let duration = sampler.duration
    switch sampler.curve {
    case .timing(let function):
      return HeroAnimatableValue.interpolate(
        from, to, memo.value(of: function, at: local / duration))
    case .spring(let spring):
      return HeroAnimatableValue.interpolate(from, to, spring.value(at: local))
    case .arc(let arc, let function):
      return .point(arc.point(at: memo.value(of: function, at: local / duration)))
    }
  }
}

/// The last value of a timing curve computed while sampling a frame: a view's keys, and the views
/// of a transition, mostly share one curve at one time fraction, and solving the cubic for it
/// is most of a sample's cost. The same curve at the same fraction gives the same value.
struct HeroTimingMemo {
  private var function: CAMediaTimingFunction?
  private var x = 0.0
  private var value = 0.0

  /// `function`'s value at `x`.
  @inline(__always)
  mutating func value(of function: CAMediaTimingFunction, at x: Double) -> Double {
    // Bit for bit: `==` would take -0.0 for 0.0.
    if x.bitPattern == self.x.bitPattern, let last = self.function,
      last.c1.x.bitPattern == function.c1.x.bitPattern,
      last.c1.y.bitPattern == function.c1.y.bitPattern,
      last.c2.x.bitPattern == function.c2.x.bitPattern,
      last.c2.y.bitPattern == function.c2.y.bitPattern
    {
      return value
    }
    let result = function.value(at: x)
    self.function = function
    self.x = x
    value = result
    return result
  }
}
