import Foundation

/// A set of touches delivered together at one instant.
@preconcurrency @MainActor
public final class UIEvent {
  /// The kind of event; only touches exist headlessly.
  public enum EventType: Int, Sendable {
    /// Touch events.
    case touches
  }

  /// The kind of event.
  public let type: EventType = .touches
  /// The time of the event, in clock seconds.
  public let timestamp: TimeInterval
  /// The time of the event on the window's clock.
  public let instant: VirtualInstant
  /// Every touch that is down (or ends) in this event, in creation order.
  public let touches: [UITouch]

  /// An event carrying `touches` at `instant`.
  public init(touches: [UITouch], instant: VirtualInstant) {
    var ordered = true
    var previous: UInt64 = 0
    for touch in touches {
      if touch.sequenceNumber < previous { ordered = false }
      previous = touch.sequenceNumber
    }
    self.touches = ordered ? touches : touches.inTouchOrder
    self.instant = instant
    self.timestamp = instant.seconds
  }

  /// An event whose touches are already in creation order.
  init(orderedTouches: [UITouch], instant: VirtualInstant) {
    self.touches = orderedTouches
    self.instant = instant
    self.timestamp = instant.seconds
  }

  /// Every touch of the event (UIKit's shape; iterate ``touches`` for a stable order).
  public var allTouches: Set<UITouch>? {
    touches.isEmpty ? nil : Set(touches)
  }

  /// The touches whose hit-tested view is `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    let matching = touches.filter { $0.view === view }
    return matching.isEmpty ? nil : Set(matching)
  }

  /// The touches of `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    let matching = touches.filter { $0.window === window }
    return matching.isEmpty ? nil : Set(matching)
  }

  /// The touches delivered to `gestureRecognizer`.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    let matching = touches.filter { touch in
      touch.recognizers.contains { $0 === gestureRecognizer }
    }
    return matching.isEmpty ? nil : Set(matching)
  }
}
