/// How a ``Recorder`` waits for input: poll(2) on the device descriptors and a signalfd in
/// production (``PollWaiter``), a script in tests.
public protocol RecorderWaiter: AnyObject {
  /// Waits until one of `devices` may have input, a stop is requested, or `timeout`
  /// milliseconds pass (a negative timeout waits without limit).
  func wait(on devices: [any InputDeviceHandle], timeout: Int32) throws(EvdevError) -> WaitOutcome
}

/// Why a ``RecorderWaiter`` returned.
public enum WaitOutcome: Hashable, Sendable {
  /// Some device may have input.
  case input
  /// The timeout passed with nothing to read.
  case timeout
  /// A stop was requested by the signal with this number (SIGINT, SIGTERM, SIGHUP).
  case stop(signal: Int32)
}
