import Foundation
import GestureLog
import Kinematics

/// What a segment of input was, judged from its motion (thresholds in docs/INPUT.md).
public enum GestureKind: String, Hashable, Sendable, Codable {
  /// Fingers down and up without moving (less than 0.5 s); on a touchpad, a tap by
  /// libinput's tap-to-click rules.
  case tap
  /// Fingers held without moving for at least 0.5 s (UIKit's long-press default); on a
  /// touchpad, any touch that did not move and was not a tap.
  case hold
  /// One finger moved.
  case drag
  /// Two or more fingers moved together.
  case swipe
  /// Two or more fingers changed their spread more than they moved together.
  case pinch
  /// A button pressed and released without moving the pointer (a mouse button, or a
  /// touchpad's physical press).
  case click
  /// A button held while the pointer moved (on a touchpad: a click-drag).
  case buttonDrag = "button-drag"
}

/// One gesture of a recording: from the first finger down to all fingers up (touch
/// surfaces), or from a button press to its release (mice, pointing sticks, and the physical
/// presses of touchpads and clickpads).
public struct GestureSegment: Hashable, Sendable, Codable {
  /// The device's index in the recording.
  public var device: Int
  /// The first frame of the gesture.
  public var start: VirtualInstant
  /// The frame in which it ended (or the recording's last frame when it was cut off).
  public var end: VirtualInstant
  /// What it was.
  public var kind: GestureKind
  /// The most fingers down at once (0 for a mouse's button gesture; for a touchpad press,
  /// the fingers on the pad while it was held).
  public var fingerCount: Int
  /// The button of a button gesture (`BTN_LEFT`, …) as libinput would report it (a
  /// clickpad's software button area decides), or the button a touchpad tap clicks; nil for
  /// other touch gestures.
  public var button: UInt16?
  /// The clickpad's software button area a press landed in, when the pad uses
  /// ``TouchpadClickMethod/buttonAreas``.
  public var buttonArea: SoftwareButtonArea?
  /// The movement of the (continuous) centroid from start to end, in points.
  public var translation: CGPoint
  /// The largest distance of the centroid from its start, in points.
  public var maximumDisplacement: CGFloat
  /// The velocity at the end, in points per second (LSQ2 with the standard rules; zero when
  /// the fingers paused more than 40 ms before lifting).
  public var endVelocity: CGPoint
  /// The fingers' spread at the end relative to the start (1 for one finger).
  public var scale: CGFloat
  /// The smallest spread ratio reached during the gesture.
  public var minimumScale: CGFloat
  /// The largest spread ratio reached during the gesture.
  public var maximumScale: CGFloat
  /// Whether the recording ended before the fingers lifted (the gesture was cut off).
  public var wasCutOff: Bool

  /// A segment.
  public init(
    device: Int, start: VirtualInstant, end: VirtualInstant, kind: GestureKind, fingerCount: Int,
    button: UInt16?, buttonArea: SoftwareButtonArea? = nil, translation: CGPoint,
    maximumDisplacement: CGFloat, endVelocity: CGPoint, scale: CGFloat, minimumScale: CGFloat,
    maximumScale: CGFloat, wasCutOff: Bool
  ) {
    self.device = device
    self.start = start
    self.end = end
    self.kind = kind
    self.fingerCount = fingerCount
    self.button = button
    self.buttonArea = buttonArea
    self.translation = translation
    self.maximumDisplacement = maximumDisplacement
    self.endVelocity = endVelocity
    self.scale = scale
    self.minimumScale = minimumScale
    self.maximumScale = maximumScale
    self.wasCutOff = wasCutOff
  }

  /// From the first touch down to the lift (`end - start`).
  public var duration: VirtualDuration { end - start }
}
