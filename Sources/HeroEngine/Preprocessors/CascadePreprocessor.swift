import Foundation
import HeadlessUI

/// Staggers the delays of the subviews of views with `cascade` (§6.5).
@MainActor
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
      let subviews = view.subviews
      let keyed = subviews.enumerated().map { ($0.offset, $0.element.frame, $0.element.center) }
      // A stable sort: ties keep subview order.
      let sorted = keyed.sorted { lhs, rhs in
        if cascade.direction.orders((lhs.1, lhs.2), before: (rhs.1, rhs.2)) { return true }
        if cascade.direction.orders((rhs.1, rhs.2), before: (lhs.1, lhs.2)) { return false }
        return lhs.0 < rhs.0
      }
      let finalDelay = Double(sorted.count) * cascade.delta + initialDelay
      for (index, entry) in sorted.enumerated() {
        let delay = Double(index) * cascade.delta + initialDelay
        applyDelay(
          subviews[entry.0], delay: delay, finalDelay: finalDelay,
          delayMatchedViews: cascade.delayMatchedViews, context: context)
      }
    }
  }

  private static func applyDelay(
    _ view: UIView, delay: Double, finalDelay: Double, delayMatchedViews: Bool,
    context: HeroContext
  ) {
    if let paired = context.pairedView(for: view) {
      if delayMatchedViews {
        context[view]?.delay = finalDelay
        context[paired]?.delay = finalDelay
      }
    } else {
      context[view]?.delay = delay
    }
    for subview in view.subviews {
      applyDelay(
        subview, delay: delay, finalDelay: finalDelay, delayMatchedViews: delayMatchedViews,
        context: context)
    }
  }
}
