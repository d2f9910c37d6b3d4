/// Something that happened to a device's stream that is not an evdev event.
///
/// Markers keep the log honest about what the recorder saw: where the kernel dropped
/// events, where the recorder resynchronised, where the device went away.
public struct Marker: Hashable, Sendable {
  /// What a marker records.
  public enum Kind: Hashable, Sendable {
    /// The kernel reported `SYN_DROPPED`: events were lost from here.
    case synDropped
    /// The recorder resynchronised device state after a drop; the events that follow up to
    /// the next `SYN_REPORT` are libevdev's synthesised state changes.
    case resync
    /// The device disappeared (`ENODEV`); its stream ends here.
    case deviceRemoved
    /// A free-form note attached to a time (a person's or a tool's).
    case annotation(String)
  }

  /// When it happened, on the recording's time line.
  public var time: Timestamp
  /// What happened.
  public var kind: Kind

  /// A marker at `time`.
  public init(time: Timestamp, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
