import Foundation
import HeadlessUI

/// Gives every view with `source` its counterpart's geometry as target, in the container's
/// space (docs/spec/HERO.md §6.2).
@preconcurrency @MainActor
enum SourcePreprocessor {
  static func process(_ context: HeroContext) {
    for view in context.fromViews {
      guard let id = context[view]?.source, let target = context.destinationView(for: id)
      else { continue }
      prepare(view, target: target, context: context)
    }
    for view in context.toViews {
      guard let id = context[view]?.source, let target = context.sourceView(for: id)
      else { continue }
      prepare(view, target: target, context: context)
    }
  }

  private static func prepare(_ view: UIView, target: UIView, context: HeroContext) {
    guard var state = context[view] else { return }
    let container = context.container
    state.coordinateSpace = .global
    state.position = container.convert(target.layer.position, from: target.superview)
    state.transform = HeroContext.flatTransform(of: target, upTo: container)
    state.size = nil
    if view.bounds.size != target.bounds.size { state.size = target.bounds.size }
    if state.cornerRadius == nil, view.layer.cornerRadius != target.layer.cornerRadius {
      state.cornerRadius = target.layer.cornerRadius
    }
    let layer = view.layer
    let other = target.layer
    if layer.shadowColor != other.shadowColor { state.shadowColor = other.shadowColor }
    if layer.shadowOpacity != other.shadowOpacity {
      state.shadowOpacity = CGFloat(other.shadowOpacity)
    }
    if layer.shadowOffset != other.shadowOffset { state.shadowOffset = other.shadowOffset }
    if layer.shadowRadius != other.shadowRadius { state.shadowRadius = other.shadowRadius }
    if layer.shadowPath != other.shadowPath { state.shadowPath = other.shadowPath }
    if layer.contentsRect != other.contentsRect { state.contentsRect = other.contentsRect }
    if layer.contentsScale != other.contentsScale { state.contentsScale = other.contentsScale }
    if layer.anchorPoint != other.anchorPoint { state.anchorPoint = other.anchorPoint }
    context[view] = state
  }
}
