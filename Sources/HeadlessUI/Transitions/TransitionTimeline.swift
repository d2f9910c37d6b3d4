import Foundation

/// The shared time of the `UIView` animations a percent-driven transition captured: Core
/// Animation's layer time for the container, which `UIPercentDrivenInteractiveTransition`
/// pauses and scrubs.
///
/// Each captured animation keeps its own delay, duration and curve and reads its elapsed time
/// from the timeline instead of the clock, so scrubbing to a fraction `f` of the transition
/// shows every animation where it would be `f × duration` seconds after it began (the
/// interactive part is linear in time, as UIKit documents). Running moves the time towards
/// the end (the completion) or back to 0 (the cancel) along a curve at a speed; forwards, the
/// time keeps going after the transition's duration, so a longer animation still ends; back at
/// 0 every animation ends with its properties at their start values.
@preconcurrency @MainActor
final class TransitionTimeline {
  /// How a run maps its time onto the timeline.
  enum Curve {
    case cubic(CAMediaTimingFunction)
    case spring(dampingRatio: Double, initialVelocity: Double)

    func value(_ u: Double, length: Double) -> Double {
      switch self {
      case .cubic(let function): function.value(at: u)
      case .spring(let ratio, let velocity):
        ViewAnimation.spring(u, duration: length, dampingRatio: ratio, velocity: velocity)
      }
    }
  }

  private struct Motion {
    var anchor: VirtualInstant
    var from: Double
    var to: Double
    var length: Double
    var speed: Double
    var curve: Curve
  }

  /// The timeline that `UIView` animations recorded now join (set by ``capture(_:)``).
  static var capturing: TransitionTimeline?

  /// The length of the transition in seconds (the animator's `transitionDuration`): the
  /// timeline's fractions are of it.
  let duration: Double
  let clock: FrameClock
  private(set) var animations: [ViewAnimation] = []
  private var pausedTime: Double = 0
  private var motion: Motion?
  private var completions: [ScheduledCallback] = []

  init(duration: Double, clock: FrameClock) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.clock = clock
  }

  /// Runs `body` with this timeline capturing the animations it records.
  func capture(_ body: () -> Void) {
    let previous = Self.capturing
    Self.capturing = self
    body()
    Self.capturing = previous
  }

  /// Takes `animation` onto the timeline (called by `UIView`'s recording).
  func adopt(_ animation: ViewAnimation) {
    animation.timeline = self
    animations.append(animation)
    if let motion, motion.to >= motion.from { scheduleForwardCompletion(of: animation, motion) }
  }

  /// Whether the timeline is moving by itself (after a finish or cancel, or a
  /// non-interactive start).
  var isRunning: Bool { motion != nil }

  /// The timeline's time in seconds at `now`.
  func time(at now: VirtualInstant) -> Double {
    guard let motion else { return pausedTime }
    let t = Double((now - motion.anchor).nanoseconds) / 1e9
    if t >= motion.length {
      // Forwards the time goes on at the run's speed; backwards it stops at the start.
      return motion.to >= motion.from ? motion.to + (t - motion.length) * motion.speed : motion.to
    }
    let u = motion.length > 0 ? max(t, 0) / motion.length : 1
    return motion.from + (motion.to - motion.from) * motion.curve.value(u, length: motion.length)
  }

  /// The fraction of the transition's duration at `now`, 0…1.
  func fraction(at now: VirtualInstant) -> Double {
    let time = time(at: now)
    guard duration > 0 else { return time > 0 ? 1 : 0 }
    return min(max(time / duration, 0), 1)
  }

  /// Stops where it is now.
  func pause() {
    pausedTime = time(at: clock.now)
    motion = nil
    cancelCompletions()
  }

  /// Moves the stopped timeline to `fraction` of the duration.
  func scrub(to fraction: Double) {
    guard motion == nil, fraction.isFinite else { return }
    pausedTime = min(max(fraction, 0), 1) * duration
  }

  /// Runs from where it is now to the end (`forwards`) or to 0, `speed` times faster than
  /// real time (values that are not positive count as 1), shaped by `curve`; each animation
  /// completes when the time passes its end (forwards) or when the time is back at 0.
  func run(forwards: Bool, speed: Double, curve: Curve) {
    let from = time(at: clock.now)
    cancelCompletions()
    let rate = speed.isFinite && speed > 0 ? speed : 1
    let to = forwards ? max(duration, from) : 0
    let next = Motion(
      anchor: clock.now, from: from, to: to, length: abs(to - from) / rate, speed: rate,
      curve: curve)
    motion = next
    if forwards {
      for animation in animations { scheduleForwardCompletion(of: animation, next) }
    } else {
      let end = clock.now + VirtualDuration.seconds(next.length)
      completions.append(clock.schedule(at: end) { [weak self] in self?.arriveAtStart() })
    }
  }

  // MARK: Completions

  private func scheduleForwardCompletion(of animation: ViewAnimation, _ motion: Motion) {
    guard !animation.isFinished, let end = animation.timelineEnd else { return }
    let when: VirtualInstant
    if end <= motion.from {
      when = clock.now
    } else if end <= motion.to, motion.to > motion.from {
      let target = (end - motion.from) / (motion.to - motion.from)
      let u = Self.firstCrossing(of: target) { motion.curve.value($0, length: motion.length) }
      when = motion.anchor + VirtualDuration.seconds(u * motion.length)
    } else {
      when =
        motion.anchor + VirtualDuration.seconds(motion.length + (end - motion.to) / motion.speed)
    }
    completions.append(
      clock.schedule(at: when) { [weak animation] in animation?.complete(finished: true) })
  }

  /// The first `u` in 0…1 where `curve(u)` reaches `target` (a scan, then bisection: a spring
  /// is not monotonic).
  nonisolated static func firstCrossing(of target: Double, _ curve: (Double) -> Double) -> Double {
    let steps = 256
    var low = 0.0
    for step in 1...steps {
      let u = Double(step) / Double(steps)
      if curve(u) >= target {
        var high = u
        for _ in 0..<40 {
          let mid = (low + high) / 2
          if curve(mid) >= target { high = mid } else { low = mid }
        }
        return high
      }
      low = u
    }
    return 1
  }

  /// Back at 0: every animation ends, its properties at their start values.
  private func arriveAtStart() {
    completions.removeAll()
    let ended = animations
    for animation in ended where !animation.isFinished {
      for part in animation.parts {
        part.animation.key.apply(part.animation.from, to: part.layer)
      }
      animation.complete(finished: true)
    }
  }

  private func cancelCompletions() {
    for callback in completions { clock.cancel(callback) }
    completions.removeAll()
  }
}
