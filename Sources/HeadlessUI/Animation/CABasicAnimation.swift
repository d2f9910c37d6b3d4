import Foundation

/// What an explicit layer animation tells its delegate
/// (https://developer.apple.com/documentation/quartzcore/caanimationdelegate).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped: `flag` is true when it ran to its end, false when it was removed.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// When a finished animation's values show (https://developer.apple.com/documentation/quartzcore/camediatimingfillmode).
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer shows its model values once the animation ends (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The layer keeps the animation's last values once it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The animation's first values show before it starts.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An explicit layer animation (https://developer.apple.com/documentation/quartzcore/caanimation).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
  /// Seconds; 0 means Core Animation's default, 0.25.
  open var duration: TimeInterval = 0
  /// Seconds after it is added (here relative to now, not to a layer's time).
  open var beginTime: TimeInterval = 0
  /// The pacing (nil: linear, Core Animation's default for explicit animations).
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation leaves the layer when it ends (true).
  open var isRemovedOnCompletion = true
  /// Whether the last values keep showing after the end.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether it plays backwards after playing forwards.
  open var autoreverses = false
  /// How many times it repeats (kept as a value: one play here).
  open var repeatCount: Float = 0
  /// Told when it starts and stops. Strong, as Core Animation documents ("the delegate object
  /// is retained by the receiver").
  open var delegate: (any CAAnimationDelegate)?

  /// An animation with the defaults.
  public override init() { super.init() }
}

/// An animation of one layer property, named by key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The animated property: `opacity`, `position` (`.x`, `.y`), `bounds` (`.size`),
  /// `transform` (`.scale`, `.scale.x`, `.scale.y`, `.rotation`, `.rotation.z`,
  /// `.translation.x`, `.translation.y`), `cornerRadius`, `backgroundColor`.
  open var keyPath: String?
  /// Whether the animated values add to the model value (kept; HeadlessUI shows the values as
  /// they are, not added).
  open var isAdditive = false
  /// Whether a repeat starts from where the last ended (kept; one play here).
  open var isCumulative = false

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values of a layer property
/// (https://developer.apple.com/documentation/quartzcore/cabasicanimation). Added to a layer
/// (`layer.add(_:forKey:)`) it shows the layer's presentation going from `fromValue` (the
/// current presentation value when nil) to `toValue` (the model value when nil; `byValue` adds
/// to the start), over `duration`, on the layer's window clock; the model value is not changed,
/// as in Core Animation, so the layer shows its model value again at the end unless
/// `isRemovedOnCompletion` is false with a `.forwards` fill mode — then HeadlessUI sets the model
/// to the last value at the end (Core Animation leaves the model and keeps the presentation; the
/// presentation, which a replay draws, is the same). Values: `CGFloat`, `Double`, `Float`,
/// `Int`, `NSNumber`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform`,
/// `UIColor`. A key path or value it cannot animate does nothing but tell the delegate it
/// stopped unfinished.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change from the start value.
  open var byValue: Any?
}

/// An animation through several values of a layer property (Core Animation's keyframe
/// animation). HeadlessUI does not run it: added to a layer, it does nothing to the layer, which
/// shows its model value throughout (the value it ends on when the animation is removed on
/// completion, as by default), and its delegate hears at once that it stopped unfinished — as
/// for any animation ``CALayer/add(_:forKey:)`` cannot run.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values passed through.
  open var values: [Any]?
  /// When each value is reached, 0…1 of the duration.
  open var keyTimes: [NSNumber]?
  /// The timing of each segment.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// A path for a point property to follow (kept).
  open var path: CGPath?
  /// How values between keyframes are computed (kept).
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether objects along a path rotate to follow it (kept).
  open var rotationMode: CAAnimationRotationMode?
}

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How an object moving along a path turns.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

extension CALayer {
  var explicitAnimations: [String: CAAnimation] {
    get { explicitAnimationsByKey ?? [:] }
    set { explicitAnimationsByKey = newValue.isEmpty ? nil : newValue }
  }

  /// Adds `anim` (a ``CABasicAnimation``, or a ``CAAnimationGroup`` of them) to the layer: it starts now (after its `beginTime`).
  /// Another animation of the same property stops (its delegate hears `finished: false`).
  ///
  /// - Parameters:
  ///   - anim: the animation (copied by Core Animation; here the object itself is used).
  ///   - key: a name for it (``animation(forKey:)``, ``removeAnimation(forKey:)``).
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let group = anim as? CAAnimationGroup {
      let children = group.runnableChildren()
      guard let last = children.max(by: { $0.beginTime + $0.duration < $1.beginTime + $1.duration })
      else {
        group.delegate?.animationDidStop(group, finished: false)
        return
      }
      last.delegate = AnimationGroupEnd(group)
      group.delegate?.animationDidStart(group)
      for child in children { add(child, forKey: nil) }
      return
    }
    guard let basic = anim as? CABasicAnimation, let path = basic.keyPath,
      let (animatedKey, from, to) = ExplicitAnimation.values(of: basic, path: path, on: self)
    else {
      anim.delegate?.animationDidStop(anim, finished: false)
      return
    }
    let duration = anim.duration > 0 ? anim.duration : 0.25
    let clock = owner?.window?.clock ?? FrameClock.current ?? UIWindow.mostRecentClock
    let group = ViewAnimation(
      clock: clock, delay: max(anim.beginTime, 0), duration: duration,
      timing: .curve(anim.timingFunction ?? .linear),
      options: anim.autoreverses ? [.autoreverse] : [])
    supersede(animatedKey)
    let part = LayerAnimation(key: animatedKey, from: from, to: to, animation: group)
    addAnimation(part)
    group.parts.append((self, part))
    group.recordedAnything = true
    let keepsLast = !anim.isRemovedOnCompletion && [.forwards, .both].contains(anim.fillMode)
    group.completions.append { [weak self] finished in
      if finished, keepsLast, let self { animatedKey.apply(to, to: self) }
      if let key, let self { self.explicitAnimations[key] = nil }
      anim.delegate?.animationDidStop(anim, finished: finished)
    }
    if let key { explicitAnimations[key] = anim }
    UIView.runningAnimationCount += 1
    anim.delegate?.animationDidStart(anim)
    group.scheduleEnd()
  }

  /// The explicit animation added under `key` that is still running.
  public func animation(forKey key: String) -> CAAnimation? { explicitAnimations[key] }

  /// Removes the explicit animation added under `key` (its delegate hears `finished: false`).
  public func removeAnimation(forKey key: String) {
    guard let anim = explicitAnimations[key] as? CAPropertyAnimation, let path = anim.keyPath,
      let animatedKey = ExplicitAnimation.key(for: path)
    else { return }
    explicitAnimations[key] = nil
    supersede(animatedKey)
  }
}

