/// A gesture log in memory: one or more devices, each with its description and its timed
/// evdev events, on one shared time line whose zero is the first event.
public struct Recording: Hashable, Sendable {
  /// The devices, in the order the file lists them.
  public var devices: [RecordedDevice]
  /// How and where the recording was made.
  public var metadata: RecordingMetadata

  /// A recording.
  public init(devices: [RecordedDevice], metadata: RecordingMetadata = RecordingMetadata()) {
    self.devices = devices
    self.metadata = metadata
  }

  /// The number of events of every device.
  public var eventCount: Int { devices.reduce(0) { $0 + $1.events.count } }

  /// The time of the first event of any device, or nil when there are no events.
  public var startTime: Timestamp? {
    devices.compactMap { $0.events.first?.time }.min()
  }

  /// The time of the last event of any device, or nil when there are no events.
  public var endTime: Timestamp? {
    devices.compactMap { $0.events.last?.time }.max()
  }

  /// The time from the first event to the last, in microseconds (0 when empty).
  public var duration: Int64 {
    guard let start = startTime, let end = endTime else { return 0 }
    return end.microseconds - start.microseconds
  }

  /// Every frame of every device in time order, ties broken by device index: the order
  /// in which replay delivers them.
  public var timeOrderedFrames: [(device: Int, frame: Frame)] {
    var all: [(device: Int, frame: Frame)] = []
    for (index, device) in devices.enumerated() {
      for frame in device.frames { all.append((index, frame)) }
    }
    // A stable merge: sort by time, then device, then position (kept by stability).
    return all.enumerated().sorted { lhs, rhs in
      if lhs.element.frame.time != rhs.element.frame.time {
        return lhs.element.frame.time < rhs.element.frame.time
      }
      if lhs.element.device != rhs.element.device { return lhs.element.device < rhs.element.device }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
