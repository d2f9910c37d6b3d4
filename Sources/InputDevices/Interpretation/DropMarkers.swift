import GestureLog

/// A device's `SYN_DROPPED` markers, walked alongside its frames: tells which frame the kernel
/// cut (formats that keep drops as markers rather than events).
///
/// Walk the frames in time order and ask ``cuts(_:)`` once per frame; a marker cuts the first
/// frame at or after it, and only that one.
struct DropMarkers {
  private let times: [Int64]
  private var index = 0
  private var previousTime = Int64.min

  /// The markers of `device`.
  init(_ device: RecordedDevice) {
    times = device.markers.compactMap { marker in
      if case .synDropped = marker.kind { return marker.time.microseconds }
      return nil
    }.sorted()
  }

  /// Whether a drop was marked after the previous frame and at or before `frame`.
  mutating func cuts(_ frame: Frame) -> Bool {
    var dropped = false
    let time = frame.time.microseconds
    while index < times.count && times[index] <= time {
      if times[index] > previousTime { dropped = true }
      index += 1
    }
    previousTime = time
    return dropped
  }
}
