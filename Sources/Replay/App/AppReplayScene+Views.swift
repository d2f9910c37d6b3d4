import HeadlessUI
import HeroEngine

/// The views a transition frame records, worked out once per list of animated views (the
/// engine's list is fixed during a transition, so this is the common case and costs one string
/// identity check per view).
struct TransitionSampleLayout {
  /// Index into the engine's frame, id, heroID.
  var entries: [(index: Int, id: String, heroID: String?)] = []
  var keys: [String] = []
  var sides: [Bool] = []
  var tracksAllViews = false
  var isValid = false

  /// Whether the layout was worked out for `views` (same keys, sides and order).
  func matches(_ views: [HeroTimeline.ViewState], tracksAllViews: Bool) -> Bool {
    guard isValid, self.tracksAllViews == tracksAllViews, views.count == keys.count else {
      return false
    }
    for index in views.indices {
      let view = views[index]
      guard view.isAppearing == sides[index], view.key == keys[index] else { return false }
    }
    return true
  }
}

extension AppReplayScene {
  /// The selected views as Hero shows them now (position: the centre of the view as drawn,
  /// its layer position moved by its transform's translation): views keyed by a path (no heroID nor
  /// accessibility identifier) only with ``tracksAllViews``; a key seen before in the frame gets
  /// `@to` or `@from` by its side.
  func transitionViewStates() -> [ReplayViewState] {
    let views = engine.currentFrame().views
    if !transitionSamples.matches(views, tracksAllViews: tracksAllViews) {
      layOutTransitionSamples(of: views)
    }
    var states: [ReplayViewState] = []
    states.reserveCapacity(transitionSamples.entries.count)
    for entry in transitionSamples.entries {
      let view = views[entry.index]
      let t = view.transform
      states.append(
        ReplayViewState(
          id: entry.id, heroID: entry.heroID,
          position: ReplayPoint(x: Double(view.frame.midX), y: Double(view.frame.midY)),
          width: Double(view.size.width), height: Double(view.size.height),
          opacity: Double(view.opacity), scale: Double((t.a * t.a + t.b * t.b).squareRoot())))
    }
    return states
  }

  private func layOutTransitionSamples(of views: [HeroTimeline.ViewState]) {
    var layout = TransitionSampleLayout()
    layout.tracksAllViews = tracksAllViews
    layout.keys = views.map(\.key)
    layout.sides = views.map(\.isAppearing)
    layout.isValid = true
    var seen: Set<String> = []
    for (index, view) in views.enumerated() {
      let isPath = view.key.utf8.contains(UInt8(ascii: "/"))
      if isPath && !tracksAllViews { continue }
      guard self.views.includes(.init(id: view.key, isInTransition: true)) else { continue }
      var id = view.key
      if seen.contains(id) { id += view.isAppearing ? "@to" : "@from" }
      seen.insert(id)
      layout.entries.append((index, id, isPath ? nil : view.key))
    }
    transitionSamples = layout
  }

  /// The selected views in the window, not hidden, in drawing order (back to front, depth
  /// first): the centre of the bounds as drawn (through every transform) in window coordinates, bounds size, alpha and the scale of the transform.
  /// The list of views is kept while ``UIView/hierarchyGeneration`` stays the same, and the
  /// states too while ``CALayer/geometryGeneration`` does and no animation runs.
  func restingViewStates() -> [ReplayViewState] {
    guard let window else { return [] }
    if restingGeneration != UIView.hierarchyGeneration {
      restingViews = []
      restingStates = nil
      collectRestingViews(in: window)
      restingGeneration = UIView.hierarchyGeneration
    }
    let animating = UIView.hasRunningAnimations
    // Nothing a state depends on changed since the last sample: the same states.
    if !animating, let last = restingStates, last.geometry == CALayer.geometryGeneration {
      return last.states
    }
    var states: [ReplayViewState] = []
    states.reserveCapacity(restingViews.count)
    for entry in restingViews {
      let view = entry.view
      guard view.superview != nil else { continue }
      if animating {
        // A UIView animation or property animator runs: record what is drawn.
        let drawn = view.presentationState()
        let t = drawn.transform
        states.append(
          ReplayViewState(
            id: entry.id, heroID: entry.heroID, position: ReplayPoint(drawn.center),
            width: Double(drawn.size.width), height: Double(drawn.size.height),
            opacity: Double(drawn.alpha), scale: Double((t.a * t.a + t.b * t.b).squareRoot())))
        continue
      }
      let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      let t = view.transform
      states.append(
        ReplayViewState(
          id: entry.id, heroID: entry.heroID, position: ReplayPoint(center),
          width: Double(view.bounds.width), height: Double(view.bounds.height),
          opacity: Double(view.alpha), scale: Double((t.a * t.a + t.b * t.b).squareRoot())))
    }
    restingStates = animating ? nil : (states, CALayer.geometryGeneration)
    return states
  }

  private func collectRestingViews(in root: UIView) {
    var stack: [UIView] = [root]
    var seen: [String: Int] = [:]
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      let heroID = view.hero.id
      if let id = heroID ?? view.accessibilityIdentifier,
        views.includes(.init(id: id, isInTransition: false))
      {
        let count = (seen[id] ?? 0) + 1
        seen[id] = count
        restingViews.append((view, count == 1 ? id : "\(id)#\(count)", heroID))
      }
      // Depth first in drawing order: push the subviews back to front reversed.
      stack.append(contentsOf: view.subviews.reversed())
    }
    // Then the views the handler moved that have no id, under their names.
    for moved in movedViews {
      guard let view = moved.view, view.window != nil, !view.isHidden,
        views.includes(.init(id: moved.name, isInTransition: false))
      else { continue }
      restingViews.append((view, moved.name, nil))
    }
  }
}
