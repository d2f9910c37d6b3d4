import Foundation
import HeadlessUI

/// One animated view: its virtual snapshot (a ``HeroLayerState`` in the parent snapshot's or
/// the container's space) and the animations of its keys, as Hero's Core Animation view
/// context keeps them.
@MainActor
final class HeroViewContext {
  /// The original view.
  let view: UIView
  /// Whether the view appears (destination) or disappears (source).
  let appearing: Bool
  /// The view's final target state (fixed once the context exists).
  let targetState: HeroTargetState
  /// `targetState.delay`, read on every seek.
  let delay: Double
  /// The animated ancestor whose snapshot holds this one (nil = the container).
  let parent: HeroViewContext?
  /// The timeline key: the heroID, else a stable path.
  let identifier: String
  /// The view's duration `d_v` (grown by finish/cancel for auto-duration views).
  @exclusivity(unchecked) var duration: Double = 0
  /// The snapshot's model values (what shows without animations).
  @exclusivity(unchecked) var model: HeroLayerState {
    didSet { baseLook = HeroFrameLook(model) }
  }
  /// The recorded part of ``model``.
  @exclusivity(unchecked) private(set) var baseLook: HeroFrameLook
  /// The stored (from, to) pair per key, Hero's `state` dictionary.
  @exclusivity(unchecked) var pairs: [(from: HeroAnimatableValue, to: HeroAnimatableValue)?]
  /// The keys of `pairs` in the order they were first added (deterministic iteration).
  @exclusivity(unchecked) var keyOrder: [HeroAnimatableKey] = []
  /// The tracked animations per key.
  @exclusivity(unchecked) var tracks: [HeroTrack?]
  /// While paused by ``seek(timePassed:)``: the time passed minus the delay, which every
  /// track clamps to its own duration; nil while the tracks run on the clock. (Hero writes a
  /// `timeOffset` into each animation; one value per view gives the same local times.)
  @exclusivity(unchecked) var pausedAt: Double?
  /// Constant overrides from `apply`, per key, until a tracked animation replaces them.
  @exclusivity(unchecked) var pins: [HeroAnimatableValue?]
  /// How many keys are pinned.
  @exclusivity(unchecked) var pinCount = 0
  /// The easing for new animations (`.standard` unless the state has a timing function).
  @exclusivity(unchecked) var timingFunction: CAMediaTimingFunction = .standard
  /// The map from the snapshot's bounds to the container, as of the last recorded frame
  /// (parents are recorded before their children).
  @exclusivity(unchecked) var containerMap = CGAffineTransform.identity
  /// Index of the context in its animator (drawing order).
  let order: Int

  init(
    view: UIView, appearing: Bool, targetState: HeroTargetState, parent: HeroViewContext?,
    identifier: String, model: HeroLayerState, order: Int
  ) {
    self.view = view
    self.appearing = appearing
    self.targetState = targetState
    self.delay = targetState.delay
    self.parent = parent
    self.identifier = identifier
    self.model = model
    self.baseLook = HeroFrameLook(model)
    self.order = order
    pairs = Array(repeating: nil, count: HeroAnimatableKey.count)
    tracks = Array(repeating: nil, count: HeroAnimatableKey.count)
    pins = Array(repeating: nil, count: HeroAnimatableKey.count)
  }

  // MARK: Values

  /// The presented value of `key` at clock time `now`: an `apply` pin, else the animation,
  /// else the model value.
  func currentValue(_ key: HeroAnimatableKey, at now: Double) -> HeroAnimatableValue {
    if pinCount > 0, let pin = pins[key.rawValue] { return pin }
    if let track = tracks[key.rawValue] { return track.value(at: now, pausedAt: pausedAt) }
    return model[key]
  }

  /// The presented geometry and look the timeline records, without building the whole
  /// layer state.
  func frameLook(at now: Double) -> HeroFrameLook {
    var look = baseLook
    if pinCount > 0 {
      for key in keyOrder { look.set(key, currentValue(key, at: now)) }
      return look
    }
    let tracks = self.tracks
    let pausedAt = self.pausedAt
    for key in keyOrder {
      guard let track = tracks[key.rawValue] else { continue }
      let f = track.fraction(at: now, pausedAt: pausedAt)
      switch key {
      case .position:
        if case .arc(let arc, _) = track.curve {
          look.position = arc.point(at: f)
        } else {
          let (x, y) = track.lerpXY(f)
          look.position = CGPoint(x: x, y: y)
        }
      case .size:
        let (w, h) = track.lerpXY(f)
        look.size = CGSize(width: w, height: h)
      case .transform:
        look.transform = track.affine(f)
      case .opacity:
        look.opacity = CGFloat(track.lerpXY(f).0)
      case .cornerRadius:
        look.cornerRadius = CGFloat(track.lerpXY(f).0)
      case .zPosition:
        look.zPosition = CGFloat(track.lerpXY(f).0)
      case .anchorPoint:
        let (x, y) = track.lerpXY(f)
        look.anchorPoint = CGPoint(x: x, y: y)
      default:
        continue
      }
    }
    return look
  }

