/// The current virtual time in seconds: ``FrameClock/current``'s ``FrameClock/now``, or 0
/// when no clock is current. Prefer `view.window?.clock.mediaTime` where a view is at hand.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> Double {
  FrameClock.current?.mediaTime ?? 0
}
