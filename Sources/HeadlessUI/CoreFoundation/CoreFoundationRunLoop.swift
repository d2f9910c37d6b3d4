import Foundation

// CoreFoundation's run loop and timer functions, as iOS code calls them, on Foundation's own
// `RunLoop` and `Timer` (CoreFoundation bridges them toll-free on iOS: a `CFRunLoopTimer` is a
// `Timer`). A timer made here runs as any `Timer` of the run loop it is added to.

/// A run loop (Foundation's, bridged).
public typealias CFRunLoop = RunLoop
/// A run-loop timer (Foundation's `Timer`, bridged).
public typealias CFRunLoopTimer = Timer
/// A run-loop mode.
public typealias CFRunLoopMode = RunLoop.Mode

/// The default allocator: nil, as CoreFoundation's `kCFAllocatorDefault` stands for it.
public var kCFAllocatorDefault: CFAllocator? { nil }
/// The default run-loop mode.
public var kCFRunLoopDefaultMode: CFRunLoopMode { .default }
/// The common modes.
public var kCFRunLoopCommonModes: CFRunLoopMode { .common }

/// The main thread's run loop.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopGetMain() -> CFRunLoop { RunLoop.main }

/// The current thread's run loop.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopGetCurrent() -> CFRunLoop { RunLoop.current }

/// Asks `runLoop` to stop running. Foundation on Linux has no way to stop a run loop from
/// outside, so this does nothing: code that runs a nested loop until it calls this runs it to
/// its own deadline instead. (iOS documents the stop; the difference is stated in
/// docs/HEADLESSUI.md.)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopStop(_ runLoop: CFRunLoop) {}

/// Runs `block` on `runLoop`'s next turn.
///
/// - Parameters:
///   - runLoop: the run loop.
///   - mode: the mode (any mode runs it: Foundation's `perform(_:)` takes the default ones).
///   - block: the work.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopPerformBlock(
  _ runLoop: CFRunLoop, _ mode: Any?, _ block: @escaping @Sendable () -> Void
) {
  runLoop.perform(block)
}

/// A timer that calls `block` at `fireDate` and then every `interval` seconds (once when
/// `interval` is 0 or less); it runs once added to a run loop (`RunLoop.add(_:forMode:)`).
///
/// - Parameters:
///   - allocator: ignored (``kCFAllocatorDefault``).
///   - fireDate: the first fire, in seconds since 1 January 2001 (``CFAbsoluteTimeGetCurrent()``).
///   - interval: seconds between fires.
///   - flags: ignored (CoreFoundation reserves it).
///   - order: ignored (CoreFoundation reserves it).
///   - block: called with the timer at each fire.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopTimerCreateWithHandler(
  _ allocator: CFAllocator?, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
  _ flags: CFOptionFlags, _ order: CFIndex,
  _ block: @escaping @Sendable (CFRunLoopTimer?) -> Void
) -> CFRunLoopTimer! {
  Timer(
    fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: max(interval, 0),
    repeats: interval > 0, block: block)
}

/// Adds `timer` to `runLoop` in `mode`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopAddTimer(_ runLoop: CFRunLoop, _ timer: CFRunLoopTimer, _ mode: CFRunLoopMode)
{
  runLoop.add(timer, forMode: mode)
}

/// Stops `timer` for good.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer) { timer.invalidate() }