/// Key paths and values of explicit animations.
@MainActor
enum ExplicitAnimation {
  static func key(for path: String) -> AnimatedKey? {
    switch path.split(separator: ".").first.map(String.init) ?? path {
    case "opacity": .opacity
    case "position": .position
    case "bounds": .bounds
    case "transform": .transform
    case "cornerRadius": .cornerRadius
    case "backgroundColor": .backgroundColor
    default: nil
    }
  }

  /// The animated key and its start and end values, nil when the path or values cannot be
  /// animated.
  static func values(of anim: CABasicAnimation, path: String, on layer: CALayer)
    -> (AnimatedKey, AnimatedValue, AnimatedValue)?
  {
    guard let key = self.key(for: path) else { return nil }
    let now = layer.owner?.window?.clock.now ?? FrameClock.current?.now ?? .zero
    let presented = layer.presentationValue(of: key, at: now)
    let model = key.value(of: layer)
    let from: AnimatedValue
    if let raw = anim.fromValue {
      guard let parsed = value(of: raw, path: path, base: presented) else { return nil }
      from = parsed
    } else {
      from = presented
    }
    let to: AnimatedValue?
    if let toValue = anim.toValue {
      to = value(of: toValue, path: path, base: model)
    } else if let byValue = anim.byValue {
      to = added(byValue, to: from, path: path)
    } else {
      to = model
    }
    guard let to else { return nil }
    return (key, from, to)
  }

  static func scalar(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// `raw` as the value of `path`, sub-paths taking the rest from `base`.
  static func value(of raw: Any, path: String, base: AnimatedValue) -> AnimatedValue? {
    let parts = path.split(separator: ".").map(String.init)
    let sub = parts.dropFirst().joined(separator: ".")
    switch (parts.first ?? "", sub, base) {
    case ("opacity", "", _), ("cornerRadius", "", _):
      return scalar(raw).map { .scalar($0) }
    case ("backgroundColor", "", _):
      return (raw as? UIColor).map { .color($0) }
    case ("position", "", _):
      return (raw as? CGPoint).map { .point($0) }
    case ("position", "x", .point(let point)):
      return scalar(raw).map { .point(CGPoint(x: $0, y: point.y)) }
    case ("position", "y", .point(let point)):
      return scalar(raw).map { .point(CGPoint(x: point.x, y: $0)) }
    case ("bounds", "", _):
      return (raw as? CGRect).map { .rect($0) }
    case ("bounds", "size", .rect(let rect)):
      return (raw as? CGSize).map { .rect(CGRect(origin: rect.origin, size: $0)) }
    case ("transform", "", _):
      if let transform = raw as? CATransform3D { return .transform(transform) }
      return (raw as? CGAffineTransform).map { .transform(CATransform3DMakeAffineTransform($0)) }
    case ("transform", _, _):
      guard let amount = scalar(raw) else { return nil }
      let affine: CGAffineTransform
      switch sub {
      case "scale": affine = CGAffineTransform(scaleX: amount, y: amount)
      case "scale.x": affine = CGAffineTransform(scaleX: amount, y: 1)
      case "scale.y": affine = CGAffineTransform(scaleX: 1, y: amount)
      case "rotation", "rotation.z": affine = CGAffineTransform(rotationAngle: amount)
      case "translation.x": affine = CGAffineTransform(translationX: amount, y: 0)
      case "translation.y": affine = CGAffineTransform(translationX: 0, y: amount)
      default: return nil
      }
      return .transform(CATransform3DMakeAffineTransform(affine))
    default:
      return nil
    }
  }

  /// `from` plus `raw` for scalar and point paths.
  static func added(_ raw: Any, to from: AnimatedValue, path: String) -> AnimatedValue? {
    switch from {
    case .scalar(let start): return scalar(raw).map { .scalar(start + $0) }
    case .point(let start):
      if let delta = raw as? CGPoint {
        return .point(CGPoint(x: start.x + delta.x, y: start.y + delta.y))
      }
      guard let delta = scalar(raw) else { return nil }
      return path.hasSuffix(".x")
        ? .point(CGPoint(x: start.x + delta, y: start.y))
        : path.hasSuffix(".y") ? .point(CGPoint(x: start.x, y: start.y + delta)) : nil
    default: return nil
    }
  }
}
