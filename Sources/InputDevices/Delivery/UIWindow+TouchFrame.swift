import GestureLog
import HeadlessUI

extension TouchPhase {
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
  /// Delivers a touch frame at its recorded time (`origin` plus the frame's offset on the
  /// window's clock): the clock advances to that instant first, so display frames due
  /// earlier run before it. Touch ids are made unique per device.
  /// - Returns: the event sent, or nil when nothing applied.
  @discardableResult
  public func deliver(_ frame: TouchFrame, origin: VirtualInstant = .zero) -> UIEvent? {
    var samples: [HeadlessUI.TouchSample] = []
    samples.reserveCapacity(frame.touches.count)
    for touch in frame.touches {
      samples.append(
        HeadlessUI.TouchSample(
          id: frame.device << 40 | touch.id, phase: touch.phase.uiPhase,
          location: touch.location))
    }
    return deliver(samples, at: origin + .microseconds(frame.time.microseconds))
  }

  /// Delivers every frame in order (see ``deliver(_:origin:)``).
  public func deliver(_ frames: [TouchFrame], origin: VirtualInstant = .zero) {
    for frame in frames { deliver(frame, origin: origin) }
  }
}
