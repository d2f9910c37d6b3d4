import Foundation
import InputDevices
import Kinematics

/// The input frame a replay delivers: InputDevices' `TouchFrame`, by its former name.
@available(
  *, deprecated, renamed: "TouchFrame", message: "Use InputDevices' TouchFrame; see CHANGELOG.md"
)
public typealias ReplayTouchFrame = TouchFrame

extension TouchFrame {
  /// A frame at `time` nanoseconds.
  @available(*, deprecated, message: "Use init(time: VirtualInstant, touches:pointer:)")
  public init(time: Int64, touches: [TouchPoint], pointer: PointerFrame? = nil) {
    self.init(time: VirtualInstant(nanoseconds: time), touches: touches, pointer: pointer)
  }

  /// A drag between two replay points over `duration` nanoseconds.
  @available(
    *, deprecated, message: "Use drag(from: CGPoint, to: CGPoint, duration: VirtualDuration)"
  )
  public static func drag(
    from start: ReplayPoint, to end: ReplayPoint, duration: Int64, samplesPerSecond: Int = 100
  ) -> [TouchFrame] {
    drag(
      from: CGPoint(start), to: CGPoint(end), duration: .nanoseconds(duration),
      samplesPerSecond: samplesPerSecond)
  }
}

/// Splits touch frames into gestures: see `GestureSegmenter.gestures(in:)`.
@available(*, deprecated, message: "Use GestureSegmenter.gestures(in:)")
public enum ReplayGestureSegmenter {
  /// The index ranges of the gestures in `frames`.
  public static func gestures(in frames: [TouchFrame]) -> [Range<Int>] {
    GestureSegmenter.gestures(in: frames)
  }
}
