import GestureLog

/// Interprets whole devices and recordings into time-ordered ``TouchFrame``s.
public enum TouchInterpreter {
  /// The touch frames of one device, in time order, ending with the cancellation of any
  /// touch still down.
  public static func touchFrames(
    for device: RecordedDevice, deviceIndex: Int = 0, mapping: InputMapping = .standard
  ) -> [TouchFrame] {
    interpret(device, deviceIndex: deviceIndex, mapping: mapping, segmenting: false).frames
  }

  /// The touch frames of every device of `recording` and the gestures they make, from one
  /// decoding of its events: the frames as ``touchFrames(for:mapping:)-(Recording,_)`` gives
  /// them, the gestures as `GestureSegmenter.segments(of:mapping:)` does.
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - mapping: how its devices map onto the screen.
  /// - Returns: each device's frames (by device index) and every gesture, in start order
  ///   (ties by device).
  public static func interpretation(
    of recording: Recording, mapping: InputMapping = .standard
  ) -> (deviceFrames: [[TouchFrame]], segments: [GestureSegment]) {
    var deviceFrames: [[TouchFrame]] = []
    var segments: [GestureSegment] = []
    for (index, device) in recording.devices.enumerated() {
      let one = interpret(device, deviceIndex: index, mapping: mapping, segmenting: true)
      deviceFrames.append(one.frames)
      segments += one.segments
    }
    return (deviceFrames, GestureSegmenter.ordered(segments))
  }

  /// The frames of `device` and, when `segmenting`, its gestures, from one pass of its decoder.
  private static func interpret(
    _ device: RecordedDevice, deviceIndex: Int, mapping: InputMapping, segmenting: Bool
  ) -> (frames: [TouchFrame], segments: [GestureSegment]) {
    var stream = TouchStream(
      description: device.description, deviceIndex: deviceIndex, mapping: mapping,
      segmenting: segmenting)
    var frames: [TouchFrame] = []
    var drops = DropMarkers(device)
    for frame in device.frames {
      // A SYN_DROPPED marker cuts the frame in progress when it was recorded.
      let dropped = drops.cuts(frame)
      if let touchFrame = stream.feed(frame, dropped: dropped) { frames.append(touchFrame) }
      if let held = stream.takePendingFrame() { frames.append(held) }
    }
    let segments = stream.segments
    frames.append(contentsOf: stream.finish())
    return (frames, segments)
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
    return merged(all, devices: recording.devices.count)
  }

  /// Frames of several devices in time order (ties by device index, then production order):
  /// `frames` holds each device's frames one after the other, each device's in time order.
  private static func merged(_ all: [TouchFrame], devices: Int) -> [TouchFrame] {
    guard devices > 1 else { return all }
    return all.enumerated().sorted { lhs, rhs in
      if lhs.element.time != rhs.element.time { return lhs.element.time < rhs.element.time }
      if lhs.element.device != rhs.element.device {
        return lhs.element.device < rhs.element.device
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

}