  /// The whole presented look at `now`.
  func presentation(at now: Double) -> HeroLayerState {
    var state = model
    for key in keyOrder {
      state[key] = currentValue(key, at: now)
    }
    return state
  }

  /// Calls `body` with each (key, value) pair a target state sets for this view.
  @inline(__always)
  func forEachValue(
    of state: HeroTargetState, _ body: (HeroAnimatableKey, HeroAnimatableValue) -> Void
  ) {
    HeroViewContext.forEachValue(
      of: state, currentSize: model.size, scaleBasedDefault: targetState.useScaleBasedSizeChange,
      body)
  }

  /// The (key, value) pairs a target state sets (Hero's `viewState(targetState:)`), in key
  /// order; with `useScaleBasedSizeChange` a size becomes a scale relative to `currentSize`.
  static func values(
    for state: HeroTargetState, currentSize: CGSize?, scaleBasedDefault: Bool? = nil
  ) -> [(HeroAnimatableKey, HeroAnimatableValue)] {
    var result: [(HeroAnimatableKey, HeroAnimatableValue)] = []
    forEachValue(of: state, currentSize: currentSize, scaleBasedDefault: scaleBasedDefault) {
      result.append(($0, $1))
    }
    return result
  }

  /// Calls `body` with the pairs of ``values(for:currentSize:scaleBasedDefault:)`` in the
  /// same order, without building an array (the `apply` path runs once per gesture event).
  static func forEachValue(
    of state: HeroTargetState, currentSize: CGSize?, scaleBasedDefault: Bool?,
    _ body: (HeroAnimatableKey, HeroAnimatableValue) -> Void
  ) {
    var scaledTransform: CATransform3D?
    if let size = state.size {
      if state.useScaleBasedSizeChange ?? scaleBasedDefault ?? false {
        if let current = currentSize, current.width != 0, current.height != 0 {
          scaledTransform = CATransform3DScale(
            state.transform ?? .identity, size.width / current.width,
            size.height / current.height, 1)
        }
      } else {
        body(.size, .size(size))
      }
    }
    if let position = state.position { body(.position, .point(position)) }
    if let opacity = state.opacity { body(.opacity, .scalar(opacity)) }
    if let radius = state.cornerRadius { body(.cornerRadius, .scalar(radius)) }
    if let color = state.backgroundColor { body(.backgroundColor, .color(color)) }
    if let z = state.zPosition { body(.zPosition, .scalar(z)) }
    if let anchor = state.anchorPoint { body(.anchorPoint, .point(anchor)) }
    if let width = state.borderWidth { body(.borderWidth, .scalar(width)) }
    if let color = state.borderColor { body(.borderColor, .color(color)) }
    if let masks = state.masksToBounds { body(.masksToBounds, .flag(masks)) }
    if state.displayShadow {
      if let color = state.shadowColor { body(.shadowColor, .color(color)) }
      if let radius = state.shadowRadius { body(.shadowRadius, .scalar(radius)) }
      if let opacity = state.shadowOpacity { body(.shadowOpacity, .scalar(opacity)) }
      if let offset = state.shadowOffset { body(.shadowOffset, .size(offset)) }
    }
    if let rect = state.contentsRect { body(.contentsRect, .rect(rect)) }
    if let scale = state.contentsScale { body(.contentsScale, .scalar(scale)) }
    if let transform = scaledTransform ?? state.transform {
      body(.transform, .transform(transform))
    }
    if let overlay = state.overlay {
      body(.overlayColor, .color(overlay.color))
      body(.overlayOpacity, .scalar(overlay.opacity))
    }
  }

  func setPair(
    _ key: HeroAnimatableKey, from: HeroAnimatableValue, to: HeroAnimatableValue
  ) {
    if pairs[key.rawValue] == nil { keyOrder.append(key) }
    pairs[key.rawValue] = (from, to)
  }

  // MARK: Animating

  /// Sets the begin state and records (from, to) per key, then starts the animations
  /// (Hero's `startAnimations`); returns the time until they stop.
  func startAnimations(now: Double) -> Double {
    if let begin = targetState.beginState {
      let beginState = HeroTargetState(modifiers: begin)
      forEachValue(of: beginState) { key, value in model[key] = value }
    }
    forEachValue(of: targetState) { key, target in
      let current = currentValue(key, at: now)
      setPair(key, from: appearing ? target : current, to: appearing ? current : target)
    }
    return animate(delay: targetState.delay, duration: duration, now: now)
  }

