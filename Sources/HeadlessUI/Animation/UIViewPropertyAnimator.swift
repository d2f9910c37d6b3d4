import Foundation

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started (or finished).
  case inactive
  /// Running or paused.
  case active
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where an animator's properties end.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end
  /// At the start values.
  case start
  /// Where they are now.
  case current
}

/// A timing curve for a property animator.
public protocol UITimingCurveProvider: Sendable {
  /// The curve, when cubic.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, when a spring.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
public struct UICubicTimingParameters: UITimingCurveProvider, Hashable {
  /// The curve.
  public let timingFunction: CAMediaTimingFunction
  /// A named curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    timingFunction = curve.timingFunction
  }
  /// The ease-in-out curve.
  public init() { self.init(animationCurve: .easeInOut) }
  /// A curve by control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    timingFunction = CAMediaTimingFunction(
      c1x: point1.x, c1y: point1.y, c2x: point2.x, c2y: point2.y)
  }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (damping ratio and initial velocity, as `UIView.animate`'s spring).
public struct UISpringTimingParameters: UITimingCurveProvider, Hashable {
  /// The damping ratio.
  public let dampingRatio: CGFloat
  /// The initial velocity (the x component is used), in whole distances per second.
  public let initialVelocity: CGVector
  /// A spring with a damping ratio.
  public init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }
  /// A spring with a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
  }
  /// A critically damped spring.
  public init() { self.init(dampingRatio: 1) }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }
}

