/// Splits a stream of touch frames into gestures: a gesture runs from a frame where touches go
/// down (or a trackpad scroll begins) with nothing down before, to the frame where the last
/// one lifts (or the scroll ends), inclusive.
public enum ReplayGestureSegmenter {
  /// The index ranges of the gestures in `frames`, in order. Frames with no touches between
  /// gestures belong to none. A gesture still down at the end runs to the last frame.
  public static func gestures(in frames: [ReplayTouchFrame]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for (index, frame) in frames.enumerated() {
      let down = frame.isDown
      if start == nil,
        down || frame.touches.contains(where: { $0.phase == .began })
          || frame.pointer?.scroll?.phase == .began
      {
        start = index
      }
      if let begin = start, !down {
        ranges.append(begin..<(index + 1))
        start = nil
      }
    }
    if let begin = start { ranges.append(begin..<frames.count) }
    return ranges
  }
}
