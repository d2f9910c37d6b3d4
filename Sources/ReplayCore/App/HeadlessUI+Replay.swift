import HeadlessUI
import InputDevices

extension ReplayPoint {
  /// A point from a `CGPoint`.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// A `CGPoint` from a replay point.
  public init(_ point: ReplayPoint) {
    self.init(x: point.x, y: point.y)
  }
}

extension GestureSampleState {
  /// The sample state of a recognizer state.
  public init(_ state: UIGestureRecognizer.State) {
    switch state {
    case .possible: self = .possible
    case .began: self = .began
    case .changed: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    }
  }
}

extension TouchPhase {
  /// The UIKit phase.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use UITouch.Phase(phase)")
  public var uiPhase: UITouch.Phase { UITouch.Phase(self) }
}

extension UIWindow {
  /// Delivers one input frame at `time`: its touches (the pointer's, of type
  /// `.indirectPointer` with the pointer's buttons as the event's `buttonMask`, when the frame
  /// has a pointer), then the pointer's scroll step and hover. Touch ids are made unique per
  /// device (``TouchFrame/windowID(of:)``). This is the one way input reaches a window: the
  /// replayer and scenes that deliver frames themselves call it; `advancingClock` is as in
  /// `deliver(_:at:advancingClock:type:buttonMask:)`.
  ///
  /// - Parameters:
  ///   - frame: the input frame; its own time is not read (`time` is when it arrives).
  ///   - time: when the window receives it, in replay time.
  ///   - advancingClock: whether the clock first runs to `time` (false keeps it where it is: a
  ///     timing variant holds the clock still while input arrives).
  /// - Returns: the touch event delivered, or nil when the frame had no touches.
  @discardableResult
  public func deliver(
    _ frame: TouchFrame, at time: VirtualInstant, advancingClock: Bool = true
  ) -> UIEvent? {
    let type: UITouch.TouchType = frame.pointer == nil ? .direct : .indirectPointer
    let buttonMask = UIEvent.ButtonMask(rawValue: frame.pointer?.buttons ?? 0)
    let event: UIEvent?
    if frame.touches.count == 1, var touch = frame.touches.first {
      // One finger (most frames): no list.
      touch.id = frame.windowID(of: touch)
      event = deliver(
        touch, at: time, advancingClock: advancingClock, type: type, buttonMask: buttonMask)
    } else {
      var touches = frame.touches
      for index in touches.indices { touches[index].id = frame.windowID(of: frame.touches[index]) }
      event = deliver(
        touches, at: time, advancingClock: advancingClock, type: type, buttonMask: buttonMask)
    }
    guard let pointer = frame.pointer else { return event }
    let location = pointer.location
    // A held clock (a timing variant) must not move: the pointer's events then come at it.
    let instant = advancingClock ? max(time, clock.now) : min(time, clock.now)
    if let scroll = pointer.scroll {
      let phase: UIScrollPhase =
        switch scroll.phase {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        }
      deliverScroll(
        phase, delta: scroll.delta, at: location, time: instant)
    }
    deliverHover(at: pointer.hovering ? location : nil, time: instant)
    return event
  }

  /// Delivers `frame` at its recorded time after `origin` (see ``deliver(_:at:advancingClock:)``).
  ///
  /// - Parameters:
  ///   - frame: the input frame; it arrives at `origin` plus its time.
  ///   - origin: the replay time of the frames' time zero.
  /// - Returns: the touch event delivered, or nil when the frame had no touches.
  @discardableResult
  public func deliver(_ frame: TouchFrame, origin: VirtualInstant = .zero) -> UIEvent? {
    deliver(frame, at: origin + (frame.time - .zero))
  }

  /// Delivers every frame in order, each at its recorded time after `origin`: the clock
  /// advances to each frame's instant first, so display frames due earlier run before it.
  /// - Parameters:
  ///   - frames: the input frames, in time order (a frame earlier than the clock arrives at the
  ///     clock's time).
  ///   - origin: the replay time of the frames' time zero.
  public func deliver(_ frames: [TouchFrame], origin: VirtualInstant = .zero) {
    for frame in frames { deliver(frame, origin: origin) }
  }
}