/// An interruptible animation of view properties, on the frame clock: start, pause, scrub
/// (``fractionComplete``), reverse, continue, stop and finish.
///
/// The model: the animations blocks run when the animator first becomes active (started,
/// paused or scrubbed), setting the model values to their ends at once (as UIKit does); the
/// views show a value fraction between the start and end values. Running from a fraction `f`
/// towards the end (or the start, when ``isReversed``), it covers the rest along the timing
/// curve in `duration × (1 − f)` (or `duration × f`) seconds; scrubbing while paused is linear
/// (``scrubsLinearly``). Finishing at `.start` puts the model values back to the start values.
/// UIKit does not document how a continued animation re-times its curve; this is the
/// approximation used.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// The timing curve.
  public let timingParameters: UITimingCurveProvider
  /// The state.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation is running (not paused).
  public private(set) var isRunning = false
  /// Whether it runs towards the start.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue, isRunning else { return }
      run(fromFraction: currentFraction(), durationFactor: 1)
    }
  }
  /// Whether it can be interrupted (always true here).
  open var isInterruptible = true
  /// Whether the animating views take touches (default true).
  open var isUserInteractionEnabled = true
  /// Whether hit testing uses the model values (a plain value; it always does here).
  open var isManualHitTestingEnabled = false
  /// Whether scrubbing is linear (default true).
  open var scrubsLinearly = true
  /// Whether the animator pauses at the end instead of finishing (default false).
  open var pausesOnCompletion = false

  private var blocks: [(block: @MainActor () -> Void, delayFactor: CGFloat)] = []
  private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
  private var animation: ViewAnimation?
  private var baseFraction: Double = 0
  private var anchor: VirtualInstant = .zero
  private var runDuration: Double = 0
  private var endCallback: ScheduledCallback?
  /// The timing of the current run when ``continueAnimation(withTimingParameters:durationFactor:)``
  /// gave other parameters.
  private var runTiming: UITimingCurveProvider?
  private var delayCallback: ScheduledCallback?

  /// An animator with a duration and a timing curve.
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.timingParameters = parameters
  }

  /// An animator with a named curve.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic curve by control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator that starts at once (after `delay`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(
      duration: duration,
      timingParameters: UICubicTimingParameters(timingFunction: options.timingFunction))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations (run when the animator becomes active, or at once if it is).
  open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start `delayFactor` of the way through (as keyframes).
  open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
    blocks.append((animation, min(max(delayFactor, 0), 1)))
    if let active = self.animation { record([(animation, delayFactor)], into: active) }
  }

  /// Adds a completion, called with the final position.
  open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// The fraction of the way from start values to end values; settable while paused (or
  /// inactive, which pauses the animator).
  open var fractionComplete: CGFloat {
    get { CGFloat(currentFraction()) }
    set {
      if state == .inactive { pauseAnimation() }
      guard !isRunning, state == .active else { return }
      baseFraction = Double(min(max(newValue, 0), 1))
    }
  }

  /// Starts (or resumes) the animation.
  open func startAnimation() {
    guard state != .stopped else { return }
    activate()
    let fraction = currentFraction()
    runTiming = nil
    run(fromFraction: fraction, durationFactor: 1)
  }

  /// Starts the animation after `delay` seconds on the frame clock.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard delay > 0, let clock = FrameClock.current ?? UIWindow.mostRecentClock else {
      startAnimation()
      return
    }
    delayCallback = clock.schedule(after: .seconds(delay)) { [weak self] in
      self?.delayCallback = nil
      self?.startAnimation()
    }
  }

  /// Pauses where it is (activating it first if needed).
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    baseFraction = currentFraction()
    isRunning = false
    cancelEnd()
  }

  /// Resumes with other timing; the rest takes `durationFactor` × the usual remaining time.
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active else { return }
    let fraction = currentFraction()
    runTiming = parameters
    run(fromFraction: fraction, durationFactor: Double(durationFactor))
  }

  /// Stops: with `withoutFinishing`, the views keep their current values (as model values)
  /// and the animator is inactive with no completion; otherwise it is `.stopped` until
  /// ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let fraction = currentFraction()
    isRunning = false
    cancelEnd()
    applyModel(fraction: fraction)
    baseFraction = fraction
    if withoutFinishing {
      state = .inactive
      endAnimation()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator at `finalPosition` and calls the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  // MARK: Internals

  /// The fraction of the way from start to end values at `now`, the curve applied (the
  /// animation it drives passes it through).
  func valueFraction(at now: VirtualInstant) -> Double {
    currentFraction(at: now)
  }

  private func currentFraction(at now: VirtualInstant? = nil) -> Double {
    guard isRunning, let clock = animation?.clock else { return baseFraction }
    let time = now ?? clock.now
    guard runDuration > 0 else { return isReversed ? 0 : 1 }
    let t = min(max(Double((time - anchor).nanoseconds) / 1e9 / runDuration, 0), 1)
    let shaped: Double
    let timingParameters = runTiming ?? self.timingParameters
    if let spring = timingParameters.springTimingParameters {
      shaped = ViewAnimation.spring(
        t, duration: runDuration, dampingRatio: Double(spring.dampingRatio),
        velocity: Double(spring.initialVelocity.dx))
    } else {
      let function =
        timingParameters.cubicTimingParameters?.timingFunction
        ?? CAMediaTimingFunction(name: .easeInEaseOut)
      shaped = function.value(at: t)
    }
    let target: Double = isReversed ? 0 : 1
    return baseFraction + (target - baseFraction) * shaped
  }

  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let group = ViewAnimation(
      clock: FrameClock.current, delay: 0, duration: duration,
      timing: .curve(CAMediaTimingFunction(name: .linear)), options: [])
    group.driver = self
    UIView.runningAnimationCount += 1
    animation = group
    record(blocks, into: group)
    if group.clock == nil, let clock = FrameClock.current ?? UIWindow.mostRecentClock {
      group.bind(clock)
    }
  }

  private func record(
    _ blocks: [(block: @MainActor () -> Void, delayFactor: CGFloat)], into group: ViewAnimation
  ) {
    let previous = UIView.recordingAnimation
    let previousKeyframe = UIView.recordingKeyframe
    UIView.recordingAnimation = group
    for entry in blocks {
      UIView.recordingKeyframe =
        entry.delayFactor > 0 ? (Double(entry.delayFactor), 1 - Double(entry.delayFactor)) : nil
      entry.block()
    }
    UIView.recordingAnimation = previous
    UIView.recordingKeyframe = previousKeyframe
  }

  private func run(fromFraction fraction: Double, durationFactor: Double) {
    guard let clock = animation?.clock ?? FrameClock.current ?? UIWindow.mostRecentClock else {
      baseFraction = isReversed ? 0 : 1
      finish(at: isReversed ? .start : .end)
      return
    }
    animation?.bind(clock)
    baseFraction = fraction
    anchor = clock.now
    let remaining = isReversed ? fraction : 1 - fraction
    runDuration = duration * remaining * max(durationFactor, 0)
    isRunning = true
    cancelEnd()
    endCallback = clock.schedule(after: .seconds(runDuration)) { [weak self] in
      guard let self else { return }
      self.endCallback = nil
      self.baseFraction = self.isReversed ? 0 : 1
      self.isRunning = false
      if self.pausesOnCompletion { return }
      self.finish(at: self.isReversed ? .start : .end)
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    cancelEnd()
    switch position {
    case .end: applyModel(fraction: 1)
    case .start: applyModel(fraction: 0)
    case .current: applyModel(fraction: baseFraction)
    }
    state = .inactive
    endAnimation()
    let handlers = completions
    for handler in handlers { handler(position) }
  }

  /// Sets the animated properties' model values to `fraction` of the way.
  private func applyModel(fraction: Double) {
    guard let group = animation else { return }
    for part in group.parts {
      let value = AnimatedValue.interpolate(part.animation.from, part.animation.to, fraction)
      part.animation.key.apply(value, to: part.layer)
    }
  }

  private func endAnimation() {
    guard let group = animation else { return }
    animation = nil
    group.driver = nil
    for part in group.parts { part.layer.removeAnimation(part.animation) }
    group.parts.removeAll()
    group.isFinished = true
    group.clock?.runningAnimationCount -= 1
    UIView.runningAnimationCount -= 1
  }

  private func cancelEnd() {
    if let endCallback { animation?.clock?.cancel(endCallback) }
    endCallback = nil
  }
}

extension UICubicTimingParameters {
  init(timingFunction: CAMediaTimingFunction) {
    self.timingFunction = timingFunction
  }
}

/// What the default `interruptibleAnimator(using:)` of a transition animator returns: "this
/// animator has none".
@preconcurrency @MainActor
final class NoInterruptibleAnimator: UIViewPropertyAnimator {
  static let shared = NoInterruptibleAnimator(
    duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear))
}
