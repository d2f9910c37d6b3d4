import Foundation

/// Where a touch is in its sequence (UIKit's `UITouch.Phase` cases, by the same names).
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
  /// Whether the touch is down after this frame (began, moved or stationary).
  public var isDown: Bool { !isFinal }
}

/// One touch at one instant: its identity, phase and place. The one touch value every layer
/// speaks: InputDevices' interpreter puts them in its `TouchFrame`s, HeadlessUI's window
/// delivers them (`UIWindow.deliver(_:at:advancingClock:type:buttonMask:)`), and tests build
/// them by hand.
public struct TouchPoint: Hashable, Sendable {
  /// The phase of a touch (``TouchPhase``), by its nested name.
  public typealias Phase = TouchPhase

  /// The touch's identity, kept over its sequence from `.began` to `.ended` or `.cancelled`:
  /// on a device, unique within an interpretation (a tracking id reused by the device gets a
  /// new identity; a window sees InputDevices' `TouchFrame.windowID(of:)`); in a window, the
  /// finger's identifier.
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

  /// A touch point, location first.
  public init(id: Int, location: CGPoint, phase: TouchPhase) {
    self.init(id: id, phase: phase, location: location)
  }
}
