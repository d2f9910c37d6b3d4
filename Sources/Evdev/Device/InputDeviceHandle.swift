import GestureLog

/// An open input device as the recorder sees it: the seam between the recorder and the
/// kernel.
///
/// ``LibevdevDevice`` implements it on a real `/dev/input/eventN` node through libevdev;
/// tests implement it with a scripted fake, so everything above the kernel (drops and
/// resyncs, removal, obfuscation, flushing, stopping) runs without devices.
///
/// Event times are absolute readings of the device's clock (`CLOCK_MONOTONIC` once opened
/// by ``LibevdevDevice``) in microseconds; the recorder rebases them onto the recording's
/// time line.
public protocol InputDeviceHandle: AnyObject {
  /// The device node (`/dev/input/event3`), or a name for a fake.
  var path: String { get }
  /// The device's identity and capabilities, read when it was opened.
  var deviceDescription: DeviceDescription { get }
  /// The file descriptor to wait on for input, or -1 when there is none (fakes).
  var pollDescriptor: Int32 { get }

  /// Reads the next event without blocking.
  ///
  /// - Returns: ``DeviceRead/event(_:)`` with an event, ``DeviceRead/dropped(_:)`` when the
  ///   kernel reported `SYN_DROPPED` (call ``nextResyncEvent()`` until it returns nil),
  ///   ``DeviceRead/empty`` when nothing is pending, ``DeviceRead/removed`` when the device
  ///   went away (`ENODEV`).
  /// - Throws: ``EvdevError`` for any other read failure.
  func nextEvent() throws(EvdevError) -> DeviceRead

  /// The next event of the state delta after a drop (libevdev's `LIBEVDEV_READ_FLAG_SYNC`),
  /// or nil when the device is back in sync.
  func nextResyncEvent() throws(EvdevError) -> InputEvent?

  /// Takes the device for this process alone (`EVIOCGRAB`): nobody else, the desktop
  /// included, sees its events until ``ungrab()``.
  func grab() throws(EvdevError)

  /// Releases a grab; does nothing when not grabbed.
  func ungrab()
}

/// The outcome of one non-blocking read from an ``InputDeviceHandle``.
public enum DeviceRead: Hashable, Sendable {
  /// An event, time in absolute microseconds of the device clock.
  case event(InputEvent)
  /// The kernel dropped events (`SYN_DROPPED`, carried here with its time): the device must
  /// be resynchronised with ``InputDeviceHandle/nextResyncEvent()``.
  case dropped(InputEvent)
  /// Nothing to read now (`EAGAIN`).
  case empty
  /// The device is gone (`ENODEV`): it will never deliver again.
  case removed
}
