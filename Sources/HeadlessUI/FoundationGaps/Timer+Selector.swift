import Foundation

/// Foundation's target–selector timers in the port's form: the port makes
/// `#selector(cleanup)` the unapplied method `Self.cleanup`, and swift-corelibs-foundation has
/// only block timers. As on iOS, the timer keeps its target until it is invalidated (a
/// non-repeating one, until it fires). The timer runs on the run loop's real clock, as any
/// Foundation timer does here — a replay's virtual clock does not drive it (docs/PORTING.md,
/// "There, but not as on a device"). `userInfo` is not kept.
extension Timer {
  /// Schedules a timer on the current run loop that calls `target`'s `selector` (a method
  /// taking no argument) every `interval` seconds, or once.
  @preconcurrency @MainActor @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Any,
    selector: @escaping @MainActor (Target) -> @MainActor () -> Void, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    scheduledTimer(
      timeInterval: interval, target: target, selector: Selector(selector), userInfo: userInfo,
      repeats: repeats)
  }

  /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`` for a method that takes
  /// the timer.
  @preconcurrency @MainActor @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Any,
    selector: @escaping @MainActor (Target) -> @MainActor (Timer) -> Void, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    scheduledTimer(
      timeInterval: interval, target: target, selector: Selector(selector), userInfo: userInfo,
      repeats: repeats)
  }

  /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`` for a ``Selector``
  /// value.
  @preconcurrency @MainActor @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let call = TimerCall(target: target as AnyObject, selector: selector)
    return scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
      // The block runs on the run loop's thread, the main one for a timer scheduled from the
      // main actor: the timer does not leave it.
      let fired = FiredTimer(timer: timer)
      MainActor.assumeIsolated { call.fire(fired.timer) }
    }
  }
}

/// A timer handed to the main actor on the thread it fired on.
private struct FiredTimer: @unchecked Sendable {
  let timer: Timer
}

/// A timer's target and action, kept by the timer's block (so the timer keeps its target, as
/// iOS's does). Fired on the main thread only (`assumeIsolated` checks).
private final class TimerCall: @unchecked Sendable {
  let target: AnyObject
  let selector: Selector

  @MainActor
  init(target: AnyObject, selector: Selector) {
    self.target = target
    self.selector = selector
  }

  @MainActor
  func fire(_ timer: Timer) {
    selector.body(target, timer, nil)
  }
}
