import HeadlessUI

extension ReplayPoint {
  /// A point from a `CGPoint`.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
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

extension ReplayTouchFrame.Touch.Phase {
  /// The UIKit phase.
  public var uiPhase: UITouch.Phase {
    switch self {
    case .began: .began
    case .moved: .moved
    case .stationary: .stationary
    case .ended: .ended
    case .cancelled: .cancelled
    }
  }
}

extension UIWindow {
  /// Delivers one replay frame at `time`: its touches (the pointer's, of type
  /// `.indirectPointer` with the pointer's buttons as the event's `buttonMask`, when the frame
  /// has a pointer), then the pointer's scroll step and hover. Scenes that deliver frames
  /// themselves call this; `advancingClock` is as in `deliver(_:at:advancingClock:buttonMask:)`.
  @discardableResult
  public func deliver(
    _ frame: ReplayTouchFrame, at time: VirtualInstant, advancingClock: Bool = true
  ) -> UIEvent? {
    var samples: [TouchSample] = []
    samples.reserveCapacity(frame.touches.count)
    let type: UITouch.TouchType = frame.pointer == nil ? .direct : .indirectPointer
    for touch in frame.touches {
      samples.append(
        TouchSample(
          id: touch.id, phase: touch.phase.uiPhase,
          location: CGPoint(x: touch.location.x, y: touch.location.y), type: type))
    }
    guard let pointer = frame.pointer else {
      return deliver(samples, at: time, advancingClock: advancingClock)
    }
    let event = deliver(
      samples, at: time, advancingClock: advancingClock,
      buttonMask: UIEvent.ButtonMask(rawValue: pointer.buttons))
    let location = CGPoint(x: pointer.location.x, y: pointer.location.y)
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
        phase, delta: CGPoint(x: scroll.delta.x, y: scroll.delta.y), at: location, time: instant)
    }
    deliverHover(at: pointer.hovering ? location : nil, time: instant)
    return event
  }
}
