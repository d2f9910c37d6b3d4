import Foundation

/// One finger (or pointer) on the screen during one touch sequence.
///
/// A window keeps the same `UITouch` object for a finger from `.began` to `.ended` /
/// `.cancelled` (see `UIWindow.deliver(_:at:advancingClock:type:buttonMask:)`). Locations are stored in window
/// coordinates and converted on request.
@preconcurrency @MainActor
public final class UITouch: Hashable {
  /// Where a touch is in its sequence.
  public enum Phase: Int, Sendable, CustomStringConvertible {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down but did not move in this event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (e.g. the recording ended with the finger down).
    case cancelled

    /// The case name.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }

  /// What produced the touch.
  public enum TouchType: Int, Sendable {
    /// A finger on a touchscreen.
    case direct
    /// A touch on a surface that is not the screen (a touchpad finger).
    case indirect
    /// A stylus.
    case pencil
    /// A pointer (mouse, pointing stick) with a button held.
    case indirectPointer
  }

  /// The caller's finger identifier (e.g. the replayed tracking id).
  public nonisolated let identifier: Int
  /// A window-unique number in creation order; use it to order touches deterministically
  /// (a `Set<UITouch>` iterates in a per-process order).
  public nonisolated let sequenceNumber: UInt64
  /// What produced the touch.
  public let type: TouchType
  /// The phase in the event being delivered.
  public internal(set) var phase: Phase {
    get { _phase }
    set { _phase = newValue }
  }
  var _phase: Phase
  /// The time of the last change, in clock seconds.
  public internal(set) var timestamp: TimeInterval {
    get { _timestamp }
    set { _timestamp = newValue }
  }
  var _timestamp: TimeInterval
  /// The time of the last change on the window's clock.
  public internal(set) var instant: VirtualInstant {
    get { _instant }
    set { _instant = newValue }
  }
  var _instant: VirtualInstant
  /// Consecutive taps at about the same place (1 for a first tap).
  public internal(set) var tapCount: Int {
    get { _tapCount }
    set { _tapCount = newValue }
  }
  var _tapCount: Int
  /// The view hit-tested when the touch began.
  public internal(set) var view: UIView? {
    get { _view }
    set { _view = newValue }
  }
  var _view: UIView? = nil
  /// The window the touch belongs to.
  public internal(set) var window: UIWindow? {
    get { windowReference.object }
    set {
      windowReference = WeakReference(newValue)
      if let newValue { windowID = ObjectIdentifier(newValue) } else { windowID = nil }
    }
  }
  var windowReference = WeakReference<UIWindow>(nil)
  /// The identity of ``window``, compared without loading the weak reference.
  var windowID: ObjectIdentifier?
  /// The recognizers that receive this touch (hit view's first, then its ancestors').
  public var gestureRecognizers: [UIGestureRecognizer]? {
    recognizers.isEmpty ? nil : recognizers
  }

  /// The current location in window coordinates.
  public internal(set) var locationInWindow: CGPoint {
    get { _locationInWindow }
    set { _locationInWindow = newValue }
  }
  var _locationInWindow: CGPoint
  /// The previous location in window coordinates.
  public internal(set) var previousLocationInWindow: CGPoint {
    get { _previousLocationInWindow }
    set { _previousLocationInWindow = newValue }
  }
  var _previousLocationInWindow: CGPoint

  /// The force of the touch (1.0 is an average touch); 0 where the hardware measures none, as
  /// on every replayed touch (recordings carry no force UIKit's scale could be derived from).
  public internal(set) var force: CGFloat = 0
  /// The largest force the hardware reports; 0 where it measures none.
  public internal(set) var maximumPossibleForce: CGFloat = 0
  /// The radius of the touch in points; 0 where nothing measured it (every replayed touch).
  public internal(set) var majorRadius: CGFloat = 0
  /// How far ``majorRadius`` may be off, in points.
  public internal(set) var majorRadiusTolerance: CGFloat = 0

  var recognizers: [UIGestureRecognizer] = []
  var viewReceivedCancel = false
  /// Phases held back from the view while a recognizer decides, oldest first.
  var heldPhases: [Phase] = []
  /// The event of the last held phase.
  var heldEvent: UIEvent?
  /// Whether the view got `touchesBegan` for this touch.
  var viewHeardBegin = false
  /// `[self]` as a set, built once; the window drops it when the touch ends (it refers to
  /// the touch, so keeping it would keep the touch alive).
  var cachedSingleton: Set<UITouch>?

  /// A set holding only this touch (cached while the touch is live).
  func singletonSet() -> Set<UITouch> {
    if let cachedSingleton { return cachedSingleton }
    let set: Set<UITouch> = [self]
    cachedSingleton = set
    return set
  }

  /// The window's event serial of the last sample applied to this touch.
  var eventSerial: UInt64 = 0

  /// A touch at `location` (window coordinates). Windows create touches themselves; this is
  /// public for callers that build ``UIEvent``s by hand.
  public init(
    identifier: Int, sequenceNumber: UInt64, phase: Phase = .began, location: CGPoint,
    instant: VirtualInstant, type: TouchType = .direct, tapCount: Int = 1,
    window: UIWindow? = nil
  ) {
    self.identifier = identifier
    self.sequenceNumber = sequenceNumber
    self._phase = phase
    self._locationInWindow = location
    self._previousLocationInWindow = location
    self._instant = instant
    self._timestamp = instant.seconds
    self.type = type
    self._tapCount = tapCount
    self.windowReference = WeakReference(window)
    if let window { self.windowID = ObjectIdentifier(window) }
  }

  /// The location in `view`'s coordinates (window coordinates for nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: window)
  }

  /// The previous location in `view`'s coordinates (window coordinates for nil).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: window)
  }

  /// Identity.
  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Identity hash.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Sequence where Element == UITouch {
  /// The touches in creation order (``UITouch/sequenceNumber``): iterate this, not a `Set`,
  /// when the order can change a result.
  public var inTouchOrder: [UITouch] {
    sorted { $0.sequenceNumber < $1.sequenceNumber }
  }
}
