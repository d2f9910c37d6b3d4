import HeadlessUI

extension AppReplayScene {
  /// The selected views in the window, not hidden, in drawing order (back to front, depth
  /// first): the centre of the bounds as drawn (through every transform) in window coordinates, bounds size, alpha and the scale of the transform.
  /// The list of views is kept while ``UIView/hierarchyGeneration`` stays the same, and the
  /// states too while ``CALayer/geometryGeneration`` does and no animation runs.
  func restingViewStates() -> [ReplayViewState] {
    let animating = UIView.hasRunningAnimations
    // Nothing a state depends on changed since the last sample: the same states.
    if !animating, restingGeneration == UIView.hierarchyGeneration, let last = restingStates,
      last.geometry == CALayer.geometryGeneration
    {
      return last.states
    }
    guard let window else { return [] }
    if restingGeneration != UIView.hierarchyGeneration {
      restingViews = []
      restingStates = nil
      collectRestingViews(in: window)
      restingGeneration = UIView.hierarchyGeneration
    }
    var states: [ReplayViewState] = []
    states.reserveCapacity(restingViews.count)
    var sight = restingCovers.sight(in: window, animating: animating)
    for (index, entry) in restingViews.enumerated() {
      let view = entry.view
      guard view.superview != nil else { continue }
      var state: ReplayViewState
      if animating {
        // A UIView animation or property animator runs: record what is drawn.
        let drawn = view.presentationState()
        let t = drawn.transform
        state = ReplayViewState(
          name: entry.name, position: ReplayPoint(drawn.center),
          width: Double(drawn.size.width), height: Double(drawn.size.height),
          opacity: Double(drawn.alpha), scale: Double((t.a * t.a + t.b * t.b).squareRoot()))
        state.isAnimated = drawn.isAnimated
      } else {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let t = view.transform
        state = ReplayViewState(
          name: entry.name, position: ReplayPoint(center),
          width: Double(view.bounds.width), height: Double(view.bounds.height),
          opacity: Double(view.alpha), scale: Double((t.a * t.a + t.b * t.b).squareRoot()))
      }
      state.isVisible = sight.canSee(view, drawnAt: state.frame, resting: index)
      states.append(state)
    }
    restingStates = animating ? nil : (states, CALayer.geometryGeneration)
    return states
  }

  private func collectRestingViews(in root: UIView) {
    var stack: [UIView] = [root]
    var seen: [String: Int] = [:]
    let engine = self.engine
    var covers = ViewCovers.Collector()
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      covers.visit(view, in: root)
      let heroID = engine?.identifier(of: view)
      if let id = heroID ?? view.accessibilityIdentifier,
        views.includes(.init(id: id, isInTransition: false))
      {
        let count = (seen[id] ?? 0) + 1
        seen[id] = count
        restingViews.append(
          (view, .interned(id: count == 1 ? id : "\(id)#\(count)", heroID: heroID)))
        covers.noteResting(view)
      }
      // Depth first in drawing order: push the subviews back to front reversed.
      stack.append(contentsOf: view.subviews.reversed())
    }
    restingCovers = covers.covers()
    // Then the views the handler moved that have no id, under their names.
    for moved in movedViews {
      guard let view = moved.view, view.window != nil, !view.isHidden,
        views.includes(.init(id: moved.name, isInTransition: false))
      else { continue }
      restingViews.append((view, .interned(id: moved.name, heroID: nil)))
    }
  }
}
