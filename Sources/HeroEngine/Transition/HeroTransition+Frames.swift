import Foundation
import HeadlessUI

extension HeroTransition {
  /// Makes sure a display link ticks while it has work: the runner, or timeline recording
  /// during `.animating`.
  func startFrames() {
    guard displayLink == nil, let clock = activeClock else { return }
    guard runner.isRunning || isRecordingTimeline else { return }
    // A `WeakReference` captured by value: not `[weak self]`, a box whose every read (every
    // frame) pays a dynamic exclusivity check, nor `weak`, which gives the engine a side table.
    let transition = WeakReference(self)
    displayLink = CADisplayLink(clock: clock) { link in
      transition.object?.displayFrame(link)
    }
  }

  func stopFrames() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// One display frame: record what shows at the frame's time, then step the runner (which
  /// may complete the transition).
  func displayFrame(_ link: CADisplayLink) {
    if isRecordingTimeline, state == .animating { recordFrame() }
    if runner.isRunning {
      runner.step(frameDuration: link.duration)
    } else if !isRecordingTimeline || state != .animating {
      stopFrames()
    }
  }

  /// Appends the presentation of every animated view at the current clock time.
  public func recordFrame() {
    timeline.frames.append(currentFrame())
  }

  /// A number that changes whenever the presentation of the animated views (what
  /// ``currentFrame()`` gives for them) may have changed other than with the clock; nil while
  /// some view's animations run on the clock, when it changes from one instant to the next.
  /// An observer that samples every display frame keeps what it sampled while this stays the
  /// same: a paused interactive transition between two gesture events, for instance.
  public var presentationRevision: UInt64? {
    for context in animator.contexts where context.runsOnClock { return nil }
    return HeroViewContext.changeCount
  }

  /// The presentation of every animated view now, in container coordinates.
  public func currentFrame() -> HeroTimeline.Frame {
    let now = self.now
    let contexts = animator.contexts
    var views: [HeroTimeline.ViewState] = []
    views.reserveCapacity(contexts.count)
    var memo = HeroTimingMemo()
    for context in contexts {
      let (look, map, parentMap) = presentation(of: context, at: now, memo: &memo)
      var position = look.position
      if let parentMap { position = position.applying(parentMap) }
      views.append(
        HeroTimeline.ViewState(
          key: context.identifier, isAppearing: context.appearing, position: position,
          size: look.size, transform: Self.linearPart(of: map),
          frame: CGRect(origin: .zero, size: look.size).applying(map), opacity: look.opacity,
          cornerRadius: look.cornerRadius, zPosition: look.zPosition, order: context.order))
    }
    return HeroTimeline.Frame(
      time: clockNanoseconds, progress: progress, state: state, isInteractive: interactive,
      views: views)
  }

  /// The geometry of every animated view now, in drawing order — the `frame`, `size`,
  /// `transform` and `opacity` of ``currentFrame()``'s views, computed the same way — written
  /// over `views` (whose storage is kept): what an observer that samples every display frame
  /// needs, without the rest of a timeline frame.
  ///
  /// A view none of whose animations is running now (each waits for its delay or has ended)
  /// shows a look that depends only on which of them have ended (paused, a view whose
  /// animations all wait shows their start values whatever the offset): when that, everything
  /// else its look depends on (its model, pairs, animations and pins) and its parent's map are
  /// what they were the last time it was computed, the last geometry is given again (the same
  /// numbers, bit for bit, as computing it anew).
  public func presentedGeometry(into views: inout [HeroPresentedGeometry]) {
    let contexts = animator.contexts
    let count = contexts.count
    // Sized once and written in place, not through a buffer pointer: its closure would pay an
    // isolation check per call, more than the uniqueness check of each write.
    if views.count != count {
      views = Array(repeating: Self.zeroGeometry, count: count)
    }
    let now = self.now
    var memo = HeroTimingMemo()
    // Read once: `identity` is a global of another module, read through a call.
    let identity = CGAffineTransform.identity
    for index in 0..<count {
      let context = contexts[index]
      // The cache's fields are read in place: copying it out would move 200 bytes a view.
      let phases = context.restingPhases(at: now)
      var parentMap = identity
      if let parent = context.parent { parentMap = parent.containerMap }
      if let phases, context.hasGeometryCache,
        context.geometryCache.lookRevision == context.lookRevision,
        context.geometryCache.phases == phases,
        Self.sameBits(context.geometryCache.parentMap, parentMap)
      {
        context.containerMap = context.geometryCache.map
        views[index] = context.geometryCache.geometry
        continue
      }
      let (look, map, _) = presentation(of: context, at: now, memo: &memo)
      let geometry = HeroPresentedGeometry(
        frame: CGRect(origin: .zero, size: look.size).applying(map), size: look.size,
        transform: Self.linearPart(of: map), opacity: look.opacity)
      views[index] = geometry
      if let phases {
        context.geometryCache = HeroViewContext.GeometryCache(
          lookRevision: context.lookRevision, phases: phases, parentMap: parentMap, map: map,
          geometry: geometry)
        context.hasGeometryCache = true
      } else {
        context.hasGeometryCache = false
      }
    }
  }

