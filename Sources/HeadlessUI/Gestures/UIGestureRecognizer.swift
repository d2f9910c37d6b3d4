import Foundation

/// The base class of gesture recognizers, with UIKit's subclassing contract.
///
/// A window delivers each touch to the recognizers attached to the touch's hit-tested view
/// and its ancestors (``UIWindow/sendEvent(_:)``): the recognizer's `touchesBegan/Moved/Ended/
/// Cancelled(_:with:)` are called, and a subclass moves ``state``. Setting ``state`` to
/// `.began`, `.changed`, `.ended` or `.cancelled` runs the actions at once, synchronously, in
/// the order they were added: target–actions (`init(target:action:)`, method references in
/// place of selectors, see ``Selector``) and closures (``init(handler:)``, ``addTarget(_:)``).
/// Leaving
/// `.possible` asks the view's and the ``delegate``'s `gestureRecognizerShouldBegin`; a `false`
/// makes the state `.failed`. When a recognizer begins, competing recognizers on the same
/// touches that are still `.possible` fail, unless a delegate allows simultaneous
/// recognition; one that would begin while a competitor is already recognizing fails.
/// After an event, recognizers in `.ended`, `.cancelled` or `.failed` are reset to `.possible`
/// (``reset()`` is called) and stop receiving the touches of that sequence.
///
/// An `NSObject`, as in UIKit: `==`, `hash` and `description` by identity.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, LifetimeTracked {
  deinit {
    lifetime.end()
  }

  /// The token weak references to this recognizer hold (see ``LifetimeToken``).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  /// A recognizer's state.
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet (the initial and resting state).
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (or a discrete gesture was recognized).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// Whether the gesture is over (ended, cancelled or failed): the recognizer waits for its
    /// reset.
    public var isFinished: Bool {
      self == .ended || self == .cancelled || self == .failed
    }

    /// A discrete gesture was recognized: `.ended`.
    public static let recognized = State.ended

    /// The case name.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  private var storedState: State = .possible
  var actions: [TargetAction] = []
  private var lastCentroidInWindow: CGPoint = .zero

  /// The touches the recognizer is tracking, in creation order.
  public internal(set) var activeTouches: [UITouch] {
    get { _activeTouches }
    set { _activeTouches = newValue }
  }
  var _activeTouches: [UITouch] = []

  /// The view the recognizer is attached to.
  public internal(set) var view: UIView? {
    get { viewReference.object }
    set { viewReference = WeakReference(newValue) }
  }
  var viewReference = WeakReference<UIView>(nil)

  /// Decides about beginning and simultaneous recognition.
  public var delegate: UIGestureRecognizerDelegate? {
    get {
      if let token = delegateToken { return token.isAlive ? trackedDelegate : nil }
      return untrackedDelegate
    }
    set {
      // Through the object's token when it has one (see ``LifetimeToken``).
      LifetimeToken.assign(
        newValue, token: &delegateToken, tracked: &trackedDelegate, untracked: &untrackedDelegate)
    }
  }
  private var delegateToken: LifetimeToken?
  private unowned var trackedDelegate: UIGestureRecognizerDelegate?
  private weak var untrackedDelegate: UIGestureRecognizerDelegate?

  /// Whether the recognizer gets touches; disabling one that is recognizing cancels it.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set {
      let oldValue = storedIsEnabled
      storedIsEnabled = newValue
      guard !newValue, oldValue else { return }
      if storedState == .began || storedState == .changed { state = .cancelled }
      activeTouches.removeAll()
    }
  }
  private var storedIsEnabled = true

  /// Whether the hit view gets `touchesCancelled` once the gesture is recognized (UIKit's
  /// default true); its later touch callbacks are then withheld.
  public var cancelsTouchesInView: Bool {
    get { storedCancelsTouchesInView }
    set { storedCancelsTouchesInView = newValue }
  }
  private var storedCancelsTouchesInView = true

  /// Whether the view's `touchesBegan` / `touchesMoved` wait while this recognizer is still
  /// deciding (UIKit's default false): they are delivered, in order, once it fails, and never
  /// if it recognizes.
  public var delaysTouchesBegan = false

  /// Whether the view's `touchesEnded` waits while this recognizer is still deciding (UIKit's
  /// default true): it is delivered once the recognizer fails; if it recognizes, the view gets
  /// `touchesCancelled` instead (when ``cancelsTouchesInView``).
  public var delaysTouchesEnded = true

  /// Whether the view's began and moved deliveries wait for this recognizer now
  /// (``delaysTouchesBegan``; a scroll view's pan refines it with `delaysContentTouches`).
  var holdsBeganDeliveries: Bool { delaysTouchesBegan }

  /// Recognizers that must fail before this one may leave `.possible` (``require(toFail:)``).
  var failureRequirements: [WeakReference<UIGestureRecognizer>] = []
  /// The state this recognizer asked for while waiting for its failure requirements.
  var pendingState: State?

  /// A name for reports and debugging.
  public var name: String?

  /// A recognizer that sends `action` to `target` (UIKit's designated initializer; pass nil
  /// for neither). See ``Selector`` for the forms an action takes.
  public init(target: Any?, action: Selector?) {
    if let action { actions.append(TargetAction(target: target, selector: action)) }
  }

  /// A recognizer with no actions yet.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// A recognizer whose action is `handler`.
  public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: Selector(handler))
  }

  /// The recognizer's state; settable so subclasses and test doubles drive it (see the type
  /// documentation for the actions and arbitration this triggers).
  public var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  /// Adds an action, called with the recognizer on every began / changed / ended /
  /// cancelled.
  public final func addTarget(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    actions.append(TargetAction(target: nil, selector: Selector(action)))
  }

  /// Adds a target–action pair (UIKit's `addTarget(_:action:)`; see ``Selector``).
  public func addTarget(_ target: Any, action: Selector) {
    actions.append(TargetAction(target: target, selector: action))
  }

  /// Removes the actions of `target` (all actions when `target` is nil). Swift functions cannot
  /// be compared, so a non-nil `action` removes every action of `target`, as nil does.
  public func removeTarget(_ target: Any?, action: Selector?) {
    actions.removeAll { $0.matches(target) }
  }

  /// Removes every action.
  public func removeAllTargets() {
    actions.removeAll()
  }

  /// The number of touches being tracked.
  public var numberOfTouches: Int { activeTouches.count }

  /// The centroid of the tracked touches in `view`'s coordinates (the window's for nil); the
  /// last centroid once the touches are gone.
  open func location(in view: UIView?) -> CGPoint {
    let pointInWindow = currentCentroidInWindow()
    guard let view else { return pointInWindow }
    return view.convert(pointInWindow, from: self.view?.window)
  }

  /// The location of tracked touch `touchIndex` in `view`'s coordinates (the centroid when
  /// out of range).
  public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard activeTouches.indices.contains(touchIndex) else { return location(in: view) }
    return activeTouches[touchIndex].location(in: view)
  }

  // MARK: Subclass hooks

  /// New touches for this recognizer.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tracked touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tracked touches lifted (they stop being tracked after this call).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tracked touches were cancelled (they stop being tracked after this call).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Clears per-gesture state; called after the recognizer returns to `.possible`.
  open func reset() {}

  /// Stops tracking `touch`.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    activeTouches.removeAll(identicalTo: touch)
    touch.recognizers.removeAll(identicalTo: self)
  }

  /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (true).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (true).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail before it recognizes
  /// (false; UIKit's subclass hook).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` waits for this one to fail (false; UIKit's subclass hook).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Makes this recognizer wait, in `.possible`, until `otherGestureRecognizer` fails: it
  /// recognizes then (its actions run at that moment), or fails if the other recognizes
  /// (UIKit: "creates a relationship with another gesture recognizer that delays the
  /// receiver's transition out of UIGestureRecognizer.State.possible"). A required recognizer
  /// that tracks no touches and is not waiting itself counts as failed.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.object === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakReference(otherGestureRecognizer))
  }

  // MARK: Internals

  private func transition(to requested: State) {
    var target = requested
    let old = storedState
    if pendingState != nil {
      // Waiting for a failure requirement: a later request replaces the pending one, and a
      // failure or cancellation ends the wait.
      if target == .failed || target == .cancelled || target == .possible {
        pendingState = nil
        storedState = target == .possible ? .possible : .failed
        stateDidSettle()
      } else {
        pendingState = target == .changed ? (pendingState ?? .began) : target
      }
      return
    }
    let isBeginning = old == .possible && (target == .began || target == .ended)
    if isBeginning && !mayBegin() { target = .failed }
    if isBeginning, target != .failed {
      switch requirementsStatus() {
      case .waiting:
        pendingState = target
        view?.window?.noteWaiting(self)
        return
      case .recognized:
        target = .failed
      case .resolved:
        break
      }
    }
    storedState = target
    if isBeginning && target != .failed { preventCompetitors() }
    switch target {
    case .began, .changed, .ended, .cancelled:
      let observer = view?.window?.eventObserver
      observer?.recognizerWillSendActions(self)
      for action in actions { action.send(from: self, event: nil) }
      observer?.recognizerDidSendActions(self)
    case .possible, .failed:
      break
    }
    if target != old { stateDidSettle() }
  }

  /// How this recognizer's failure requirements stand.
  private enum RequirementsStatus {
    case resolved, waiting, recognized
  }

  /// The recognizers this one must wait for: explicit requirements, the subclass hooks and
  /// the delegates' `shouldRequireFailureOf` / `shouldBeRequiredToFailBy` among competitors.
  private func requiredToFail() -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = failureRequirements.compactMap(\.object)
    for other in competitors() where !result.contains(identical: other) {
      if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
        || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      {
        result.append(other)
      }
    }
    return result
  }

  private func requirementsStatus() -> RequirementsStatus {
    var waiting = false
    for other in requiredToFail() where other.isEnabled {
      switch other.storedState {
      case .began, .changed, .ended:
        return .recognized
      case .possible:
        if other.pendingState != nil || !other.activeTouches.isEmpty || other.isAwaitingTouches {
          waiting = true
        }
      case .failed, .cancelled:
        break
      }
    }
    return waiting ? .waiting : .resolved
  }

  /// Whether touches reach this recognizer (hover recognizers follow the pointer instead).
  var receivesTouches: Bool { true }

  /// Whether the recognizer is between touches of a multi-touch-sequence gesture (a tap
  /// waiting for its next tap): it has not failed although it tracks no touch.
  var isAwaitingTouches: Bool { false }

  /// After a state change: lets waiting recognizers and held touches move on.
  fileprivate func stateDidSettle() {
    guard let window = view?.window else { return }
    window.recognizerDidSettle(self)
  }

  /// Re-checks a pending recognition after a recognizer it waits for changed state.
  func resolvePending() {
    guard let pending = pendingState else { return }
    switch requirementsStatus() {
    case .waiting:
      return
    case .recognized:
      pendingState = nil
      storedState = .failed
      stateDidSettle()
    case .resolved:
      pendingState = nil
      transition(to: pending)
    }
  }

  /// Fails the recognizer from a timer (outside event dispatch) and returns it to
  /// `.possible`, as the end of an event would.
  func failFromTimer() {
    guard storedState == .possible else { return }
    state = .failed
    if storedState.isFinished, activeTouches.isEmpty { resetAfterGesture() }
  }

  /// The clock to schedule timers on: the one firing, else the view's window's.
  var timerClock: FrameClock? { FrameClock.current ?? view?.window?.clock }

  private func mayBegin() -> Bool {
    if let view, !view.gestureRecognizerShouldBegin(self) { return false }
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    for other in competitors() where other.storedState == .began || other.storedState == .changed {
      if !recognizesSimultaneously(with: other) && other.canPrevent(self)
        && canBePrevented(by: other)
      {
        return false
      }
    }
    return true
  }

  private func preventCompetitors() {
    for other in competitors() where other.storedState == .possible {
      if !recognizesSimultaneously(with: other) && canPrevent(other)
        && other.canBePrevented(by: self)
      {
        other.pendingState = nil
        other.storedState = .failed
        other.stateDidSettle()
      }
    }
  }

  /// Other recognizers receiving any of this recognizer's touches, in a stable order.
  private func competitors() -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    for touch in activeTouches {
      for other in touch.recognizers where other !== self && other.isEnabled {
        if !result.contains(identical: other) { result.append(other) }
      }
    }
    return result
  }

  private func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true {
      return true
    }
    return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
      == true
  }

  private func currentCentroidInWindow() -> CGPoint {
    guard !activeTouches.isEmpty else { return lastCentroidInWindow }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in activeTouches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    let count = CGFloat(activeTouches.count)
    return CGPoint(x: x / count, y: y / count)
  }

  /// Enabled and not finished: still listening to its touches.
  var isLive: Bool { isEnabled && !storedState.isFinished }

  /// Starts tracking `touch` (window dispatch).
  func track(_ touch: UITouch) {
    if !activeTouches.contains(identical: touch) { activeTouches.append(touch) }
  }

  /// Stops tracking `touch`, remembering the centroid (window dispatch).
  func untrack(_ touch: UITouch) {
    lastCentroidInWindow = currentCentroidInWindow()
    activeTouches.removeAll(identicalTo: touch)
  }

  /// Sets the location reported while no touch is tracked: the pointer of a scroll or hover
  /// sequence, in window coordinates.
  func notePointer(at location: CGPoint) {
    lastCentroidInWindow = location
  }

  /// Remembers the centroid of the current touches (window dispatch, before they move on).
  func noteCentroid() {
    if !activeTouches.isEmpty { lastCentroidInWindow = currentCentroidInWindow() }
  }

  /// Its view left the window mid-gesture: cancelled if it had begun, failed if not, and back
  /// to `.possible` without its touches.
  func abandonTouches() {
    switch storedState {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
    resetAfterGesture()
  }

  /// Back to `.possible` after a finished gesture: forget the touches, call ``reset()``.
  func resetAfterGesture() {
    noteCentroid()
    for touch in activeTouches { touch.recognizers.removeAll(identicalTo: self) }
    activeTouches.removeAll()
    storedState = .possible
    pendingState = nil
    reset()
  }
}