  /// Replaces every animation by a new one per stored pair, starting `delay` after `now`;
  /// returns `delay + max(duration, longest animation)`.
  func animate(delay: Double, duration: Double, now: Double) -> Double {
    if let function = targetState.timingFunction { timingFunction = function }
    var timeUntilStop = duration
    pausedAt = nil
    if pinCount > 0 {
      for index in pins.indices { pins[index] = nil }
      pinCount = 0
    }
    for key in keyOrder {
      guard let pair = pairs[key.rawValue] else { continue }
      let track = makeTrack(
        key: key, from: pair.from, to: pair.to, beginTime: now + delay, duration: duration)
      tracks[key.rawValue] = track
      timeUntilStop = max(timeUntilStop, track.duration)
    }
    return timeUntilStop + delay
  }

  func makeTrack(
    key: HeroAnimatableKey, from: HeroAnimatableValue, to: HeroAnimatableValue,
    beginTime: Double, duration: Double
  ) -> HeroTrack {
    if key == .position, let intensity = targetState.arc, case .point(let a) = from,
      case .point(let b) = to, HeroArc.applies(from: a, to: b)
    {
      return HeroTrack(
        from: from, to: to,
        curve: .arc(HeroArc(from: a, to: b, intensity: intensity), timingFunction),
        duration: duration, beginTime: beginTime)
    }
    if key != .cornerRadius, let spring = targetState.spring {
      let physics = HeroSpring(stiffness: Double(spring.stiffness), damping: Double(spring.damping))
      return HeroTrack(
        from: from, to: to, curve: .spring(physics), duration: physics.settlingDuration,
        beginTime: beginTime)
    }
    return HeroTrack(
      from: from, to: to, curve: .timing(timingFunction), duration: duration,
      beginTime: beginTime)
  }

  /// Pauses every tracked animation at `timePassed − delay` (each clamps it to
  /// `0…(its duration − 0.001)` when sampled); tracked animations replace `apply` pins of
  /// their key.
  func seek(timePassed: Double) {
    pausedAt = timePassed - delay
    guard pinCount > 0 else { return }
    for key in keyOrder where tracks[key.rawValue] != nil && pins[key.rawValue] != nil {
      pins[key.rawValue] = nil
      pinCount -= 1
    }
  }

  /// Re-bases every key on its current value and animates to the original end (or start
  /// when `reverse`), with Hero's timing branches (spec §3.3); returns the time until stop.
  func resume(timePassed: Double, reverse: Bool, now: Double) -> Double {
    for key in keyOrder {
      guard let pair = pairs[key.rawValue] else { continue }
      let to = reverse ? pair.from : pair.to
      pairs[key.rawValue] = (currentValue(key, at: now), to)
    }
    let delay = targetState.delay
    if reverse {
      if timePassed > delay + duration {
        return animate(delay: timePassed - (delay + duration), duration: duration, now: now)
      } else if timePassed > delay {
        return animate(delay: 0, duration: duration - (timePassed - delay), now: now)
      }
      return 0
    }
    if timePassed <= delay {
      return animate(delay: delay - timePassed, duration: duration, now: now)
    } else if timePassed <= delay + duration {
      return animate(delay: 0, duration: duration - (timePassed - delay), now: now)
    }
    return 0
  }

  /// Pins each key of `state` to its value (recording (current, current) for new keys).
  func apply(state: HeroTargetState, now: Double) {
    forEachValue(of: state) { key, value in
      if pairs[key.rawValue] == nil {
        let current = currentValue(key, at: now)
        setPair(key, from: current, to: current)
      }
      if pins[key.rawValue] == nil { pinCount += 1 }
      pins[key.rawValue] = value
    }
  }

  /// Rewrites the stored end (`isDestination`) or start values for the keys of `state`.
  func changeTarget(state: HeroTargetState, isDestination: Bool, now: Double) {
    forEachValue(of: state) { key, value in
      if let pair = pairs[key.rawValue] {
        pairs[key.rawValue] = isDestination ? (pair.from, value) : (value, pair.to)
      } else {
        let current = currentValue(key, at: now)
        setPair(key, from: isDestination ? current : value, to: isDestination ? value : current)
      }
    }
  }

  /// Hero's automatic duration from the presented geometry to the target state's.
  func optimizedDuration(at now: Double) -> Double {
    let position: CGPoint
    if case .point(let value) = currentValue(.position, at: now) {
      position = value
    } else {
      position = model.position
    }
    let size: CGSize
    if case .size(let value) = currentValue(.size, at: now) {
      size = value
    } else {
      size = model.size
    }
    let transform: CATransform3D
    if case .transform(let value) = currentValue(.transform, at: now) {
      transform = value
    } else {
      transform = model.transform
    }
    return HeroOptimizedDuration.duration(
      fromPosition: position, fromSize: size, fromTransform: transform,
      toPosition: targetState.position, toSize: targetState.size,
      toTransform: targetState.transform)
  }
}
