/// One input frame as the replayer delivers it: the touches down after one evdev frame, in
/// screen points, at the recorded time.
///
/// The InputDevices interpreter produces these from a recording; tests can also build them by
/// hand or with ``ReplayTouchFrame/drag(from:to:duration:samplesPerSecond:)``.
public struct ReplayTouchFrame: Hashable, Sendable {
  /// A touch in a frame.
  public struct Touch: Hashable, Sendable {
    /// The phase of a touch.
    public enum Phase: String, Hashable, Sendable {
      /// The finger went down on this frame.
      case began
      /// The finger moved while down.
      case moved
      /// The finger is down and did not move on this frame.
      case stationary
      /// The finger lifted on this frame (its location is where it lifted).
      case ended
      /// The touch was cancelled (e.g. the device reported a palm).
      case cancelled
    }

    /// A stable identifier (the slot or tracking id).
    public var id: Int
    /// The location in screen points.
    public var location: ReplayPoint
    /// The phase.
    public var phase: Phase

    /// A touch.
    public init(id: Int, location: ReplayPoint, phase: Phase) {
      self.id = id
      self.location = location
      self.phase = phase
    }
  }

  /// The iPad pointer of a frame read under the pointer reading (docs/INPUT.md §3).
  public struct Pointer: Hashable, Sendable {
    /// Where a trackpad scroll is.
    public enum ScrollPhase: String, Hashable, Sendable {
      /// Two fingers started moving.
      case began
      /// They moved on.
      case changed
      /// They stopped scrolling.
      case ended
    }
    /// A step of a trackpad scroll.
    public struct Scroll: Hashable, Sendable {
      /// Where the scroll is.
      public var phase: ScrollPhase
      /// The fingers' movement since the last step, in points.
      public var delta: ReplayPoint

      /// A scroll step.
      public init(phase: ScrollPhase, delta: ReplayPoint) {
        self.phase = phase
        self.delta = delta
      }
    }
    /// The pointer's location in screen points.
    public var location: ReplayPoint
    /// The buttons held (`UIEvent.ButtonMask` bits).
    public var buttons: Int
    /// Whether the pointer hovers.
    public var hovering: Bool
    /// This frame's scroll step, if any.
    public var scroll: Scroll?

    /// A pointer state.
    public init(location: ReplayPoint, buttons: Int, hovering: Bool, scroll: Scroll? = nil) {
      self.location = location
      self.buttons = buttons
      self.hovering = hovering
      self.scroll = scroll
    }
  }

  /// The recorded time in nanoseconds from the start of the recording.
  public var time: Int64
  /// The touches on this frame (including those that ended on it).
  public var touches: [Touch]
  /// The iPad pointer, under the pointer reading: the touches are then the pointer's
  /// (`UITouch.TouchType.indirectPointer`). Nil for fingers on glass.
  public var pointer: Pointer?

  /// A frame.
  public init(time: Int64, touches: [Touch], pointer: Pointer? = nil) {
    self.time = time
    self.touches = touches
    self.pointer = pointer
  }

  /// The touches still down after this frame.
  public var activeTouches: [Touch] {
    touches.filter { $0.phase == .began || $0.phase == .moved || $0.phase == .stationary }
  }

  /// Whether the input is down after this frame: a touch, or a trackpad scroll in progress.
  public var isDown: Bool {
    if let phase = pointer?.scroll?.phase, phase != .ended { return true }
    return touches.contains { $0.phase == .began || $0.phase == .moved || $0.phase == .stationary }
  }

  /// The centroid of the frame's touches (all of them, so a release frame has a location);
  /// the pointer's location when a pointer frame has no touches.
  public var centroid: ReplayPoint {
    if touches.isEmpty, let pointer { return pointer.location }
    guard !touches.isEmpty else { return .zero }
    let sum = touches.reduce(ReplayPoint.zero) { $0 + $1.location }
    return ReplayPoint(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
  }

  /// A straight one-finger drag from `start` to `end` over `duration` nanoseconds, sampled at
  /// `samplesPerSecond`, ending with a release frame at `end`: synthetic input for tests.
  public static func drag(
    from start: ReplayPoint, to end: ReplayPoint, duration: Int64,
    samplesPerSecond: Int = 100
  ) -> [ReplayTouchFrame] {
    let rate = Int64(max(samplesPerSecond, 1))
    let steps = max(1, Int(duration * rate / 1_000_000_000))
    var frames: [ReplayTouchFrame] = []
    for step in 0...steps {
      let fraction = Double(step) / Double(steps)
      let point = ReplayPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      let time = duration * Int64(step) / Int64(steps)
      frames.append(
        ReplayTouchFrame(
          time: time, touches: [Touch(id: 0, location: point, phase: step == 0 ? .began : .moved)])
      )
    }
    let lastTime = frames.last?.time ?? 0
    frames.append(
      ReplayTouchFrame(
        time: lastTime + 1_000_000_000 / rate,
        touches: [Touch(id: 0, location: end, phase: .ended)]))
    return frames
  }
}
