import Foundation
import HeadlessUI

/// One Core Animation-style animation of one key: from → to over `duration`, with fill mode
/// both (before its begin it shows `from`, after its end `to`).
///
/// It is either running on the clock (starting at ``beginTime``) or paused at a local time
/// (``timeOffset``), as Hero pauses animations with `speed = 0` to scrub them.
struct HeroTrack {
  enum Curve {
    case timing(CAMediaTimingFunction)
    case spring(HeroSpring)
    case arc(HeroArc, CAMediaTimingFunction)
  }

  var from: HeroAnimatableValue
  var to: HeroAnimatableValue
  var curve: Curve
  /// The animation's own duration (a spring's settling duration).
  var duration: Double
  /// Clock seconds at which local time 0 falls (while running).
  var beginTime: Double
  /// The local time shown while paused; nil while running.
  var timeOffset: Double?

  /// The local time at clock time `now`.
  @inline(__always)
  func localTime(at now: Double) -> Double {
    timeOffset ?? (now - beginTime)
  }

  /// The presented value at clock time `now`.
  func value(at now: Double) -> HeroAnimatableValue {
    let local = localTime(at: now)
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