  private static let zeroGeometry = HeroPresentedGeometry(
    frame: .zero, size: .zero, transform: .identity, opacity: 0)

  /// Whether two maps are the same numbers bit for bit (`==` would take 0 for −0 and never
  /// match NaN).
  @inline(__always)
  private static func sameBits(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    a.a.bitPattern == b.a.bitPattern && a.b.bitPattern == b.b.bitPattern
      && a.c.bitPattern == b.c.bitPattern && a.d.bitPattern == b.d.bitPattern
      && a.tx.bitPattern == b.tx.bitPattern && a.ty.bitPattern == b.ty.bitPattern
  }

  /// Which views the engine animates, as keys and sides in drawing order (the `key` and
  /// `isAppearing` of ``currentFrame()``'s views). The list changes only when
  /// ``animatedViewsGeneration`` does.
  public var animatedViews: [(key: String, isAppearing: Bool)] {
    var views: [(key: String, isAppearing: Bool)] = []
    for context in animator.contexts { views.append((context.identifier, context.appearing)) }
    return views
  }

  /// A counter that changes whenever the list of animated views does.
  public var animatedViewsGeneration: UInt64 { animator.generation }

  /// A context's look at `now`, its map to the container and its parent's (recorded for its
  /// children: parents come first).
  @inline(__always)
  private func presentation(
    of context: HeroViewContext, at now: Double, memo: inout HeroTimingMemo
  ) -> (look: HeroFrameLook, map: CGAffineTransform, parentMap: CGAffineTransform?) {
    let look = context.frameLook(at: now, memo: &memo)
    let toParent = look.transformToParent
    // `if let` rather than `Optional.map`: a closure here would pay an isolation check per call.
    var map = toParent
    var parentMap: CGAffineTransform?
    if let parent = context.parent {
      parentMap = parent.containerMap
      map = toParent.concatenating(parent.containerMap)
    }
    context.containerMap = map
    return (look, map, parentMap)
  }

  /// `map` without its translation.
  @inline(__always)
  private static func linearPart(of map: CGAffineTransform) -> CGAffineTransform {
    var linear = map
    linear.tx = 0
    linear.ty = 0
    return linear
  }

  /// The presented look of the snapshot of `view` now (nil if Hero does not animate it);
  /// after an overFullScreen transition, the look of the snapshot Hero left in its container
  /// in the presenting view, whose animations go on (paused ones stay paused, running ones
  /// run to their end and hold it).
  public func presentation(of view: UIView) -> HeroLayerState? {
    if let context = animator.context(for: view) { return context.presentation(at: now) }
    guard let stored = storedPresentations[ObjectIdentifier(view)], stored.view === view
    else { return nil }
    return stored.presentation(at: storedPresentationClock?.mediaTime ?? 0)
  }
}
