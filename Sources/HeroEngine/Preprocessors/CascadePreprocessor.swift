import Foundation
import HeadlessUI

/// Staggers the delays of the subviews of views with `cascade` (docs/spec/HERO.md §6.5; Hero
/// 1.6.4 Sources/Preprocessors/CascadePreprocessor.swift:93-134).
@preconcurrency @MainActor
enum CascadePreprocessor {
  static func process(_ context: HeroContext) {
    process(context.fromViews, context: context)
    process(context.toViews, context: context)
  }

  private static func process(_ views: [UIView], context: HeroContext) {
    for view in views {
      // Only the two fields are read: copying every view's whole state out is costly.
      guard let cascade = context[view]?.cascade, let initialDelay = context[view]?.delay
      else { continue }
      let subviews = HeroTableViewWrapper.parent(of: view).subviews
      let direction = cascade.direction
      // A loop, not `map`: a closure handed to the standard library pays an isolation check
      // per element.
      var keyed: [(Int, (primary: CGFloat, secondary: CGFloat))] = []
      keyed.reserveCapacity(subviews.count)
      for (offset, subview) in subviews.enumerated() {
        keyed.append((offset, direction.sortKey(frame: subview.frame, center: subview.center)))
      }
      let sorted = order(keyed, by: direction)
      let finalDelay = Double(sorted.count) * cascade.delta + initialDelay
      for (index, entry) in sorted.enumerated() {
        let delay = Double(index) * cascade.delta + initialDelay
        applyDelay(
          subviews[entry.0], delay: delay, finalDelay: finalDelay,
          delayMatchedViews: cascade.delayMatchedViews, context: context)
      }
    }
  }

  /// `keyed` (subview index, sort key) in cascade order; ties keep subview order.
  /// Nonisolated, so the comparator is a plain function: a main-actor closure handed to the
  /// standard library's sort is checked for isolation on every comparison.
  nonisolated private static func order(
    _ keyed: [(Int, (primary: CGFloat, secondary: CGFloat))], by direction: CascadeDirection
  ) -> [(Int, (primary: CGFloat, secondary: CGFloat))] {
    keyed.sorted { lhs, rhs in
      if direction.orders(lhs.1, before: rhs.1) { return true }
      if direction.orders(rhs.1, before: lhs.1) { return false }
      return lhs.0 < rhs.0
    }
  }

  private static func applyDelay(
    _ view: UIView, delay: Double, finalDelay: Double, delayMatchedViews: Bool,
    context: HeroContext
  ) {
    if let paired = context.pairedView(for: view) {
      if delayMatchedViews {
        context.setDelay(finalDelay, of: view)
        context.setDelay(finalDelay, of: paired)
      }
    } else {
      context.setDelay(delay, of: view)
    }
    for subview in view.subviews {
      applyDelay(
        subview, delay: delay, finalDelay: finalDelay, delayMatchedViews: delayMatchedViews,
        context: context)
    }
  }
}
