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

  /// The recorded time in nanoseconds from the start of the recording.
  public var time: Int64
  /// The touches on this frame (including those that ended on it).
  public var touches: [Touch]

  /// A frame.
  public init(time: Int64, touches: [Touch]) {
    self.time = time
    self.touches = touches
  }

  /// The touches still down after this frame.
  public var activeTouches: [Touch] {
    touches.filter { $0.phase == .began || $0.phase == .moved || $0.phase == .stationary }
  }

  /// The centroid of the frame's touches (all of them, so a release frame has a location).
  public var centroid: ReplayPoint {
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
