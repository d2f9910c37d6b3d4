import HeadlessUI
import HeroEngine
import ReplayCore

/// The views a transition frame records, worked out once per list of animated views (the
/// engine's `HeroTransition.animatedViewsGeneration`).
struct TransitionSampleLayout {
  /// Index into the engine's views of each recorded view, ascending.
  var indices: [Int] = []
  /// The recorded views' states with their ids and heroIDs and no geometry yet: a frame
  /// copies it and writes the geometry in place (one copy of each id, not three).
  var template: [ReplayViewState] = []
  /// The engine's generation of its list of views, and the scene's `tracksAllViews`, this
  /// layout was worked out for.
  var generation: UInt64?
  var tracksAllViews = false
}

/// The ids a transition frame's layout has given out: a transition animates a few dozen
/// views, which a scan of the list checks faster than a set hashes their ids; past
/// ``scanLimit`` ids, a set.
struct TakenIDs {
  static let scanLimit = 32
  private var list: [String] = []
  private var set: Set<String>?

  init(capacity: Int) {
    list.reserveCapacity(Swift.min(capacity, Self.scanLimit + 1))
  }

  func contains(_ id: String) -> Bool {
    if let set { return set.contains(id) }
    return list.contains(id)
  }

  mutating func insert(_ id: String) {
    if set != nil {
      set?.insert(id)
      return
    }
    list.append(id)
    if list.count > Self.scanLimit { set = Set(list) }
  }
}

extension HeroReplayEngine {
  /// The selected views as Hero shows them now (position: the centre of the view as drawn,
  /// its layer position moved by its transform's translation): views keyed by a path (no heroID nor
  /// accessibility identifier) only with `tracksAllViews`; a key seen before in the frame gets
  /// `@to` or `@from` by its side. The states are kept while the engine's
  /// `HeroTransition.presentationRevision` stays the same.
  ///
  /// - Parameters:
  ///   - selection: which views to track.
  ///   - tracksAllViews: whether views with neither a heroID nor an accessibility identifier are
  ///     tracked, by path.
  public func transitionViewStates(selection: ReplayViewSelection, tracksAllViews: Bool)
    -> [ReplayViewState]
  {
    let engine = self.engine
    // Nothing the presentation depends on changed since the last sample (a paused
    // interactive transition between two gesture events): the same states.
    let revision = engine.presentationRevision
    if let revision, let last = transitionStates, last.revision == revision { return last.states }
    if transitionSamples.generation != engine.animatedViewsGeneration
      || transitionSamples.tracksAllViews != tracksAllViews
    {
      layOutTransitionSamples(selection: selection, tracksAllViews: tracksAllViews)
    }
    engine.presentedGeometry(into: &presentedGeometry)
    let indices = transitionSamples.indices
    var states = transitionSamples.template
    if let last = indices.last, last >= presentedGeometry.count {
      // Fewer views than laid out (not expected: the layout follows the engine's
      // generation): keep the ones that exist.
      var kept: [ReplayViewState] = []
      for (slot, index) in indices.enumerated() where index < presentedGeometry.count {
        var state = states[slot]
        Self.write(presentedGeometry[index], into: &state)
        kept.append(state)
      }
      states = kept
    } else {
      for slot in indices.indices {
        Self.write(presentedGeometry[indices[slot]], into: &states[slot])
      }
    }
    // `if let`, not `Optional.map`: a closure would pay an isolation check.
    if let revision { transitionStates = (states, revision) } else { transitionStates = nil }
    return states
  }

  private func layOutTransitionSamples(selection: ReplayViewSelection, tracksAllViews: Bool) {
    var layout = TransitionSampleLayout()
    layout.generation = engine.animatedViewsGeneration
    layout.tracksAllViews = tracksAllViews
    let animated = engine.animatedViews
    var taken = TakenIDs(capacity: animated.count)
    layout.indices.reserveCapacity(animated.count)
    layout.template.reserveCapacity(animated.count)
    for (index, view) in animated.enumerated() {
      let isPath = Self.isPath(view.key)
      if isPath && !tracksAllViews { continue }
      guard selection.includes(.init(id: view.key, isInTransition: true)) else { continue }
      var id = view.key
      if taken.contains(id) { id += view.isAppearing ? "@to" : "@from" }
      taken.insert(id)
      layout.indices.append(index)
      layout.template.append(
        ReplayViewState(
          id: id, heroID: isPath ? nil : view.key, position: ReplayPoint(x: 0, y: 0), width: 0,
          height: 0, opacity: 0, scale: 0))
    }
    transitionSamples = layout
  }

  /// Whether a transition key is a subview path (`from/0/2`): it has a slash. A plain loop
  /// over the bytes (`utf8.contains` goes through a generic specialization in Foundation).
  private static func isPath(_ key: String) -> Bool {
    for byte in key.utf8 where byte == UInt8(ascii: "/") { return true }
    return false
  }

  /// Writes what Hero presents of a view into its state: the centre of the frame, the size,
  /// opacity and the scale of the transform.
  @inline(__always)
  private static func write(_ view: HeroPresentedGeometry, into state: inout ReplayViewState) {
    state.position = ReplayPoint(x: Double(view.frame.midX), y: Double(view.frame.midY))
    state.width = Double(view.size.width)
    state.height = Double(view.size.height)
    state.opacity = Double(view.opacity)
    // √(a² + b²) of the transform, as for views at rest, worked out by the engine.
    state.scale = Double(view.scale)
  }

}
