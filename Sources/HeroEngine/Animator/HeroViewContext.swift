import Foundation
import HeadlessUI

/// One animated view: its virtual snapshot (a ``HeroLayerState`` in the parent snapshot's or
/// the container's space) and the animations of its keys, as Hero's Core Animation view
/// context keeps them.
@preconcurrency @MainActor
final class HeroViewContext {
  // Stored properties marked `@exclusivity(unchecked)` skip Swift's dynamic exclusivity checks:
  // 0.28 M instructions of a replay, 4.8 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe
  // code"). A context is touched only by the engine, on the main actor, one call at a time.
  // MARK: Read for every view on every recorded frame

  // Declared first, together: a class keeps its stored properties in declaration order, and
  // these then share the object's first cache lines instead of lying beyond its large model
  // state.

  /// How many keys are pinned.
  @exclusivity(unchecked) var pinCount = 0
  /// The samplers' timing in two numbers, when they allow it (set with the samplers): what
  /// ``restingPhases(at:)`` answers from without visiting each sampler.
  @exclusivity(unchecked) private var samplerSpan: HeroSamplerSpan?
  /// While paused by ``seek(timePassed:)``: the time passed minus the delay, which every
  /// track clamps to its own duration; nil while the tracks run on the clock. (Hero writes a
  /// `timeOffset` into each animation; one value per view gives the same local times.)
  @exclusivity(unchecked) var pausedAt: Double?
  /// The animated ancestor whose snapshot holds this one (nil = the container).
  let parent: HeroViewContext?
  /// A counter that changes whenever this view's look may change other than with the clock and
  /// its pause: its model, stored pairs, animations or pins (not the pause offset alone: paused,
  /// a view whose animations all wait for their start shows their start values whatever the
  /// offset). What ``geometryCache`` depends on besides the parent's map.
  @exclusivity(unchecked) private(set) var lookRevision: UInt64 = 0
  /// Whether ``geometryCache`` holds a geometry.
  @exclusivity(unchecked) var hasGeometryCache = false
  /// The map from the snapshot's bounds to the container, as of the last recorded frame
  /// (parents are recorded before their children).
  @exclusivity(unchecked) var containerMap = CGAffineTransform.identity
  /// The samplers of the slots' tracks, with their keys, in slot order (rebuilt when tracks
  /// are made): what a display frame reads, as plain values in one dense array.
  @exclusivity(unchecked) private(set) var samplers:
    [(key: HeroAnimatableKey, sampler: HeroTrack.Sampler)] = []
  /// Valid while ``hasGeometryCache``.
  @exclusivity(unchecked) var geometryCache = GeometryCache(
    lookRevision: 0, phases: 0, parentMap: .identity, map: .identity,
    geometry: HeroPresentedGeometry(frame: .zero, size: .zero, transform: .identity, opacity: 0))
  /// The recorded part of ``model``.
  @exclusivity(unchecked) private(set) var baseLook: HeroFrameLook

  // MARK: The rest

  /// The original view.
  let view: UIView
  /// Whether the view appears (destination) or disappears (source).
  let appearing: Bool
  /// The view's final target state (fixed once the context exists).
  let targetState: HeroTargetState
  /// `targetState.delay`, read on every seek.
  let delay: Double
  /// The timeline key: the heroID, else the accessibility identifier, else the view's path
  /// in its hierarchy as the transition collected it (spelled on first use).
  var identifier: String {
    if let storedIdentifier { return storedIdentifier }
    let path =
      pathSource.map { $0.owner.path(isDestination: $0.isDestination, at: $0.index) } ?? "view"
    storedIdentifier = path
    return path
  }
  @exclusivity(unchecked) private var storedIdentifier: String?
  /// Where the path comes from: the context's lists and the view's place in them.
  private let pathSource: (owner: HeroContext, isDestination: Bool, index: Int)?
  /// The view's duration `d_v` (grown by finish/cancel for auto-duration views).
  @exclusivity(unchecked) var duration: Double = 0
  /// The snapshot's model values (what shows without animations).
  @exclusivity(unchecked) var model: HeroLayerState {
    didSet {
      baseLook = HeroFrameLook(model)
      noteLookChange()
    }
  }
  /// The values a tracked animation runs between (a struct, not a tuple: an optional tuple is
  /// copied and tested through the runtime's generic tuple witnesses).
  struct TrackEnds {
    let from: HeroAnimatableValue
    let to: HeroAnimatableValue
  }
  /// One animated key: Hero's stored (from, to) pair (its `state` dictionary), the tracked
  /// animation and an `apply` pin.
  struct KeySlot {
    let key: HeroAnimatableKey
    var from: HeroAnimatableValue
    var to: HeroAnimatableValue
    /// The ends of the tracked animation (nil until the first `animate`); its sampler is the
    /// context's sampler of the same index.
    var trackEnds: TrackEnds?
    /// A constant override from `apply`, until a tracked animation replaces it.
    var pin: HeroAnimatableValue?
  }
  /// The keys with a stored pair, in the order they were first added (deterministic
  /// iteration). A view animates a handful of keys, so a short list scanned by key is
  /// cheaper to build, search and free than a table over every key.
  @exclusivity(unchecked) var slots: [KeySlot] = []
  /// The easing for new animations (`.standard` unless the state has a timing function).
  @exclusivity(unchecked) var timingFunction: CAMediaTimingFunction = .standard
  /// Index of the context in its animator's drawing order (0 = bottom).
  @exclusivity(unchecked) var order: Int

