import GestureLog

/// Interprets whole devices and recordings into time-ordered ``TouchFrame``s.
public enum TouchInterpreter {
  /// The touch frames of one device, in time order, ending with the cancellation of any
  /// touch still down.
  public static func touchFrames(
    for device: RecordedDevice, deviceIndex: Int = 0, mapping: InputMapping = .standard
  ) -> [TouchFrame] {
    var stream = TouchStream(
      description: device.description, deviceIndex: deviceIndex, mapping: mapping)
    var frames: [TouchFrame] = []
    var drops = DropMarkers(device)
    for frame in device.frames {
      // A SYN_DROPPED marker cuts the frame in progress when it was recorded.
      let dropped = drops.cuts(frame)
      if let touchFrame = stream.feed(frame, dropped: dropped) { frames.append(touchFrame) }
      if let held = stream.takePendingFrame() { frames.append(held) }
    }
    frames.append(contentsOf: stream.finish())
    return frames
  }

  /// The touch frames of every device of a recording, merged in time order (ties by device
  /// index, then production order).
  public static func touchFrames(
    for recording: Recording, mapping: InputMapping = .standard
  ) -> [TouchFrame] {
    var all: [TouchFrame] = []
    for (index, device) in recording.devices.enumerated() {
      all.append(contentsOf: touchFrames(for: device, deviceIndex: index, mapping: mapping))
    }
    guard recording.devices.count > 1 else { return all }
    return all.enumerated().sorted { lhs, rhs in
      if lhs.element.time != rhs.element.time { return lhs.element.time < rhs.element.time }
      if lhs.element.device != rhs.element.device {
        return lhs.element.device < rhs.element.device
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

}
