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

extension TouchPoint {
  /// A touch at a replay point.
  @available(*, deprecated, message: "Use init(id:location: CGPoint, phase:)")
  public init(id: Int, location: ReplayPoint, phase: TouchPhase) {
    self.init(id: id, phase: phase, location: CGPoint(location))
  }
}

extension PointerFrame {
  /// A pointer at a replay point.
  @available(*, deprecated, message: "Use init(location: CGPoint, buttons:hovering:scroll:)")
  public init(location: ReplayPoint, buttons: Int, hovering: Bool, scroll: Scroll? = nil) {
    self.init(location: CGPoint(location), buttons: buttons, hovering: hovering, scroll: scroll)
  }
}

extension PointerFrame.Scroll {
  /// A scroll step of a replay point's delta.
  @available(*, deprecated, message: "Use init(phase:delta: CGPoint)")
  public init(phase: Phase, delta: ReplayPoint) {
    self.init(phase: phase, delta: CGPoint(delta))
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
