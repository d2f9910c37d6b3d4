import CLibevdev
import GestureLog

#if canImport(Glibc)
  import Glibc
#endif

/// A real input device node opened read-only through libevdev.
///
/// Opening follows what `libinput record` does, and adds the drain libevdev asks for:
/// `open(O_RDONLY | O_NONBLOCK | O_CLOEXEC)`, `libevdev_new_from_fd`, then at once
/// `libevdev_set_clock_id(CLOCK_MONOTONIC)` (changing the clock flushes the kernel queue),
/// then every pending event is read and discarded so the recording starts from a known
/// state. The device is never grabbed unless ``grab()`` is called.
public final class LibevdevDevice: InputDeviceHandle {
  public let path: String
  public let deviceDescription: DeviceDescription
  public var pollDescriptor: Int32 { fd }

  private let fd: Int32
  private let device: OpaquePointer
  private var grabbed = false

  /// Opens and describes the device at `path`.
  ///
  /// - Parameters:
  ///   - path: the device node, e.g. `/dev/input/event3`.
  ///   - monotonicClock: set `CLOCK_MONOTONIC` on the device (the default); pass
  ///     false only to describe a device without touching its clock (`gesturetape devices`).
  /// - Throws: ``EvdevError`` naming the step that failed (permission problems included).
  public init(path: String, monotonicClock: Bool = true) throws(EvdevError) {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw EvdevError(path: path, operation: .open, errorNumber: errno) }
    var handle: OpaquePointer?
    let created = libevdev_new_from_fd(fd, &handle)
    guard created == 0, let handle else {
      close(fd)
      throw EvdevError(path: path, operation: .describe, errorNumber: -created)
    }
    if monotonicClock {
      let clockSet = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
      guard clockSet == 0 else {
        libevdev_free(handle)
        close(fd)
        throw EvdevError(path: path, operation: .setClock, errorNumber: -clockSet)
      }
    }
    self.path = path
    self.fd = fd
    self.device = handle
    self.deviceDescription = LibevdevDevice.describe(handle)
    if monotonicClock { drainPending() }
  }

  deinit {
    ungrab()
    libevdev_free(device)
    close(fd)
  }

  /// Reads and discards everything queued, resyncing where the kernel dropped, so that
  /// libevdev's state matches the device's.
  private func drainPending() {
    var sync = false
    var event = input_event()
    while true {
      let flag = sync ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
      let status = libevdev_next_event(device, flag, &event)
      if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
        sync = true
      } else if status == -EAGAIN && sync {
        sync = false
      } else if status < 0 {
        return
      }
    }
  }

  public func nextEvent() throws(EvdevError) -> DeviceRead {
    var event = input_event()
    let status = libevdev_next_event(device, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event)
    switch status {
    case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue): return .event(Self.convert(event))
    case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue): return .dropped(Self.convert(event))
    case -EAGAIN: return .empty
    case -ENODEV: return .removed
    default: throw EvdevError(path: path, operation: .read, errorNumber: -status)
    }
  }

  public func nextResyncEvent() throws(EvdevError) -> InputEvent? {
    var event = input_event()
    let status = libevdev_next_event(device, LIBEVDEV_READ_FLAG_SYNC.rawValue, &event)
    switch status {
    case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue): return Self.convert(event)
    case -EAGAIN: return nil
    // Anything else ends the sync; the next normal read reports it (ENODEV included).
    default: return nil
    }
  }

  public func grab() throws(EvdevError) {
    let status = libevdev_grab(device, LIBEVDEV_GRAB)
    guard status == 0 else { throw EvdevError(path: path, operation: .grab, errorNumber: -status) }
    grabbed = true
  }

  public func ungrab() {
    guard grabbed else { return }
    _ = libevdev_grab(device, LIBEVDEV_UNGRAB)
    grabbed = false
  }

  /// The kernel's `struct input_event` as an ``InputEvent`` at its absolute time.
  /// (`input_event_sec`/`_usec` are C macros Swift does not import; `time` is the timeval.)
  private static func convert(_ event: input_event) -> InputEvent {
    InputEvent(
      time: Timestamp(seconds: Int64(event.time.tv_sec), microseconds: Int64(event.time.tv_usec)),
      type: event.type, code: event.code, value: event.value)
  }
}
