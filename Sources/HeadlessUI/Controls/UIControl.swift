import Foundation

/// The base class of controls: touch tracking turned into control events, and target–action.
///
/// A control tracks the first touch that lands on it while ``isEnabled``:
/// - down: ``isHighlighted`` and ``isTracking`` become true, `.touchDown` is sent
///   (`.touchDownRepeat` too for a repeated tap), after ``beginTracking(_:with:)`` agreed;
/// - moved: `.touchDragEnter` / `.touchDragExit` when the touch crosses the tracking area, then
///   `.touchDragInside` or `.touchDragOutside`; ``isHighlighted`` follows ``isTouchInside``;
/// - up: `.touchUpInside` or `.touchUpOutside`, then ``endTracking(_:with:)``;
/// - cancelled (a gesture recognizer took the touch): `.touchCancel`, then
///   ``cancelTracking(with:)``.
///
/// The tracking area is the bounds grown by ``trackingSlop`` (70 points) on every side. UIKit does
/// not document its value; 70 points is what developers measure on devices, so it is stated here
/// as an assumption (docs/HEADLESSUI.md).
///
/// Actions are sent synchronously in the order they were added, with the control as the sender
/// and the current event. See ``Selector`` for the forms an action takes.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// How far outside its bounds a tracked touch still counts as inside.
  public static let trackingSlop: CGFloat = 70

  /// Whether the control reacts to touches (and draws as enabled).
  open var isEnabled = true {
    didSet { if !isEnabled, isTracking { stopTracking(with: nil, cancelled: true) } }
  }
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (a touch is down inside it).
  open var isHighlighted = false
  /// How content lines up horizontally (buttons lay out their title and image by it).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// How content lines up vertically.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the tracking area.
  public private(set) var isTouchInside = false

  /// The control's state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The registered actions with their events, in the order they were added.
  var controlActions: [(events: Event, action: TargetAction)] = []
  private weak var trackedTouch: UITouch?

  // MARK: Target–action

  /// Adds `action` for `controlEvents`, sent to `target` (UIKit's
  /// `addTarget(_:action:for:)`; see ``Selector``).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    controlActions.append((controlEvents, TargetAction(target: target, selector: action)))
  }

  /// Removes the actions of `target` (all targets when nil) for `controlEvents`. Swift
  /// functions cannot be compared, so a non-nil `action` removes every action of `target` for
  /// those events, as nil does.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    controlActions.removeAll { entry in
      entry.action.matches(target) && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// The events that have at least one action.
  public var allControlEvents: Event {
    controlActions.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Sends the actions registered for any of `controlEvents` (with no event).
  open func sendActions(for controlEvents: Event) {
    send(controlEvents, event: nil)
  }

  /// Sends one action to `target` with this control as the sender.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    TargetAction(target: target, selector: action).send(from: self, event: event)
  }

  func send(_ controlEvents: Event, event: UIEvent?) {
    var sent = false
    for entry in controlActions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.send(from: self, event: event)
      sent = true
    }
    if sent { window?.eventObserver?.control(self, didSendActionsFor: controlEvents) }
  }

  // MARK: Tracking hooks

  /// A touch went down on the control; return false not to track it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted (nil when tracking stopped for another reason).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Tracking was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, trackedTouch == nil, let touch = touches.inTouchOrder.first else { return }
    trackedTouch = touch
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    let wasInside = isTouchInside
    isTouchInside = isInTrackingArea(touch)
    isHighlighted = isTouchInside
    if isTouchInside != wasInside {
      send(isTouchInside ? .touchDragEnter : .touchDragExit, event: event)
    }
    send(isTouchInside ? .touchDragInside : .touchDragOutside, event: event)
    if isTracking, !continueTracking(touch, with: event) { isTracking = false }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    isTouchInside = isInTrackingArea(touch)
    isHighlighted = false
    send(isTouchInside ? .touchUpInside : .touchUpOutside, event: event)
    stopTracking(with: event, cancelled: false, touch: touch)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    stopTracking(with: event, cancelled: true)
  }

  private func stopTracking(with event: UIEvent?, cancelled: Bool, touch: UITouch? = nil) {
    let wasTracking = isTracking
    trackedTouch = nil
    isTracking = false
    isHighlighted = false
    if cancelled {
      send(.touchCancel, event: event)
      if wasTracking { cancelTracking(with: event) }
    } else if wasTracking {
      endTracking(touch, with: event)
    }
    isTouchInside = false
  }

  private func isInTrackingArea(_ touch: UITouch) -> Bool {
    let slop = Self.trackingSlop
    return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
  }
}
