import Foundation
import GestureLog
import Kinematics

/// What produced a touch.
public enum TouchSource: String, Hashable, Sendable {
  /// A finger on a touchscreen.
  case direct
  /// A finger on a touchpad or tablet touch surface (placed relative to the pointer).
  case indirect
  /// A mouse or pointing stick with its button held (or a mapped wheel).
  case pointer
}

/// The iPad pointer in a ``TouchFrame`` (``TouchpadReading/pointer``): where it is, its
/// buttons, whether it hovers, and the trackpad scroll in progress.
public struct PointerFrame: Hashable, Sendable {
  /// Where a trackpad scroll is in its sequence (``Scroll/Phase``), by its shorter name.
  public typealias ScrollPhase = Scroll.Phase

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

/// Every touch of one device at one instant: the one input frame the whole pipeline speaks.
///
/// The interpreter (``TouchInterpreter``) makes these from a recording; a replay delivers them
/// to a window; tests can build them by hand or with ``drag(from:to:duration:samplesPerSecond:)``.
/// A frame lists every touch that is down or that ends in it, each with its phase
/// (`.stationary` for touches that did not change), ordered by `TouchPoint.id`.
public struct TouchFrame: Hashable, Sendable {
  /// A touch in a frame (Kinematics' `TouchPoint`), by its nested name.
  public typealias Touch = TouchPoint
  /// The pointer of a frame (``PointerFrame``), by its nested name.
  public typealias Pointer = PointerFrame

  /// The frame's time on the recording's time line (the first event is at zero); a replay
  /// delivers it at its own origin plus this offset.
  public var time: VirtualInstant
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
    time: VirtualInstant, device: Int = 0, source: TouchSource = .direct,
    touches: [TouchPoint], fingerCount: Int? = nil, pointer: PointerFrame? = nil
  ) {
    self.time = time
    self.device = device
    self.source = source
    self.touches = touches
    self.fingerCount = fingerCount ?? touches.filter { $0.phase.isDown }.count
    self.pointer = pointer
  }

  /// The time in seconds.
  @available(
    *, deprecated, message: "replay time is VirtualInstant: use time (time.seconds at an edge)"
  )
  public var seconds: Double { time.seconds }

  /// The bits of a window touch id above which the device number sits: the touch ids of one
  /// device stay below 2⁴⁰.
  public static let deviceShift = 40

  /// The id a window sees for `touch` of this frame: the device number above
  /// ``deviceShift`` bits, the touch's own id below, so two devices' touches never merge.
  public func windowID(of touch: TouchPoint) -> Int {
    device << Self.deviceShift | touch.id
  }

  /// The touches still down after this frame.
  public var activeTouches: [TouchPoint] { touches.filter { $0.phase.isDown } }

  /// Whether the input is down after this frame: a touch, or a trackpad scroll in progress.
  public var isDown: Bool {
    if let phase = pointer?.scroll?.phase, phase != .ended { return true }
    return touches.contains { $0.phase.isDown }
  }

  /// Whether input starts in this frame: a touch goes down or a trackpad scroll begins.
  public var begins: Bool {
    touches.contains { $0.phase == .began } || pointer?.scroll?.phase == .began
  }

  /// The centroid of the touches (all of them, so a release frame has a location), or nil
  /// without touches.
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

  /// Where the input is: the centroid of the touches still down after this frame (a finger
  /// lifting while others stay is no longer where the input is), else the ``centroid`` of all
  /// (a release frame: where they lifted), else the pointer's location, else zero.
  public var location: CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var count = 0
    for touch in touches where touch.phase.isDown {
      x += touch.location.x
      y += touch.location.y
      count += 1
    }
    if count > 0, count < touches.count {
      return CGPoint(x: x / CGFloat(count), y: y / CGFloat(count))
    }
    return centroid ?? pointer?.location ?? .zero
  }
}
