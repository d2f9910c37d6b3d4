#if canImport(Glibc)
  import Glibc
#endif

/// The clock a ``Recorder`` reads for flush deadlines, the duration limit and progress: the
/// same clock as the event times (`CLOCK_MONOTONIC`, microseconds).
public protocol RecorderClock: AnyObject {
  /// The current reading in microseconds.
  func now() -> Int64
}

/// `CLOCK_MONOTONIC`, the clock ``LibevdevDevice`` sets on every device it opens.
public final class MonotonicClock: RecorderClock {
  /// The system's monotonic clock.
  public init() {}

  public func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
  }
}