  /// A counter that changes whenever any context's model, stored pairs, animations, pins or
  /// pause change: what its presentation depends on besides the clock (see
  /// ``HeroTransition/presentationRevision``).
  @exclusivity(unchecked) private(set) static var changeCount: UInt64 = 0

  @inline(__always)
  static func noteChange() {
    changeCount &+= 1
  }

  /// Notes a change of this view's look (``lookRevision``) and of the presentation
  /// (``changeCount``).
  @inline(__always)
  func noteLookChange() {
    lookRevision &+= 1
    Self.noteChange()
  }

  /// Whether the snapshot Hero makes for the view is a `UIVisualEffectView` (Hero 1.6.4
  /// Sources/HeroContext.swift:159-216): the view itself (`useNoSnapshot`), a new effect view
  /// for an effect view with the optimized snapshot, or a custom snapshot
  /// (``HeroCustomSnapshotView``) that is one.
  let snapshotIsEffectView: Bool

  /// Whether the view is its own snapshot (`useNoSnapshot`): it is animated where it is
  /// shown, not hidden, and its layer keeps the begin state and the sizes it animates to.
  var animatesInPlace: Bool { targetState.snapshotType == .noSnapshot }

  /// Whether the presentation changes with the clock: an animation tracked and not paused.
  var runsOnClock: Bool { pausedAt == nil && !samplers.isEmpty }

  init(
    view: UIView, appearing: Bool, targetState: HeroTargetState, parent: HeroViewContext?,
    name: String?, pathSource: (owner: HeroContext, isDestination: Bool, index: Int)?,
    model: HeroLayerState, order: Int
  ) {
    self.view = view
    self.appearing = appearing
    self.targetState = targetState
    self.delay = targetState.delay
    self.parent = parent
    self.storedIdentifier = name
    self.pathSource = pathSource
    self.model = model
    self.baseLook = HeroFrameLook(model)
    self.order = order
    switch targetState.snapshotType ?? .optimized {
    case .noSnapshot: snapshotIsEffectView = view is UIVisualEffectView
    case .optimized:
      if let custom = view.asHeroCustomSnapshotView?.heroSnapshot {
        snapshotIsEffectView = custom is UIVisualEffectView
      } else {
        snapshotIsEffectView = view is UIVisualEffectView
      }
    case .normal, .layerRender: snapshotIsEffectView = false
    }
  }

  // MARK: Values

  /// The presented value of `key` at clock time `now`: an `apply` pin, else the animation,
  /// else the model value.
  func currentValue(_ key: HeroAnimatableKey, at now: Double) -> HeroAnimatableValue {
    guard let index = slotIndex(key) else { return model[key] }
    return currentValue(slotAt: index, at: now)
  }

  /// The presented value of the key of the slot at `index`, read in place (a copied slot
  /// would retain its values and track).
  @inline(__always)
  func currentValue(slotAt index: Int, at now: Double) -> HeroAnimatableValue {
    if let pin = slots[index].pin { return pin }
    var memo = HeroTimingMemo()
    if let value = trackValue(slotAt: index, at: now, memo: &memo) { return value }
    return model[slots[index].key]
  }

