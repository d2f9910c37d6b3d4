import Foundation
import HeadlessUI

/// Hero's default animator: one ``HeroViewContext`` per animated view, durations per spec
/// docs/spec/HERO.md §2.2, seek / resume / apply / changeTarget per docs/spec/HERO.md §2.1 and docs/spec/HERO.md §3.
@preconcurrency @MainActor
final class HeroDefaultAnimator {
  /// Contexts in creation (drawing) order.
  private(set) var contexts: [HeroViewContext] = []
  private var byView = IdentityTable<HeroViewContext>()

  func context(for view: UIView) -> HeroViewContext? {
    byView[ObjectIdentifier(view)]
  }

  /// A counter that changes whenever ``contexts`` does.
  private(set) var generation: UInt64 = 0

  /// Makes room for `count` contexts (a transition's animated views are known before they
  /// are added: the table does not grow and rehash on the way).
  func reserveCapacity(_ count: Int) {
    guard contexts.isEmpty, byView.count == 0 else { return }
    contexts.reserveCapacity(count)
    byView = IdentityTable(minimumCapacity: count)
  }

  func add(_ context: HeroViewContext) {
    HeroViewContext.noteChange()
    generation &+= 1
    contexts.append(context)
    byView[ObjectIdentifier(context.view)] = context
  }

  /// Puts the contexts in Hero's drawing order (``HeroDrawingOrder``) and numbers them.
  func arrange(in context: HeroContext) {
    contexts = HeroDrawingOrder.arrange(contexts, in: context)
    for (index, viewContext) in contexts.enumerated() { viewContext.order = index }
    generation &+= 1
  }

  /// Sets each view's duration and starts its animations; returns the longest
  /// `delay + max(d, spring settling)`.
  func animate(now: Double) -> Double {
    var maxDuration: Double = 0
    for context in contexts {
      if let duration = context.targetState.duration, duration != .infinity {
        context.duration = duration
        maxDuration = max(maxDuration, duration)
      } else {
        let duration = context.optimizedDuration(at: now)
        if context.targetState.duration == nil { context.duration = duration }
        maxDuration = max(maxDuration, duration)
      }
    }
    // Hero walks a dictionary here, so a match-longest view could also see earlier views'
    // delays; the spec fixes the longest duration before delays and springs, as done here.
    let longest = maxDuration
    for context in contexts {
      if context.targetState.duration == .infinity { context.duration = longest }
      maxDuration = max(maxDuration, context.startAnimations(now: now))
    }
    return maxDuration
  }

  func seek(timePassed: Double) {
    for context in contexts { context.seek(timePassed: timePassed) }
  }

  func resume(timePassed: Double, reverse: Bool, now: Double) -> Double {
    var duration: Double = 0
    for context in contexts {
      if context.targetState.duration == nil {
        context.duration = max(context.duration, context.optimizedDuration(at: now) + timePassed)
      }
      duration = max(duration, context.resume(timePassed: timePassed, reverse: reverse, now: now))
    }
    return duration
  }

  func apply(state: HeroTargetState, to view: UIView, now: Double) {
    context(for: view)?.apply(state: state, now: now)
  }

  func changeTarget(state: HeroTargetState, isDestination: Bool, to view: UIView, now: Double) {
    context(for: view)?.changeTarget(state: state, isDestination: isDestination, now: now)
  }

  func clean() {
    HeroViewContext.noteChange()
    generation &+= 1
    contexts.removeAll()
    byView.removeAll()
  }
}
