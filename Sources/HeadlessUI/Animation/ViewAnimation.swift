import Foundation

/// One `UIView.animate…` call (or one property animator's run): its timing, the layer
/// properties it moves and its completions, on a frame clock.
///
/// The model values are set at once, as in UIKit; each layer's presentation
/// (``CALayer/presentation()``) reads the animation's progress at the clock's time, so nothing
/// runs per frame. The completion is a one-shot clock callback at the end.
@preconcurrency @MainActor
final class ViewAnimation {
  /// How the animation's progress maps to value progress.
  enum Timing {
    case curve(CAMediaTimingFunction)
    case spring(dampingRatio: Double, initialVelocity: Double)
  }

  /// The clock, bound when the first property is recorded (the animated view's window's
  /// clock, else the clock running, else the most recently shown window's).
  private(set) var clock: FrameClock!
  private(set) var begin: VirtualInstant = .zero
  let delay: Double
  var duration: Double
  var timing: Timing
  let options: UIView.AnimationOptions
  var completions: [@MainActor (Bool) -> Void] = []
  /// Layer animations still running (superseded ones are removed).
  var parts: [(layer: CALayer, animation: LayerAnimation)] = []
  var callback: ScheduledCallback?
  var isFinished = false
  /// Set by a property animator: the progress is its own (paused, scrubbed, reversed).
  weak var driver: UIViewPropertyAnimator?
  /// Whether some property was recorded (an animation that changed nothing completes at once).
  var recordedAnything = false
  /// Set when a percent-driven transition captured it: its elapsed time is the timeline's,
  /// which completes it (cleared at the end).
  var timeline: TransitionTimeline?

  init(
    clock: FrameClock?, delay: Double, duration: Double, timing: Timing,
    options: UIView.AnimationOptions
  ) {
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.timing = timing
    self.options = options
    if let clock { bind(clock) }
  }

  /// Binds the animation to `clock`: it starts its delay now.
  func bind(_ clock: FrameClock) {
    guard self.clock == nil else { return }
    self.clock = clock
    clock.runningAnimationCount += 1
    if options.contains(.repeat) { clock.repeatingAnimationCount += 1 }
    begin = clock.now + VirtualDuration.seconds(delay)
  }

  /// The time progress 0…1 at `now` (a repeating animation keeps cycling; autoreverse goes
  /// back).
  func progress(at now: VirtualInstant) -> Double {
    if let driver { return driver.valueFraction(at: now) }
    if let timeline { return progress(elapsed: timeline.time(at: now) - delay) }
    guard duration > 0 else { return now >= begin ? 1 : 0 }
    return progress(elapsed: Double((now - begin).nanoseconds) / 1e9)
  }

  /// The time progress 0…1 `elapsed` seconds after the delay.
  func progress(elapsed: Double) -> Double {
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    if elapsed <= 0 { return 0 }
    var cycle = elapsed / duration
    if options.contains(.repeat) {
      cycle = cycle.truncatingRemainder(dividingBy: options.contains(.autoreverse) ? 2 : 1)
    } else if cycle >= (options.contains(.autoreverse) ? 2 : 1) {
      return options.contains(.autoreverse) ? 0 : 1
    }
    if options.contains(.autoreverse) { return cycle <= 1 ? cycle : 2 - cycle }
    return min(cycle, 1)
  }

  /// The value progress for a time progress (the curve or the spring).
  func curveValue(_ progress: Double) -> Double {
    if driver != nil { return progress }
    switch timing {
    case .curve(let function):
      return function.value(at: progress)
    case .spring(let zeta, let velocity):
      return ViewAnimation.spring(
        progress, duration: duration, dampingRatio: zeta, velocity: velocity)
    }
  }

  /// The end time, when it has one.
  var end: VirtualInstant? {
    guard driver == nil, timeline == nil, !options.contains(.repeat) else { return nil }
    let cycles: Double = options.contains(.autoreverse) ? 2 : 1
    return begin + VirtualDuration.seconds(duration * cycles)
  }

  /// Schedules the completion at the end (at once when nothing was recorded).
  /// The end on its timeline's time (delay plus its cycles), when it has one.
  var timelineEnd: Double? {
    guard !options.contains(.repeat) else { return nil }
    return delay + duration * (options.contains(.autoreverse) ? 2 : 1)
  }

  func scheduleEnd() {
    guard driver == nil, timeline == nil else { return }
    guard let clock else {
      // Nothing animated and no clock anywhere: complete at once.
      complete(finished: true)
      return
    }
    if let callback { clock.cancel(callback) }
    let when = recordedAnything ? (end ?? nil) : clock.now
    guard let when else { return }
    // The clock holds the animation until its end (nothing else may: a view's layer lets go
    // of a finished part).
    callback = clock.schedule(at: when) { self.complete(finished: true) }
  }

  /// Ends the animation: its parts leave their layers; completions run with `finished`.
  func complete(finished: Bool) {
    guard !isFinished else { return }
    isFinished = true
    clock?.runningAnimationCount -= 1
    if options.contains(.repeat) { clock?.repeatingAnimationCount -= 1 }
    timeline = nil
    if let callback { clock?.cancel(callback) }
    callback = nil
    for part in parts { part.layer.removeAnimation(part.animation) }
    parts.removeAll()
    UIView.runningAnimationCount -= 1
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(finished) }
  }

  /// A part was superseded by a newer animation of the same key: an animation left with no
  /// part ends unfinished (its completion gets false) on the next clock turn.
  func partWasSuperseded(_ animation: LayerAnimation) {
    parts.removeAll { $0.animation === animation }
    guard parts.isEmpty, !isFinished, driver == nil, let clock else { return }
    if let callback { clock.cancel(callback) }
    callback = clock.schedule(at: clock.now) { self.complete(finished: false) }
  }

  /// UIKit's spring for `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:…)`,
  /// as a fraction of the way at time fraction `t`: a damped oscillator with damping ratio ζ
  /// whose envelope falls to 0.1 % at the duration (ω = ln 1000 / (ζ·d)), starting with the
  /// given velocity in "whole distances per second", and exactly at the end at `t` = 1. UIKit
  /// does not document how it maps a duration to a spring; this is an approximation.
  nonisolated static func spring(
    _ t: Double, duration: Double, dampingRatio: Double, velocity: Double
  ) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1, duration > 0 else { return 1 }
    let zeta = min(max(dampingRatio, 0.05), 1)
    let omega = log(1000) / (zeta * duration)
    let time = t * duration
    let x0 = 1.0
    let v0 = -velocity
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      let x = decay * (x0 * cos(wd * time) + (v0 + zeta * omega * x0) / wd * sin(wd * time))
      return 1 - x
    }
    let x = exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
    return 1 - x
  }
}
