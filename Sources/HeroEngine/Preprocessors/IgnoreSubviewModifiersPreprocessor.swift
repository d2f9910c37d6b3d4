import Foundation
import HeadlessUI

/// Clears the modifiers of the subviews of views with `ignoreSubviewModifiers` (direct
/// subviews, or the whole subtree when recursive).
@preconcurrency @MainActor
enum IgnoreSubviewModifiersPreprocessor {
  static func process(_ context: HeroContext) {
    for views in [context.fromViews, context.toViews] {
      for view in views {
        guard let recursive = context[view]?.ignoreSubviewModifiers else { continue }
        if recursive {
          var stack = view.subviews
          while let next = stack.popLast() {
            context[next] = nil
            stack.append(contentsOf: next.subviews)
          }
        } else {
          for subview in view.subviews { context[subview] = nil }
        }
      }
    }
  }
}
