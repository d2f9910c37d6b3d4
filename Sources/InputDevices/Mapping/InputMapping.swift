import Foundation
import GestureLog

/// How device units become screen points: every choice interpretation makes, in one value
/// the user can set. docs/INPUT.md explains each default and its source.
///
/// - Touchscreens map their axis ranges linearly onto ``touchscreenArea`` (the whole
///   ``screenBounds`` by default).
/// - Touchpads (and tablet touch surfaces) are indirect: finger motion in millimetres
///   (device units ÷ axis resolution, or ÷ the ``fallbackTouchpadSize`` when the resolution
///   is 0) times ``pointsPerMillimetre`` moves a pointer that starts at ``pointerStart``;
///   ``touchpadPan`` says when the pointer is "touching".
/// - Mice and pointing sticks: counts × ``pointsPerCount`` move the pointer; the
///   ``touchButton`` held means touching; the wheel is ignored unless ``wheel`` maps it.
public struct InputMapping: Hashable, Sendable {
  /// The window's (screen's) rectangle in points. Replay sets it to the window's bounds.
  public var screenBounds: CGRect
  /// Where a touchscreen's full axis range lands, in points; nil means ``screenBounds``.
  public var touchscreenArea: CGRect?
  /// Where a relative device's or a touchpad's pointer starts, in points; nil means the
  /// centre of ``screenBounds`` (hit-testing needs a location before any motion).
  public var pointerStart: CGPoint?
  /// Points per millimetre of touchpad finger travel. Default 163 / 25.4 ≈ 6.42: one
  /// millimetre on the pad moves as far as one millimetre on a 163-ppi iPhone screen, so a
  /// touchpad swipe replays like the same finger motion on a phone.
  public var pointsPerMillimetre: CGFloat
  /// The size assumed for a touchpad whose axes have resolution 0 (unknown), in
  /// millimetres: libinput's last fallback, 69 × 50 mm (`tp_init_default_resolution`).
  public var fallbackTouchpadSize: CGSize
  /// How a touchpad is read: as a finger on glass (the default) or as iPadOS's pointer.
  public var touchpadReading: TouchpadReading
  /// When a touchpad's pointer counts as a touch (under ``TouchpadReading/finger``).
  public var touchpadPan: TouchpadPanMode
  /// Whether two fingers on a touchpad become two touches around the pointer (so a pinch
  /// recognizer sees their distance change); their centroid is still the pointer.
  public var touchpadPinch: Bool
  /// Points per relative count of a mouse or pointing stick (default 1: no acceleration).
  public var pointsPerCount: CGFloat
  /// The button that means "touching" for a mouse, a pointing stick, or a touchpad in
  /// ``TouchpadPanMode/clickDrag`` (default `BTN_LEFT`).
  public var touchButton: UInt16
  /// What the wheel does (default: nothing).
  public var wheel: WheelMapping

  /// A mapping; every parameter has the documented default.
  public init(
    screenBounds: CGRect = CGRect(x: 0, y: 0, width: 375, height: 812),
    touchscreenArea: CGRect? = nil,
    pointerStart: CGPoint? = nil,
    pointsPerMillimetre: CGFloat = 163 / 25.4,
    fallbackTouchpadSize: CGSize = CGSize(width: 69, height: 50),
    touchpadPan: TouchpadPanMode = .oneFingerMotion,
    touchpadPinch: Bool = true,
    touchpadReading: TouchpadReading = .finger,
    pointsPerCount: CGFloat = 1,
    touchButton: UInt16 = InputCode.BTN_LEFT,
    wheel: WheelMapping = .ignored
  ) {
    self.screenBounds = screenBounds
    self.touchscreenArea = touchscreenArea
    self.pointerStart = pointerStart
    self.pointsPerMillimetre = pointsPerMillimetre
    self.fallbackTouchpadSize = fallbackTouchpadSize
    self.touchpadPan = touchpadPan
    self.touchpadReading = touchpadReading
    self.touchpadPinch = touchpadPinch
    self.pointsPerCount = pointsPerCount
    self.touchButton = touchButton
    self.wheel = wheel
  }

  /// The defaults.
  public static let standard = InputMapping()

  /// The pointer's start: ``pointerStart`` or the centre of ``screenBounds``.
  public var resolvedPointerStart: CGPoint {
    pointerStart ?? CGPoint(x: screenBounds.midX, y: screenBounds.midY)
  }

  /// The touchscreen target: ``touchscreenArea`` or ``screenBounds``.
  public var resolvedTouchscreenArea: CGRect { touchscreenArea ?? screenBounds }
}

/// How a touchpad's input reaches the app (docs/INPUT.md §3 puts the two side by side).
public enum TouchpadReading: String, Hashable, Sendable, CaseIterable, Codable {
  /// A finger on the pad stands in for a finger on glass: what someone recording on a laptop
  /// usually means. ``InputMapping/touchpadPan`` says when the pointer is a touch
  /// (`UITouch.TouchType.direct`).
  case finger
  /// iPadOS with a trackpad: one finger moves a pointer that is a touch
  /// (`UITouch.TouchType.indirectPointer`, `UIEvent.buttonMask`) only while the pad is
  /// pressed (libinput's button for the press); two fingers moving together scroll, which
  /// reaches a pan recognizer only when its `allowedScrollTypesMask` contains `.continuous`;
  /// the pointer moving without a button reaches `UIHoverGestureRecognizer`.
  case pointer
}

/// When a touchpad's pointer is a touch (what counts as a pan on a touchpad).
public enum TouchpadPanMode: Hashable, Sendable {
  /// Touching while the ``InputMapping/touchButton`` is held (a click-drag; on a clickpad,
  /// pressing the pad, with the button libinput's software button areas or clickfinger
  /// give the press: a press in the right area is `BTN_RIGHT`, not a touch).
  case clickDrag
  /// Touching while exactly one finger is on the pad (and two with
  /// ``InputMapping/touchpadPinch``).
  case oneFingerMotion
  /// Touching while exactly `fingers` fingers are on the pad (2 or 3): the touch is their
  /// centroid (and two touches around it for two fingers with ``InputMapping/touchpadPinch``).
  case swipe(fingers: Int)
}

/// What a mouse wheel does.
public enum WheelMapping: Hashable, Sendable {
  /// Wheel events are ignored (the default).
  case ignored
  /// A run of wheel events becomes a drag at the pointer: each detent moves the touch
  /// `pointsPerDetent` (vertical wheel away from the user = downwards, so content follows
  /// the wheel as in natural scrolling); the touch lifts `endAfter` seconds after the last
  /// wheel event.
  case drag(pointsPerDetent: CGFloat, endAfter: TimeInterval)
}
