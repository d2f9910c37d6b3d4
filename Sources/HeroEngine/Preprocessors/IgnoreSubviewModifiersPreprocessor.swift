import Foundation
import HeadlessUI

/// Clears the modifiers of the subviews of views with `ignoreSubviewModifiers` (direct
/// subviews, or the whole subtree when recursive), Hero 1.6.4
/// Sources/Preprocessors/IgnoreSubviewModifiersPreprocessor.swift:28-55.
@preconcurrency @MainActor
enum IgnoreSubviewModifiersPreprocessor {
  static func process(_ context: HeroContext) {
    for views in [context.fromViews, context.toViews] {
      for view in views {
        guard let recursive = context[view]?.ignoreSubviewModifiers else { continue }
        let parent = HeroTableViewWrapper.parent(of: view)
        if recursive {
          var stack = parent.subviews
          while let next = stack.popLast() {
            context[next] = nil
            stack.append(contentsOf: next.subviews)
          }
        } else {
          for subview in parent.subviews { context[subview] = nil }
        }
      }
    }
  }
}
