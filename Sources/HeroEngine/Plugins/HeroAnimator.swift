import Foundation
import HeadlessUI

/// A step that adjusts the views' target states before anything animates (Hero 1.6.4
/// Sources/HeroTypes.swift:26-29). Plugins are preprocessors; they run after Hero's own.
@preconcurrency @MainActor
public protocol HeroPreprocessor: AnyObject {
  /// The transition being prepared.
  var hero: HeroTransition! { get set }
  /// Adjusts `context` for the collected views of both sides.
  func process(fromViews: [UIView], toViews: [UIView])
}

/// Something that animates views during a transition (Hero 1.6.4 Sources/HeroTypes.swift:31-
/// 43). Plugins are animators; the engine's own animator is not exposed through this protocol.
@preconcurrency @MainActor
public protocol HeroAnimator: AnyObject {
  /// The transition being animated.
  var hero: HeroTransition! { get set }
  /// Whether this animator animates `view` (it is then hidden, and given a snapshot).
  func canAnimate(view: UIView, appearing: Bool) -> Bool
  /// Starts the animations; returns their duration (`.infinity`: wait for `update`).
  func animate(fromViews: [UIView], toViews: [UIView]) -> TimeInterval
  /// Called when the transition completes.
  func clean()
  /// Pauses at `timePassed` seconds into the transition (interactive updates).
  func seekTo(timePassed: TimeInterval)
  /// Resumes from `timePassed` towards the end (or the start when `reverse`); returns the
  /// time needed.
  func resume(timePassed: TimeInterval, reverse: Bool) -> TimeInterval
  /// Overrides the current look of `view` (`Hero.shared.apply(modifiers:to:)`).
  func apply(state: HeroTargetState, to view: UIView)
  /// Overrides the start or end look of `view` (`Hero.shared.changeTarget`).
  func changeTarget(state: HeroTargetState, isDestination: Bool, to view: UIView)
}
