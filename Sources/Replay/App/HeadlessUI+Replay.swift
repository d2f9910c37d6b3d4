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