  /// The value of the slot's tracked animation at `now`, if it has one (the slot's ends and the
  /// sampler of the same index, which every `animate` makes together).
  @inline(__always)
  func trackValue(
    slotAt index: Int, at now: Double, memo: inout HeroTimingMemo
  ) -> HeroAnimatableValue? {
    guard let ends = slots[index].trackEnds, index < samplers.count else { return nil }
    return HeroTrack.value(
      from: ends.from, to: ends.to, sampler: samplers[index].sampler, at: now, pausedAt: pausedAt,
      memo: &memo)
  }

  /// The index of `key`'s slot, if the key has a stored pair.
  @inline(__always)
  func slotIndex(_ key: HeroAnimatableKey) -> Int? {
    for index in slots.indices where slots[index].key == key { return index }
    return nil
  }

  /// What ``HeroTransition/presentedGeometry(into:)`` last computed for this view while none of
  /// its animations was running, and what that depended on.
  struct GeometryCache {
    /// ``lookRevision`` then: nothing the look depends on besides the clock and the pause has
    /// changed since.
    var lookRevision: UInt64
    /// ``restingPhases(at:)`` then.
    var phases: UInt64
    /// The parent's ``containerMap`` then (identity without a parent).
    var parentMap: CGAffineTransform
    /// This view's ``containerMap`` then.
    var map: CGAffineTransform
    var geometry: HeroPresentedGeometry
  }

  /// When no animation of the view is running at `now` (no pin either): bit `i` set for each
  /// sampler `i` that has ended (the others wait for their start), so the look is
  /// ``frameLook(at:memo:)`` with fractions 1 and 0. Nil while one runs, or with more than 64.
  @inline(__always)
  func restingPhases(at now: Double) -> UInt64? {
    guard pinCount == 0 else { return nil }
    // The span holds at most 64 samplers; only without one is the array's count read (another
    // object in memory, which every animated view on every frame would touch).
    if let samplerSpan { return samplerSpan.restingPhases(at: now, pausedAt: pausedAt) }
    guard samplers.count <= 64 else { return nil }
    return Self.visitedRestingPhases(of: samplers, at: now, pausedAt: pausedAt)
  }

  /// ``restingPhases(at:)`` by visiting each sampler (at most 64): what
  /// ``HeroSamplerSpan/restingPhases(at:pausedAt:)`` gives in one step.
  static func visitedRestingPhases(
    of samplers: [(key: HeroAnimatableKey, sampler: HeroTrack.Sampler)], at now: Double,
    pausedAt: Double?
  ) -> UInt64? {
    var phases: UInt64 = 0
    for index in samplers.indices {
      let local = samplers[index].sampler.localTime(at: now, pausedAt: pausedAt)
      if local <= 0 { continue }
      guard local >= samplers[index].sampler.duration else { return nil }
      phases |= 1 << UInt64(index)
    }
    return phases
  }

