import GestureLog
import InputDevices

/// Turns a recording into the touch frames a replay delivers: the InputDevices interpreter
/// under an ``InputMapping``, cut to one gesture found by InputDevices' `GestureSegmenter`.
public enum ReplayInput {
  /// The touch frames of `recording` (all of them when `gesture` is nil, else those of that
  /// gesture: its device's frames from its start to its end).
  public static func frames(
    of recording: Recording, mapping: InputMapping = .standard, gesture: Int?
  ) throws(ReplayError) -> [ReplayTouchFrame] {
    let all = TouchInterpreter.touchFrames(for: recording, mapping: mapping)
    guard let gesture else {
      guard !all.isEmpty else {
        throw .noInput("the recording produces no touches under this input mapping")
      }
      return all.map(ReplayTouchFrame.init)
    }
    let segments = GestureSegmenter.segments(of: recording, mapping: mapping)
    guard gesture >= 0, gesture < segments.count else {
      if segments.isEmpty { throw .noInput("the recording holds no gesture") }
      throw .noSuchGesture(requested: gesture, available: segments.count)
    }
    let segment = segments[gesture]
    let selected = all.filter {
      $0.device == segment.device && $0.time >= segment.start && $0.time <= segment.end
    }
    guard !selected.isEmpty else {
      throw .noInput(
        "gesture \(gesture) (\(segment.kind.rawValue)) produces no touches under this input "
          + "mapping")
    }
    return selected.map(ReplayTouchFrame.init)
  }
}
