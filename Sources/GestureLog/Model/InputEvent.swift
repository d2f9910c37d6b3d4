/// One evdev event (`struct input_event`), exactly as the kernel delivered it.
///
/// 16 bytes in memory; a recording keeps its events in one contiguous array per device.
public struct InputEvent: Hashable, Sendable {
  /// When the kernel stamped the event, as an offset from the recording's first event.
  public var time: Timestamp
  /// The event type (`InputCode.EV_ABS`, …).
  public var type: UInt16
  /// The event code within its type (`InputCode.ABS_MT_POSITION_X`, …).
  public var code: UInt16
  /// The value; its meaning depends on type and code.
  public var value: Int32

  /// An event at `time`.
  @inlinable
  public init(time: Timestamp, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// Whether this event closes a frame (`EV_SYN`/`SYN_REPORT`).
  @inlinable
  public var isSynReport: Bool { type == InputCode.EV_SYN && code == InputCode.SYN_REPORT }
}

extension InputEvent: CustomStringConvertible {
  /// The event as `time TYPE CODE value`, with the kernel's names where it has them.
  public var description: String {
    let typeText = InputCode.typeName(type) ?? "type \(type)"
    let codeText = InputCode.codeName(type: type, code: code) ?? "code \(code)"
    return "\(time) \(typeText) \(codeText) \(value)"
  }
}
