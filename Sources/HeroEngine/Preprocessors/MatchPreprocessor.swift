import Foundation
import HeadlessUI

/// Pairs destination views with the source views of the same heroID (docs/spec/HERO.md §6.2): both get
/// `source`, the source copies the destination's timing, and the fade rule picks who fades
/// (Hero 1.6.4 Sources/Preprocessors/MatchPreprocessor.swift:28-78).
///
/// As in Hero, every destination view with a heroID whose source is registered is paired,
/// also one that was not registered itself (off screen) or shares its heroID with another
/// destination view: each gets the pair's states, and the source's state accumulates.
@preconcurrency @MainActor
enum MatchPreprocessor {
  static func process(_ context: HeroContext) {
    for destination in context.toViews {
      guard let id = destination.hero.id, let source = context.sourceView(for: id)
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
        // The destination is drawn above: it always fades in from 0 (line 59); the source
        // fades out only for a non-opaque pair.
        toState.opacity = 0
        if !forceNonFade && isNonOpaque {
          fromState.opacity = 0
        } else {
          fromState.opacity = nil
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
