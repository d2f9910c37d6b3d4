import CLibevdev

#if canImport(Glibc)
  import Glibc
#endif

/// The production ``RecorderWaiter``: poll(2) on the devices' descriptors and the
/// ``StopSignals`` descriptor.
public final class PollWaiter: RecorderWaiter {
  private let signals: StopSignals

  /// A waiter that also watches `signals`.
  public init(signals: StopSignals) {
    self.signals = signals
  }

  public func wait(
    on devices: [any InputDeviceHandle], timeout: Int32
  ) throws(EvdevError) -> WaitOutcome {
    var descriptors = [pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0)]
    for device in devices where device.pollDescriptor >= 0 {
      descriptors.append(pollfd(fd: device.pollDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    if ready < 0 {
      if errno == EINTR { return .timeout }
      throw EvdevError(path: "poll", operation: .read, errorNumber: errno)
    }
    if descriptors[0].revents != 0, let signal = signals.take() { return .stop(signal: signal) }
    return ready == 0 ? .timeout : .input
  }
}
