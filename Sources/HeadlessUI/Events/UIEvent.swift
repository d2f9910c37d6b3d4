import Foundation

/// A set of touches delivered together at one instant.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    /// Touch events (fingers, or an iPad pointer with a button held).
    case touches
    /// Pointer movement without a button (``UIHoverGestureRecognizer``).
    case hover = 11
    /// A trackpad's two-finger scroll (pan recognizers whose
    /// ``UIPanGestureRecognizer/allowedScrollTypesMask`` allows it).
    case scroll = 10
  }

  /// The buttons of a pointer that are down during an event (UIKit's `UIEvent.ButtonMask`).
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// A mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary (left) button.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary (right) button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The button numbered `number` (1 = primary, 2 = secondary, 3 = middle, …).
    public static func button(_ number: Int) -> ButtonMask {
      ButtonMask(rawValue: number >= 1 && number <= 62 ? 1 << (number - 1) : 0)
    }
  }

  /// The kind of event.
  public let type: EventType
  /// The pointer buttons down during the event (empty for fingers on glass).
  public let buttonMask: ButtonMask
  /// The time of the event, in clock seconds.
  public let timestamp: TimeInterval
  /// The time of the event on the window's clock.
  public let instant: VirtualInstant
  /// Every touch that is down (or ends) in this event, in creation order.
  public let touches: [UITouch]

  /// An event carrying `touches` at `instant`.
  public init(
    touches: [UITouch], instant: VirtualInstant, type: EventType = .touches,
    buttonMask: ButtonMask = []
  ) {
    var ordered = true
    var previous: UInt64 = 0
    for touch in touches {
      if touch.sequenceNumber < previous { ordered = false }
      previous = touch.sequenceNumber
    }
    self.touches = ordered ? touches : touches.inTouchOrder
    self.instant = instant
    self.timestamp = instant.seconds
    self.type = type
    self.buttonMask = buttonMask
  }

  /// An event whose touches are already in creation order.
  init(orderedTouches: [UITouch], instant: VirtualInstant, buttonMask: ButtonMask = []) {
    self.touches = orderedTouches
    self.instant = instant
    self.timestamp = instant.seconds
    self.type = .touches
    self.buttonMask = buttonMask
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
      touch.recognizers.contains(identical: gestureRecognizer)
    }
    return matching.isEmpty ? nil : Set(matching)
  }
}
