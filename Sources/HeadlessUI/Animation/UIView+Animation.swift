import Foundation

extension UIView {
  /// Options of `UIView.animate…` (UIKit's raw values).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews as the animation commits (layout runs inside the block either way).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the animating views take touches (without it they are skipped by hit testing).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (always the case here, see docs/HEADLESSUI.md).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forwards then backwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Use the enclosing animation's duration (accepted).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Use the enclosing animation's curve (accepted).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted (pixels only).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Accepted (transitions only).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Accepted.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition style (pixels only).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition style (pixels only).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition style (pixels only).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition style (pixels only).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition style (pixels only).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition style (pixels only).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition style (pixels only).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Keyframes: linear calculation (the only one modelled).
    public static let calculationModeLinear = AnimationOptions(rawValue: 0 << 10)

    /// The timing curve the options name.
    var timingFunction: CAMediaTimingFunction {
      switch (rawValue >> 16) & 0xF {
      case 1: CAMediaTimingFunction(name: .easeIn)
      case 2: CAMediaTimingFunction(name: .easeOut)
      case 3: CAMediaTimingFunction(name: .linear)
      default: CAMediaTimingFunction(name: .easeInEaseOut)
      }
    }
  }

  /// A timing curve by name.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in and out.
    case easeInOut
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear

    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }

  /// Keyframe options (UIKit's `UIView.KeyframeAnimationOptions`; the calculation mode is
  /// linear).
  public typealias KeyframeAnimationOptions = AnimationOptions

  // MARK: The recording context

  /// The animation whose block is running (property sets inside it animate).
  static var recordingAnimation: ViewAnimation?
  /// The keyframe part being recorded (relative start and length), if any.
  static var recordingKeyframe: (start: Double, length: Double)?
  /// Whether `performWithoutAnimation` switched recording off.
  static var animationsSuppressed = false
  /// How many animations have not completed (a fast check for the presentation path).
  static var runningAnimationCount = 0

  /// Whether property changes animate inside animation blocks (default true).
  public static var areAnimationsEnabled: Bool {
    get { !animationsGloballyDisabled }
    set { animationsGloballyDisabled = !newValue }
  }
  private static var animationsGloballyDisabled = false

  /// Switches animations on or off globally.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    areAnimationsEnabled = enabled
  }

  /// The duration of the animation being recorded (0 outside a block).
  public static var inheritedAnimationDuration: TimeInterval {
    recordingAnimation?.duration ?? 0
  }

  /// Records a change of `key` on `layer` to `newValue` when inside an animation block; the
  /// caller then sets the model value.
  static func recordChange(of key: AnimatedKey, on layer: CALayer, to newValue: AnimatedValue) {
    guard let animation = recordingAnimation, !animationsSuppressed else {
      if layer.animations != nil { layer.supersede(key) }
      return
    }
    if animation.clock == nil {
      guard
        let clock = layer.owner?.window?.clock ?? FrameClock.current ?? UIWindow.mostRecentClock
      else { return }
      animation.bind(clock)
    }
    let keyframe = recordingKeyframe
    var from = layer.presentationValue(of: key, at: animation.clock.now)
    if keyframe != nil, let previous = layer.lastAnimation(of: key, in: animation) {
      from = previous.to
    } else {
      layer.supersede(key)
    }
    guard from != newValue || keyframe != nil else { return }
    let part = LayerAnimation(
      key: key, from: from, to: newValue, animation: animation,
      start: keyframe?.start ?? 0, length: keyframe?.length ?? 1)
    layer.addAnimation(part)
    animation.parts.append((layer, part))
    animation.recordedAnything = true
  }

  /// Runs `animations` recording property changes into a new animation, then schedules its
  /// end. Without a clock (no window, no clock running) the changes apply at once and the
  /// completion runs at once.
  @discardableResult
  static func record(
    duration: TimeInterval, delay: TimeInterval, timing: ViewAnimation.Timing,
    options: AnimationOptions, clock explicitClock: FrameClock? = nil,
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) -> ViewAnimation? {
    guard areAnimationsEnabled else {
      animations()
      completion?(true)
      return nil
    }
    let animation = ViewAnimation(
      clock: explicitClock, delay: delay, duration: duration, timing: timing, options: options)
    if let completion { animation.completions.append(completion) }
    UIView.runningAnimationCount += 1
    let previous = recordingAnimation
    let previousKeyframe = recordingKeyframe
    recordingAnimation = animation
    recordingKeyframe = nil
    animations()
    recordingAnimation = previous
    recordingKeyframe = previousKeyframe
    if animation.clock == nil, let clock = FrameClock.current ?? UIWindow.mostRecentClock {
      animation.bind(clock)
    }
    // Inside a percent-driven transition's animator, the animation runs on its timeline (one
    // that changed nothing completes at once, as anywhere).
    if let timeline = TransitionTimeline.capturing, animation.recordedAnything,
      animation.clock != nil
    {
      timeline.adopt(animation)
    }
    if !CATransaction.open.isEmpty, animation.recordedAnything { CATransaction.note(animation) }
    animation.scheduleEnd()
    return animation
  }

  // MARK: UIKit's animation API

  /// Animates the property changes `animations` makes, over `duration` seconds after `delay`,
  /// with the options' curve, on the frame clock; `completion` runs at the end with true (or
  /// with false when every property it animated was animated again or set before the end).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    record(
      duration: duration, delay: delay, timing: .curve(options.timingFunction), options: options,
      animations: animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` with a spring: damping
  /// ratio and initial velocity as UIKit takes them (see `ViewAnimation.spring` for the
  /// documented approximation).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    record(
      duration: duration, delay: delay,
      timing: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
      options: options, animations: animations, completion: completion)
  }

  /// Keyframes: `animations` adds them with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``;
  /// each moves its properties linearly over its part of the duration (the options' curve
  /// shapes the whole).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    record(
      duration: duration, delay: delay, timing: .curve(CAMediaTimingFunction(name: .linear)),
      options: options, animations: animations, completion: completion)
  }

  /// One keyframe of ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// start and length are fractions of the whole duration.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping @MainActor () -> Void
  ) {
    let previous = recordingKeyframe
    recordingKeyframe = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
    animations()
    recordingKeyframe = previous
  }

  /// Runs `actionsWithoutAnimation` with animations off (inside an animation block too).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let previous = animationsSuppressed
    animationsSuppressed = true
    actionsWithoutAnimation()
    animationsSuppressed = previous
  }

  /// A transition on `view`: the changes apply at once (the cross-fade or flip only changes
  /// pixels: UIKit animates snapshots of the view), and `completion` runs after `duration` on
  /// the frame clock. With `.allowAnimatedContent` the changed properties animate themselves,
  /// as Apple documents the option ("animate the views by changing the property values
  /// dynamically"), like `animate(withDuration:delay:options:animations:completion:)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    if options.contains(.allowAnimatedContent), let animations {
      animate(
        withDuration: duration, delay: 0, options: options, animations: animations,
        completion: completion)
      return
    }
    let clock = FrameClock.current ?? view.window?.clock ?? UIWindow.mostRecentClock
    performWithoutAnimation { animations?() }
    guard let clock else {
      completion?(true)
      return
    }
    clock.schedule(after: .seconds(max(duration, 0))) { completion?(true) }
  }

  /// Replaces `fromView` by `toView` in its superview, completing after `duration`.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let clock = FrameClock.current ?? fromView.window?.clock ?? UIWindow.mostRecentClock
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    guard let clock else {
      completion?(true)
      return
    }
    clock.schedule(after: .seconds(max(duration, 0))) { completion?(true) }
  }

  /// Whether the view's layer has animations running now.
  public var hasRunningAnimations: Bool { layer.animations?.isEmpty == false }
}