  /// The presented geometry and look the timeline records, without building the whole
  /// layer state.
  func frameLook(at now: Double, memo: inout HeroTimingMemo) -> HeroFrameLook {
    var look = baseLook
    // Slots are read in place (a copied slot would retain its values and track).
    if pinCount > 0 {
      for index in slots.indices {
        // As `currentValue(slotAt:at:)`, with the frame's memo: a pinned view's other keys
        // share one time fraction.
        if let pin = slots[index].pin {
          look.set(slots[index].key, pin)
        } else if let value = trackValue(slotAt: index, at: now, memo: &memo) {
          look.set(slots[index].key, value)
        } else {
          look.set(slots[index].key, model[slots[index].key])
        }
      }
      return look
    }
    let pausedAt = self.pausedAt
    for index in samplers.indices {
      let key = samplers[index].key
      let f = samplers[index].sampler.fraction(at: now, pausedAt: pausedAt, memo: &memo)
      switch key {
      case .position:
        if case .arc(let arc, _) = samplers[index].sampler.curve {
          look.position = arc.point(at: f)
        } else {
          let (x, y) = samplers[index].sampler.lerpXY(f)
          look.position = CGPoint(x: x, y: y)
        }
      case .size:
        let (w, h) = samplers[index].sampler.lerpXY(f)
        look.size = CGSize(width: w, height: h)
      case .transform:
        look.transform = samplers[index].sampler.affine(f)
      case .opacity:
        look.opacity = CGFloat(samplers[index].sampler.lerpXY(f).0)
      case .cornerRadius:
        look.cornerRadius = CGFloat(samplers[index].sampler.lerpXY(f).0)
      case .zPosition:
        look.zPosition = CGFloat(samplers[index].sampler.lerpXY(f).0)
      case .anchorPoint:
        let (x, y) = samplers[index].sampler.lerpXY(f)
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
    for index in slots.indices {
      state[slots[index].key] = currentValue(slotAt: index, at: now)
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
      snapshotIsEffectView: snapshotIsEffectView, body)
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
  ///
  /// For a snapshot that is a visual-effect view the opacity is left out (Hero 1.6.4
  /// Sources/Animator/HeroCoreAnimationViewContext.swift:279-281): Hero animates its effect
  /// instead (HeroViewPropertyViewContext.swift), which has no headless counterpart.
  static func forEachValue(
    of state: HeroTargetState, currentSize: CGSize?, scaleBasedDefault: Bool?,
    snapshotIsEffectView: Bool = false,
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
    if let opacity = state.opacity, !snapshotIsEffectView { body(.opacity, .scalar(opacity)) }
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
      if let path = state.shadowPath { body(.shadowPath, .path(path)) }
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
    noteLookChange()
    if let index = slotIndex(key) {
      slots[index].from = from
      slots[index].to = to
    } else {
      // Room for the handful of keys a view animates at once: growing one at a time would
      // copy the (large) slots at each step.
      if slots.isEmpty { slots.reserveCapacity(6) }
      slots.append(KeySlot(key: key, from: from, to: to))
    }
  }

  // MARK: Animating

  /// Sets the begin state and records (from, to) per key, then starts the animations
  /// (Hero's `startAnimations`); returns the time until they stop.
  func startAnimations(now: Double) -> Double {
    if let begin = targetState.beginState {
      let beginState = HeroTargetState(modifiers: begin)
      forEachValue(of: beginState) { key, value in
        model[key] = value
        // Hero sets the begin state on the snapshot's layer (HeroCoreAnimationViewContext
        // .swift:438-443): the view's own layer when it is its own snapshot.
        if animatesInPlace { Self.write(value, for: key, to: view.layer) }
      }
    }
    forEachValue(of: targetState) { key, target in
      let current = currentValue(key, at: now)
      setPair(key, from: appearing ? target : current, to: appearing ? current : target)
    }
    return animate(delay: delay, duration: duration, now: now)
  }

  /// Replaces every animation by a new one per stored pair, starting `delay` after `now`;
  /// returns `delay + max(duration, longest animation)`.
  func animate(delay: Double, duration: Double, now: Double) -> Double {
    noteLookChange()
    if let function = targetState.timingFunction { timingFunction = function }
    var timeUntilStop = duration
    pausedAt = nil
    let clearsPins = pinCount > 0
    pinCount = 0
    samplers.removeAll(keepingCapacity: true)
    samplers.reserveCapacity(slots.count)
    for index in slots.indices {
      let sampler = makeSampler(
        key: slots[index].key, from: slots[index].from, to: slots[index].to,
        beginTime: now + delay, duration: duration)
      slots[index].trackEnds = TrackEnds(from: slots[index].from, to: slots[index].to)
      timeUntilStop = max(timeUntilStop, sampler.duration)
      samplers.append((slots[index].key, sampler))
      if clearsPins { slots[index].pin = nil }
      // Hero animates `bounds.size` through `UIView.animate`, which sets the model size to
      // the end value at once; for a view that is its own snapshot that is the view's size,
      // and it lays out (HeroCoreAnimationViewContext.swift:246-252, 160-184).
      if animatesInPlace, slots[index].key == .size, case .size(let size) = slots[index].to {
        view.bounds.size = size
        view.layoutSubviews()
      }
    }
    samplerSpan = HeroSamplerSpan(samplers)
    return timeUntilStop + delay
  }

  /// Sets one animated property on a real layer (the overlay keys belong to Hero's overlay
  /// sublayer and are not written).
  static func write(_ value: HeroAnimatableValue, for key: HeroAnimatableKey, to layer: CALayer) {
    switch (key, value) {
    case (.position, .point(let v)): layer.position = v
    case (.size, .size(let v)): layer.bounds.size = v
    case (.transform, .transform(let v)): layer.transform = v
    case (.opacity, .scalar(let v)): layer.opacity = Float(v)
    case (.cornerRadius, .scalar(let v)): layer.cornerRadius = v
    case (.backgroundColor, .color(let v)): layer.backgroundColor = v
    case (.zPosition, .scalar(let v)): layer.zPosition = v
    case (.anchorPoint, .point(let v)): layer.anchorPoint = v
    case (.borderWidth, .scalar(let v)): layer.borderWidth = v
    case (.borderColor, .color(let v)): layer.borderColor = v
    case (.masksToBounds, .flag(let v)): layer.masksToBounds = v
    case (.shadowColor, .color(let v)): layer.shadowColor = v
    case (.shadowOpacity, .scalar(let v)): layer.shadowOpacity = Float(v)
    case (.shadowOffset, .size(let v)): layer.shadowOffset = v
    case (.shadowRadius, .scalar(let v)): layer.shadowRadius = v
    case (.shadowPath, .path(let v)): layer.shadowPath = v
    case (.contentsRect, .rect(let v)): layer.contentsRect = v
    case (.contentsScale, .scalar(let v)): layer.contentsScale = v
    default: break
    }
  }

  /// The sampler of a track of `key` from `from` to `to`: an arc for a position with the
  /// state's arc, a spring with the state's spring (not for the corner radius), else the
  /// context's timing curve.
  func makeSampler(
    key: HeroAnimatableKey, from: HeroAnimatableValue, to: HeroAnimatableValue,
    beginTime: Double, duration: Double
  ) -> HeroTrack.Sampler {
    if key == .position, let intensity = targetState.arc, case .point(let a) = from,
      case .point(let b) = to, HeroArc.applies(from: a, to: b)
    {
      return HeroTrack.sampler(
        from: from, to: to,
        curve: .arc(HeroArc(from: a, to: b, intensity: intensity), timingFunction),
        duration: duration, beginTime: beginTime)
    }
    if key != .cornerRadius, let spring = targetState.spring {
      let physics = HeroSpring(stiffness: Double(spring.stiffness), damping: Double(spring.damping))
      return HeroTrack.sampler(
        from: from, to: to, curve: .spring(physics), duration: physics.settlingDuration,
        beginTime: beginTime)
    }
    return HeroTrack.sampler(
      from: from, to: to, curve: .timing(timingFunction), duration: duration,
      beginTime: beginTime)
  }

  /// Pauses every tracked animation at `timePassed − delay` (each clamps it to
  /// `0…(its duration − 0.001)` when sampled); tracked animations replace `apply` pins of
  /// their key.
  func seek(timePassed: Double) {
    Self.noteChange()
    pausedAt = timePassed - delay
    guard pinCount > 0 else { return }
    lookRevision &+= 1
    for index in slots.indices where slots[index].trackEnds != nil && slots[index].pin != nil {
      slots[index].pin = nil
      pinCount -= 1
    }
  }

  /// Re-bases every key on its current value and animates to the original end (or start
  /// when `reverse`), with Hero's timing branches (docs/spec/HERO.md §3.3); returns the time until stop.
  func resume(timePassed: Double, reverse: Bool, now: Double) -> Double {
    noteLookChange()
    for index in slots.indices {
      let to = reverse ? slots[index].from : slots[index].to
      slots[index].from = currentValue(slotAt: index, at: now)
      slots[index].to = to
    }
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
    noteLookChange()
    forEachValue(of: state) { key, value in
      let index: Int
      if let existing = slotIndex(key) {
        index = existing
      } else {
        let current = model[key]
        index = slots.count
        slots.append(KeySlot(key: key, from: current, to: current))
      }
      if slots[index].pin == nil { pinCount += 1 }
      slots[index].pin = value
    }
  }

  /// Rewrites the stored end (`isDestination`) or start values for the keys of `state`.
  func changeTarget(state: HeroTargetState, isDestination: Bool, now: Double) {
    noteLookChange()
    forEachValue(of: state) { key, value in
      if let index = slotIndex(key) {
        if isDestination {
          slots[index].to = value
        } else {
          slots[index].from = value
        }
      } else {
        // No slot for the key: its current value is the model's.
        let current = model[key]
        slots.append(
          KeySlot(
            key: key, from: isDestination ? current : value, to: isDestination ? value : current))
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
    // The model's transform read directly when no slot animates it (through `currentValue`
    // it would be boxed into a new value first).
    var transform = model.transform
    if let index = slotIndex(.transform),
      case .transform(let value) = currentValue(slotAt: index, at: now)
    {
      transform = value
    }
    return HeroOptimizedDuration.duration(
      fromPosition: position, fromSize: size, fromTransform: transform,
      toPosition: targetState.position, toSize: targetState.size,
      toTransform: targetState.transform)
  }
}
