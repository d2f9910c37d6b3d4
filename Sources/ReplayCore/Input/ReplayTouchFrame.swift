import InputDevices

/// The input frame a replay delivers: InputDevices' `TouchFrame`, by its former name. An integer
/// literal time is nanoseconds, as before.
@available(
  *, deprecated, renamed: "TouchFrame", message: "Use InputDevices' TouchFrame; see CHANGELOG.md"
)
public typealias ReplayTouchFrame = TouchFrame

/// Splits touch frames into gestures: see `GestureSegmenter.gestures(in:)`.
@available(*, deprecated, message: "Use GestureSegmenter.gestures(in:)")
public enum ReplayGestureSegmenter {
  /// The index ranges of the gestures in `frames`.
  public static func gestures(in frames: [TouchFrame]) -> [Range<Int>] {
    GestureSegmenter.gestures(in: frames)
  }
}
