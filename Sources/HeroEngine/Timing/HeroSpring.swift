import Foundation

/// A damped spring as Core Animation's `CASpringAnimation` runs it for Hero: mass 1, initial
/// velocity 0, from the start value (displacement 1) to the end value (displacement 0).
///
/// ## The settling rule
/// Core Animation does not document how `settlingDuration` is computed. This engine uses the
/// time after which the spring's displacement can no longer exceed 0.1 % of the distance:
/// - under-damped (ζ < 1): the envelope `e^(−ζω₀t) / √(1 − ζ²)` bounds the displacement, so
///   `settle = ln(1 / (0.001 · √(1 − ζ²))) / (ζω₀)`;
/// - critically and over-damped (ζ ≥ 1): the displacement falls monotonically, so `settle` is
///   the time at which it reaches 0.001 (found by bisection to 1e-9 s).
///
/// with `ω₀ = √stiffness` and `ζ = damping / (2·√stiffness)`. For Core Animation's default
/// spring (stiffness 100, damping 10) this gives 1.41 s, the value `settlingDuration` reports
/// on iOS; for Hero's string default `spring(250, 30)` it gives 0.537 s.
public struct HeroSpring: Hashable, Sendable {
  /// The spring constant (stiffness), clamped to at least 0.001 as Core Animation does.
  public let stiffness: Double
  /// The damping coefficient, clamped to at least 0.001.
  public let damping: Double

  /// The displacement under which the spring counts as settled (0.1 % of the distance).
  public static let settlingThreshold = 0.001

  /// A spring with mass 1.
  public init(stiffness: Double, damping: Double) {
    self.stiffness = stiffness.isFinite ? max(stiffness, 0.001) : 100
    self.damping = damping.isFinite ? max(damping, 0.001) : 10
  }

  /// The undamped angular frequency ω₀ = √k.
  public var naturalFrequency: Double { stiffness.squareRoot() }

  /// The damping ratio ζ = c / (2√k).
  public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }

  /// The fraction of the way from start to end at `time` seconds (overshoots above 1 when
  /// under-damped). 0 at and before time 0.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    return 1 - displacement(at: time)
  }

  /// The remaining displacement at `time` (1 at time 0, tends to 0).
  public func displacement(at time: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      return decay * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    } else if zeta == 1 {
      return exp(-omega * time) * (1 + omega * time)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      return (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }
  }

  /// The settling duration (see the type's documentation for the rule).
  public var settlingDuration: Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let epsilon = HeroSpring.settlingThreshold
    if zeta < 1 {
      return log(1 / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
    }
    var high = 1.0
    while displacement(at: high) > epsilon, high < 1e6 { high *= 2 }
    var low = 0.0
    while high - low > 1e-9 {
      let mid = (low + high) / 2
      if displacement(at: mid) > epsilon { low = mid } else { high = mid }
    }
    return high
  }
}
