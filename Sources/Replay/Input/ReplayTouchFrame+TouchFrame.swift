import InputDevices

extension ReplayTouchFrame {
  /// The replay form of an interpreted touch frame (time in ns, saturating beyond ±292 years —
  /// a replay rejects such times with ``ReplayError/timeOutOfRange(_:)``; touch ids made unique
  /// per device as `UIWindow.deliver(_:origin:)` does).
  public init(_ frame: TouchFrame) {
    let (nanoseconds, overflow) = frame.time.microseconds.multipliedReportingOverflow(by: 1_000)
    self.init(
      time: overflow ? (frame.time.microseconds < 0 ? .min : .max) : nanoseconds,
      touches: frame.touches.map { touch in
        Touch(
          id: frame.device << 40 | touch.id,
          location: ReplayPoint(x: Double(touch.location.x), y: Double(touch.location.y)),
          phase: Touch.Phase(touch.phase))
      },
      pointer: frame.pointer.map { pointer in
        Pointer(
          location: ReplayPoint(x: Double(pointer.location.x), y: Double(pointer.location.y)),
          buttons: pointer.buttons, hovering: pointer.hovering,
          scroll: pointer.scroll.map { scroll in
            Pointer.Scroll(
              phase: Pointer.ScrollPhase(rawValue: scroll.phase.rawValue) ?? .changed,
              delta: ReplayPoint(x: Double(scroll.delta.x), y: Double(scroll.delta.y)))
          })
      })
  }
}

extension ReplayTouchFrame.Touch.Phase {
  /// The replay phase of an InputDevices phase.
  public init(_ phase: TouchPhase) {
    switch phase {
    case .began: self = .began
    case .moved: self = .moved
    case .stationary: self = .stationary
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    }
  }
}
