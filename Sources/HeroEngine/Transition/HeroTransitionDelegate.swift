import Foundation

/// Observes a ``HeroTransition``'s state and progress.
@preconcurrency @MainActor
public protocol HeroTransitionDelegate: AnyObject {
  /// Called on every state change.
  func heroTransition(_ hero: HeroTransition, didUpdate state: HeroTransitionState)
  /// Called on every progress assignment, in any state.
  func heroTransition(_ hero: HeroTransition, didUpdate progress: Double)
}

extension HeroTransitionDelegate {
  /// Does nothing.
  public func heroTransition(_ hero: HeroTransition, didUpdate state: HeroTransitionState) {}
  /// Does nothing.
  public func heroTransition(_ hero: HeroTransition, didUpdate progress: Double) {}
}

/// Observes progress while a transition animates (Hero's `HeroProgressUpdateObserver`); the
/// observer list is dropped when the transition completes.
@preconcurrency @MainActor
public protocol HeroProgressUpdateObserver: AnyObject {
  /// Called on each progress change while the state is `.animating`.
  func heroDidUpdateProgress(progress: Double)
}
