import Foundation
import HeadlessUI

/// Pairs destination views with the source views of the same heroID (docs/spec/HERO.md §6.2): both get
/// `source`, the source copies the destination's timing, and the fade rule picks who fades.
@preconcurrency @MainActor
enum MatchPreprocessor {
  static func process(_ context: HeroContext) {
    for destination in context.toViews {
      guard let id = destination.hero.id, let source = context.sourceView(for: id),
        context.destinationView(for: id) === destination
      else { continue }
      var toState = context[destination] ?? HeroTargetState()
      var fromState = context[source] ?? HeroTargetState()
      toState.source = id
      fromState.source = id
      fromState.arc = toState.arc
      fromState.duration = toState.duration
      fromState.timingFunction = toState.timingFunction
      fromState.delay = toState.delay
      fromState.spring = toState.spring

      let forceNonFade = toState.nonFade || fromState.nonFade
      let isNonOpaque =
        !source.isOpaque || source.alpha < 1 || !destination.isOpaque || destination.alpha < 1
      if context.insertToViewFirst {
        fromState.opacity = 0
        if !forceNonFade && isNonOpaque {
          toState.opacity = 0
        } else {
          toState.opacity = nil
          if !destination.layer.masksToBounds && toState.displayShadow {
            fromState.displayShadow = false
          }
        }
      } else {
        toState.opacity = 0
        if !forceNonFade && isNonOpaque {
          fromState.opacity = 0
        } else {
          fromState.opacity = nil
          toState.opacity = nil
          if !source.layer.masksToBounds && fromState.displayShadow {
            toState.displayShadow = false
          }
        }
      }
      context[destination] = toState
      context[source] = fromState
    }
  }
}
