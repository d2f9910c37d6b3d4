/// One device of a recording: its description and everything it reported.
public struct RecordedDevice: Hashable, Sendable {
  /// The device as described when recording started.
  public var description: DeviceDescription
  /// Every event in arrival order, `SYN_REPORT`s included, unmodified.
  public var events: [InputEvent]
  /// Markers in time order (drops, resyncs, removal, annotations).
  public var markers: [Marker]

  /// A recorded device.
  public init(description: DeviceDescription, events: [InputEvent] = [], markers: [Marker] = []) {
    self.description = description
    self.events = events
    self.markers = markers
  }

  /// The device's frames: runs of events each closed by a `SYN_REPORT`, in order.
  ///
  /// Events after the last `SYN_REPORT` (a truncated recording) form a final incomplete
  /// frame, which is reported with ``Frame/isComplete`` false.
  public var frames: FrameSequence { FrameSequence(events: events) }
}
