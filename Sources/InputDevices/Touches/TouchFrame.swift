import Foundation
import GestureLog

/// Where a touch is in its sequence (UIKit's `UITouch.Phase` cases).
public enum TouchPhase: String, Hashable, Sendable {
  /// The finger (or pointer) touched down.
  case began
  /// It moved.
  case moved
  /// It is down and did not move in this frame.
  case stationary
  /// It lifted.
  case ended
  /// The sequence was cut off (e.g. the recording ended with the finger down).
  case cancelled

  /// Whether the touch is gone after this frame.
  public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// What produced a touch.
public enum TouchSource: String, Hashable, Sendable {
  /// A finger on a touchscreen.
  case direct
  /// A finger on a touchpad or tablet touch surface (placed relative to the pointer).
  case indirect
  /// A mouse or pointing stick with its button held (or a mapped wheel).
  case pointer
}

/// One touch in a ``TouchFrame``.
public struct TouchPoint: Hashable, Sendable {
  /// The touch's identity, unique within an interpretation (a tracking id reused by the
  /// device gets a new identity).
  public var id: Int
  /// The phase in this frame.
  public var phase: TouchPhase
  /// The location in screen (window) points.
  public var location: CGPoint

  /// A touch point.
  public init(id: Int, phase: TouchPhase, location: CGPoint) {
    self.id = id
    self.phase = phase
    self.location = location
  }
}

/// The iPad pointer in a ``TouchFrame`` (``TouchpadReading/pointer``): where it is, its
/// buttons, whether it hovers, and the trackpad scroll in progress.
public struct PointerFrame: Hashable, Sendable {
  /// A step of a two-finger trackpad scroll.
  public struct Scroll: Hashable, Sendable {
    /// Where the scroll is in its sequence.
    public enum Phase: String, Hashable, Sendable {
      /// Two fingers started moving.
      case began
      /// They moved on.
      case changed
      /// They lifted (or a button went down).
      case ended
    }
    /// The phase.
    public var phase: Phase
    /// The fingers' movement since the last step, in points (the direction they moved:
    /// iPadOS's natural scrolling).
    public var delta: CGPoint

    /// A scroll step.
    public init(phase: Phase, delta: CGPoint) {
      self.phase = phase
      self.delta = delta
    }
  }

  /// The pointer's location in screen points.
  public var location: CGPoint
  /// The buttons held, as `UIEvent.ButtonMask` bits (1 primary, 2 secondary, 4 middle).
  public var buttons: Int
  /// Whether the pointer hovers (no button held, not scrolling): hover recognizers follow it.
  public var hovering: Bool
  /// The scroll step of this frame, if any.
  public var scroll: Scroll?

  /// A pointer state.
  public init(location: CGPoint, buttons: Int, hovering: Bool, scroll: Scroll? = nil) {
    self.location = location
    self.buttons = buttons
    self.hovering = hovering
    self.scroll = scroll
  }
}

/// Every touch of one device at one instant: what a replayer hands to a window.
///
/// A frame lists every touch that is down or that ends in it, each with its phase
/// (`.stationary` for touches that did not change), ordered by ``TouchPoint/id``.
public struct TouchFrame: Hashable, Sendable {
  /// The frame's time on the recording's time line.
  public var time: Timestamp
  /// The index of the device in the recording.
  public var device: Int
  /// What produced the touches.
  public var source: TouchSource
  /// The touches.
  public var touches: [TouchPoint]
  /// Fingers the device reports at this instant (from `BTN_TOOL_*` or contacts), which may
  /// exceed `touches.count` (a pad that counts fingers it cannot position, or a touchpad
  /// mode that turns several fingers into one pointer touch).
  public var fingerCount: Int
  /// The iPad pointer, under ``TouchpadReading/pointer`` (nil otherwise): the frame's
  /// touches are then the pointer's (`UITouch.TouchType.indirectPointer`).
  public var pointer: PointerFrame?

  /// A frame.
  public init(
    time: Timestamp, device: Int = 0, source: TouchSource, touches: [TouchPoint],
    fingerCount: Int, pointer: PointerFrame? = nil
  ) {
    self.time = time
    self.device = device
    self.source = source
    self.touches = touches
    self.fingerCount = fingerCount
    self.pointer = pointer
  }

  /// The time in seconds.
  public var seconds: Double { time.seconds }

  /// The centroid of the touches, or nil without touches.
  public var centroid: CGPoint? {
    guard !touches.isEmpty else { return nil }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in touches {
      x += touch.location.x
      y += touch.location.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }
}
