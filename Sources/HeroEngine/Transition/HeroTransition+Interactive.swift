import Foundation
import HeadlessUI

extension HeroTransition {
  /// Seeks the transition to `percentageComplete` (clamped to 0…1) and stops the runner.
  /// Outside `.animating` the value is stored and applied when animation starts — even by
  /// the NEXT transition if none is starting (Hero issue #371).
  public func update(_ percentageComplete: CGFloat) {
    log(.update(progress: Double(percentageComplete)))
    performUpdate(percentageComplete)
  }

  func performUpdate(_ percentageComplete: CGFloat) {
    guard !hasCrashed else { return }
    guard state == .animating else {
      startingProgress = percentageComplete
      return
    }
    runner.stop()
    startFrames()
    progress = Double(min(max(percentageComplete, 0), 1))
  }

  /// Animates from the current (possibly `apply`-overridden) state to the end state, then
  /// completes (docs/spec/HERO.md §3.1–3.4); `animate: false` jumps to the end.
  public func finish(animate: Bool = true) {
    log(.finish(animate: animate))
    performFinish(animate: animate)
  }

  func performFinish(animate: Bool) {
    guard !hasCrashed else { return }
    guard state == .animating || state == .notified || state == .starting else { return }
    if !animate {
      complete(finished: true)
      return
    }
    let timePassed = progress * totalDuration
    var maxTime = animator.resume(timePassed: timePassed, reverse: false, now: now)
    for plugin in plugins {
      maxTime = max(maxTime, plugin.resume(timePassed: timePassed, reverse: false))
    }
    complete(after: maxTime, finishing: true)
  }

  /// Animates from the current state back to the start state, then completes as cancelled;
  /// `animate: false` jumps back. Explicit-duration views take the FORWARD remaining time
  /// (Hero's quirk, docs/spec/HERO.md §3.3).
  public func cancel(animate: Bool = true) {
    log(.cancel(animate: animate))
    guard !hasCrashed else { return }
    guard state == .animating || state == .notified || state == .starting else { return }
    if !animate {
      complete(finished: false)
      return
    }
    let timePassed = abs(progress) * totalDuration
    var maxTime = animator.resume(timePassed: timePassed, reverse: true, now: now)
    for plugin in plugins {
      maxTime = max(maxTime, plugin.resume(timePassed: timePassed, reverse: true))
    }
    complete(after: maxTime, finishing: false)
  }

  /// Pins the keys the modifiers set on `view` (and its matched counterpart) until the next
  /// `update`; finish/cancel animate from the pinned values (docs/spec/HERO.md §3.7). Only while animating;
  /// views Hero does not animate are ignored.
  public func apply(modifiers: [HeroModifier], to view: UIView) {
    let targetState = HeroTargetState(modifiers: modifiers)
    if !callObservers.isEmpty {
      log(.apply(view: viewKey(view), values: appliedValues(targetState)))
    }
    guard state == .animating, !hasCrashed, let context else { return }
    let now = self.now
    if let other = context.pairedView(for: view) {
      animator.apply(state: targetState, to: other, now: now)
      for plugin in plugins { plugin.apply(state: targetState, to: other) }
    }
    animator.apply(state: targetState, to: view, now: now)
    for plugin in plugins { plugin.apply(state: targetState, to: view) }
  }

  /// Rewrites the end (`isDestination`) or start values of `view`'s keys, taking effect at
  /// finish/cancel; the matched counterpart gets the same change with `isDestination`
  /// inverted (docs/spec/HERO.md §3.7).
  public func changeTarget(
    modifiers: [HeroModifier], isDestination: Bool = true, to view: UIView
  ) {
    let targetState = HeroTargetState(modifiers: modifiers)
    if !callObservers.isEmpty {
      log(
        .changeTarget(
          view: viewKey(view), isDestination: isDestination, values: appliedValues(targetState)))
    }
    guard state == .animating, !hasCrashed, let context else { return }
    let now = self.now
    if let other = context.pairedView(for: view) {
      animator.changeTarget(state: targetState, isDestination: !isDestination, to: other, now: now)
      for plugin in plugins {
        plugin.changeTarget(state: targetState, isDestination: !isDestination, to: other)
      }
    }
    animator.changeTarget(state: targetState, isDestination: isDestination, to: view, now: now)
    for plugin in plugins {
      plugin.changeTarget(state: targetState, isDestination: isDestination, to: view)
    }
  }

  func viewKey(_ view: UIView) -> String {
    context?.identifier(for: view) ?? view.hero.id ?? view.accessibilityIdentifier ?? "view"
  }

  func appliedValues(_ state: HeroTargetState) -> [HeroAppliedValue] {
    // Straight from the state's pairs (`values(for:)` would build a list of them first), and
    // not with `map`: a closure handed to the standard library pays an isolation check per
    // element.
    var applied: [HeroAppliedValue] = []
    HeroViewContext.forEachValue(of: state, currentSize: nil, scaleBasedDefault: nil) {
      applied.append(HeroAppliedValue(key: $0, value: $1))
    }
    return applied
  }
}
