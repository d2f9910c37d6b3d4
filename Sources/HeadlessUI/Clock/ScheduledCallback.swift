/// A handle on a callback scheduled on a ``FrameClock``, used to cancel it.
public struct ScheduledCallback: Hashable, Sendable {
  /// The clock-unique number of the callback, in scheduling order.
  public let id: UInt64
}
