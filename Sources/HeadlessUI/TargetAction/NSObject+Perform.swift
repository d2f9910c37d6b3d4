import Foundation

/// The requests `perform(_:with:afterDelay:)` made and not yet run, by target.
@preconcurrency @MainActor
enum DelayedPerforms {
  struct Request {
    let clock: FrameClock
    let callback: ScheduledCallback
    let selector: Selector
  }

  static var pending: [ObjectIdentifier: [Request]] = [:]
}

extension NSObject {
  /// Sends `aSelector` to this object now (Objective-C's `performSelector:`): the method the
  /// port wrote for `#selector(x)` is called with this object as its target. Answers nil: a
  /// method's result is not an object here (code that reads it through
  /// `takeUnretainedValue()` gets nothing).
  @MainActor @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
    send(aSelector, with: nil)
    return nil
  }

  /// Sends `aSelector` with `object` as its argument now.
  @MainActor @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
    send(aSelector, with: object)
    return nil
  }

  /// Sends `aSelector` with `anArgument` after `delay` seconds on the frame clock: this view's
  /// window's (a view controller's view's), else the most recent window's; with no window at
  /// all, on the main queue's next turn. The request is kept until it runs or is cancelled
  /// (``cancelPreviousPerformRequests(withTarget:)``), holding this object as iOS holds it.
  @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    let clock =
      (self as? UIView)?.window?.clock
      ?? (self as? UIViewController)?.viewIfLoaded?.window?.clock ?? UIWindow.mostRecentClock
    nonisolated(unsafe) let argument = anArgument
    guard let clock else {
      DispatchQueue.main.async { [self] in
        MainActor.assumeIsolated { send(aSelector, with: argument) }
      }
      return
    }
    let key = ObjectIdentifier(self)
    var callback: ScheduledCallback?
    callback = clock.schedule(after: .seconds(max(delay, 0))) { [self] in
      DelayedPerforms.pending[key]?.removeAll { $0.callback == callback }
      send(aSelector, with: argument)
    }
    if let callback {
      DelayedPerforms.pending[key, default: []].append(
        .init(clock: clock, callback: callback, selector: aSelector))
    }
  }

  /// The same; the run-loop modes are Darwin's and do not apply on the frame clock.
  @MainActor
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    perform(aSelector, with: anArgument, afterDelay: delay)
  }

  /// Cancels every request `perform(_:with:afterDelay:)` made for `aTarget`.
  @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    guard let object = aTarget as AnyObject? else { return }
    let key = ObjectIdentifier(object)
    for request in DelayedPerforms.pending[key] ?? [] { request.clock.cancel(request.callback) }
    DelayedPerforms.pending[key] = nil
  }

  /// Cancels the requests for `aTarget` that send `aSelector`. A selector the port made from a
  /// method cannot be compared with another (Swift functions have no identity), so every
  /// request for the target whose selector names no other method is cancelled: what the
  /// common "cancel, then perform again" debounce needs. Selectors made from names
  /// (`NSSelectorFromString`) are compared by name.
  @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    guard let object = aTarget as AnyObject? else { return }
    let key = ObjectIdentifier(object)
    var kept: [DelayedPerforms.Request] = []
    for request in DelayedPerforms.pending[key] ?? [] {
      if request.selector.name == nil || aSelector.name == nil
        || request.selector.name == aSelector.name
      {
        request.clock.cancel(request.callback)
      } else {
        kept.append(request)
      }
    }
    DelayedPerforms.pending[key] = kept.isEmpty ? nil : kept
  }

  /// Whether this object has the method `aSelector` names: true for a method of its class (an
  /// unapplied method the port wrote for `#selector(x)`) and for a closure; false for a
  /// selector made from a name only, as no method is found by name without the Objective-C
  /// runtime.
  @MainActor
  public func responds(to aSelector: Selector) -> Bool {
    aSelector.isMethod(self)
  }

  /// Whether instances of this class have the method `aSelector` names: true for a method the
  /// port wrote for `#selector(x)` of this class (or a closure), false for a name only.
  public nonisolated class func instancesRespond(to aSelector: Selector) -> Bool {
    aSelector.isMethodOfClass(self)
  }

  @MainActor
  private func send(_ selector: Selector, with argument: Any?) {
    selector.body(self, argument as Any, nil)
  }
}

/// The same for a value typed by a protocol that refines `NSObjectProtocol` (Clean Swift's
/// routers, `(NSObjectProtocol & RoutingLogic)?`): an object of an `NSObject` class answers as
/// ``NSObject`` does; any other answers false and ignores the message.
extension NSObjectProtocol {
  /// Whether the object has the method `aSelector` names (see ``NSObject/responds(to:)``).
  @MainActor
  public func responds(to aSelector: Selector) -> Bool {
    (self as? NSObject)?.responds(to: aSelector) ?? false
  }

  /// Sends `aSelector` now (see ``NSObject/perform(_:)``).
  @MainActor @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
    (self as? NSObject)?.perform(aSelector)
  }

  /// Sends `aSelector` with `object` now (see ``NSObject/perform(_:with:)``).
  @MainActor @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
    (self as? NSObject)?.perform(aSelector, with: object)
  }
}
