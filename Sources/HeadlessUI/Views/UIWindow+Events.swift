import Foundation

/// A finger's sample for a window: Kinematics' `TouchPoint` (the window's touches' type is
/// `deliver(_:at:advancingClock:type:buttonMask:)`'s `type`).
@available(*, deprecated, renamed: "TouchPoint")
public typealias TouchSample = TouchPoint

extension UITouch.Phase {
  /// The UIKit phase of a `TouchPhase` (the cases have the same names).
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

extension UIWindow {
  /// The longest gap, and farthest distance, between a tap's end and the next touch for the
  /// next touch to count as a repeated tap (UIKit-like values: 0.35 s, 45 pt).
  public static let multipleTapInterval = VirtualDuration.milliseconds(350)
  /// See ``multipleTapInterval``.
  public static let multipleTapDistance: CGFloat = 45

  /// Delivers one event of finger samples at `time`, as tuples: `deliver(_:at:advancingClock:type:buttonMask:)`
  /// with `TouchPoint`s, kept for code written before there was one touch type.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use deliver([TouchPoint(id:phase:location:)], at:)")
  @discardableResult
  public func deliverTouches(
    _ samples: [(id: Int, phase: UITouch.Phase, location: CGPoint)], at time: VirtualInstant
  ) -> UIEvent? {
    deliver(
      samples.map { sample in
        let phase: TouchPhase =
          switch sample.phase {
          case .began: .began
          case .moved: .moved
          case .stationary: .stationary
          case .ended: .ended
          case .cancelled: .cancelled
          }
        return TouchPoint(id: sample.id, phase: phase, location: sample.location)
      }, at: time)
  }

  /// Delivers one event of touches at `time`, keeping one ``UITouch`` per touch id.
  ///
  /// The clock is first advanced to `time` if it is behind (so display frames due before or
  /// at `time` run first; inside a clock callback it is already there). A `.began` touch of
  /// an unknown id starts a touch (hit-tested); `.moved` / `.stationary` / `.ended` /
  /// `.cancelled` touches update the known touch (unknown ids are ignored, a second `.began`
  /// for a live id is treated as `.moved`, a second touch for one id in the same event is
  /// ignored). Live touches not in `touches` are `.stationary`. Touches that ended or were
  /// cancelled are forgotten after the event.
  ///
  /// With `advancingClock: false` the touches carry `time` as their timestamp (later or earlier
  /// than the clock) and the clock stays where it is, so nothing scheduled up to `time` runs
  /// first: a touch that waited in the queue while the main thread was busy, handed over in the
  /// current run-loop turn with the time the hardware gave it (a replay's timing variants).
  ///
  /// - Parameters:
  ///   - touches: the touches, each at most once.
  ///   - time: when the event happens, in replay time.
  ///   - advancingClock: whether the clock first runs to `time`.
  ///   - type: what produces the touches that begin in this event (read when a touch begins).
  ///   - buttonMask: the pointer's buttons for touches of type `.indirectPointer` (an iPad
  ///     trackpad or mouse with a button held); it becomes the event's ``UIEvent/buttonMask``.
  /// - Returns: the event that was sent, or nil when no touch changed.
  @discardableResult
  public func deliver(
    _ touches: [TouchPoint], at time: VirtualInstant, advancingClock: Bool = true,
    type: UITouch.TouchType = .direct, buttonMask: UIEvent.ButtonMask = []
  ) -> UIEvent? {
    let instant = beginDelivery(at: time, advancingClock: advancingClock)
    var changed = false
    for touch in touches {
      if apply(
        id: touch.id, phase: UITouch.Phase(touch.phase), location: touch.location, at: instant,
        type: type)
      {
        changed = true
      }
    }
    return changed ? finishDelivery(at: instant, buttonMask: buttonMask) : nil
  }

  /// Delivers one touch at `time`: `deliver(_:at:advancingClock:type:buttonMask:)` for a
  /// single finger (the usual input frame), without a list to hold it.
  ///
  /// - Parameters:
  ///   - touch: the touch.
  ///   - time: when the event happens, in replay time.
  ///   - advancingClock: whether the clock first runs to `time`.
  ///   - type: what produces the touch (read when it begins).
  ///   - buttonMask: the pointer's buttons (for `.indirectPointer` touches).
  /// - Returns: the event that was sent, or nil when the touch changed nothing.
  @discardableResult
  public func deliver(
    _ touch: TouchPoint, at time: VirtualInstant, advancingClock: Bool = true,
    type: UITouch.TouchType = .direct, buttonMask: UIEvent.ButtonMask = []
  ) -> UIEvent? {
    let instant = beginDelivery(at: time, advancingClock: advancingClock)
    let changed = apply(
      id: touch.id, phase: UITouch.Phase(touch.phase), location: touch.location, at: instant,
      type: type)
    return changed ? finishDelivery(at: instant, buttonMask: buttonMask) : nil
  }

  /// Starts a delivery: a new event serial, and the instant its touches get (the clock moved
  /// to `time` first when `advancingClock`).
  private func beginDelivery(
    at time: VirtualInstant, advancingClock: Bool = true
  ) -> VirtualInstant {
    if advancingClock, time > clock.now { clock.advance(to: time) }
    eventSerial &+= 1
    return advancingClock ? max(time, clock.now) : time
  }

  /// Applies one sample; returns whether it changed a touch.
  private func apply(
    id: Int, phase: UITouch.Phase, location: CGPoint, at instant: VirtualInstant,
    type: UITouch.TouchType = .direct
  ) -> Bool {
    if let touch = touchesByIdentifier[id] {
      guard touch.eventSerial != eventSerial else { return false }
      touch.eventSerial = eventSerial
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
      touch.phase = phase == .began ? .moved : phase
      touch.instant = instant
      touch.timestamp = instant.seconds
      return true
    }
    guard phase == .began else { return false }
    nextTouchSequence += 1
    let touch = UITouch(
      identifier: id, sequenceNumber: nextTouchSequence, phase: .began,
      location: location, instant: instant, type: type,
      tapCount: tapCount(at: location, instant: instant), window: self)
    touch.eventSerial = eventSerial
    touchesByIdentifier[id] = touch
    liveTouches.append(touch)
    return true
  }

  private func finishDelivery(
    at instant: VirtualInstant, buttonMask: UIEvent.ButtonMask = []
  ) -> UIEvent {
    var anyFinished = false
    for touch in liveTouches {
      if touch.eventSerial != eventSerial {
        touch.phase = .stationary
        touch.previousLocationInWindow = touch.locationInWindow
      } else if touch.phase == .ended || touch.phase == .cancelled {
        anyFinished = true
      }
    }
    // Live touches are kept in creation order, so the event needs no sorting.
    let event = UIEvent(orderedTouches: liveTouches, instant: instant, buttonMask: buttonMask)
    // While the app ignores interaction events, touches are dropped (UIApplication's
    // beginIgnoringInteractionEvents()).
    if !UIApplication.shared.isIgnoringInteractionEvents { sendEvent(event) }
    if anyFinished {
      cachedMovedTouches = []
      cachedMovedSet = []
      var remaining: [UITouch] = []
      for touch in liveTouches {
        if touch.phase == .ended || touch.phase == .cancelled {
          touch.cachedSingleton = nil
          touchesByIdentifier[touch.identifier] = nil
          if touch.phase == .ended {
            lastTap = (instant, touch.locationInWindow, touch.tapCount)
          }
        } else {
          remaining.append(touch)
        }
      }
      liveTouches = remaining
    }
    return event
  }

  /// Cancels every live touch (e.g. when a recording ends with fingers down).
  @discardableResult
  public func cancelAllTouches(at time: VirtualInstant) -> UIEvent? {
    var touches: [TouchPoint] = []
    for touch in liveTouches {
      touches.append(
        TouchPoint(id: touch.identifier, phase: .cancelled, location: touch.locationInWindow))
    }
    return deliver(touches, at: time)
  }

  /// Whether any touch is down.
  public var hasLiveTouches: Bool { !liveTouches.isEmpty }

  /// What ``UIWindow/sendEvent(_:)`` does unless a subclass overrides it: hit-tests new
  /// touches, gives every touch to the gesture recognizers of its view and that view's ancestors
  /// (hit view's first), then to the hit view's `touchesBegan/Moved/Ended/Cancelled` (which pass
  /// along the responder chain), and finally resets recognizers that finished. A recognizer that
  /// recognizes with `cancelsTouchesInView` makes the view get `touchesCancelled` once for its
  /// touches and nothing more for them.
  func dispatchEvent(_ event: UIEvent) {
    layoutIfNeeded()
    FrameClock.withCurrent(clock) {
      let wasDispatching = isDispatching
      isDispatching = true
      dispatch(event)
      isDispatching = wasDispatching
      releaseHeldTouches()
    }
  }

  private func dispatch(_ event: UIEvent) {
    if UIView.hierarchyGeneration != checkedHierarchyGeneration {
      checkedHierarchyGeneration = UIView.hierarchyGeneration
      releaseTouchesWhoseViewsLeft(event)
    }
    // Hit-test new touches and collect their recognizers.
    for touch in event.touches where touch.phase == .began && touch.view == nil {
      guard touch.windowID == ObjectIdentifier(self) || touch.window == nil else { continue }
      touch.window = self
      var hit = hitTest(touch.locationInWindow, with: event)
      if let target = hit, isBlockedByExclusiveTouch(target, newTouch: touch) { hit = nil }
      touch.view = hit
      var recognizers: [UIGestureRecognizer] = []
      var view = hit
      while let current = view {
        for recognizer in current.recognizers
        where recognizer.isEnabled && recognizer.receivesTouches {
          if let delegate = recognizer.delegate,
            !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
          {
            continue
          }
          recognizers.append(recognizer)
        }
        view = current.superview
      }
      touch.recognizers = recognizers
    }

    let selfID = ObjectIdentifier(self)
    if event.touches.count == 1, let touch = event.touches.first, touch.windowID == selfID {
      dispatchSingle(touch, event: event)
      return
    }

    // Recognizers, in first-touch order.
    var involved: [UIGestureRecognizer] = []
    for touch in event.touches where touch.phase != .stationary && touch.windowID == selfID {
      for recognizer in touch.recognizers {
        var known = false
        for other in involved where other === recognizer {
          known = true
          break
        }
        if !known { involved.append(recognizer) }
      }
    }
    var shared: PhaseSets?
    let observer = eventObserver
    for recognizer in involved {
      guard recognizer.isEnabled, !recognizer.state.isFinished else { continue }
      observer?.recognizerWillReceiveTouches(recognizer)
      var phases = PhaseTouches()
      var coversAll = true
      for touch in event.touches where touch.windowID == selfID && touch.phase != .stationary {
        var mine = false
        for candidate in touch.recognizers where candidate === recognizer {
          mine = true
          break
        }
        guard mine else {
          coversAll = false
          continue
        }
        phases.append(touch)
      }
      recognizer.noteCentroid()
      for touch in phases.began { recognizer.track(touch) }
      // Recognizers that get every moving touch of the event share one set per phase.
      let sets: PhaseSets
      if coversAll {
        if shared == nil { shared = PhaseSets(phases, moved: movedSet(phases.moved)) }
        sets = shared ?? PhaseSets(phases, moved: movedSet(phases.moved))
      } else {
        sets = PhaseSets(phases, moved: movedSet(phases.moved))
      }
      // A recognizer that finished or failed during this event (its own doing or a
      // competitor's) hears nothing more.
      if let began = sets.began, recognizer.isLive {
        recognizer.touchesBegan(began, with: event)
      }
      if let moved = sets.moved, recognizer.isLive {
        recognizer.touchesMoved(moved, with: event)
      }
      if let ended = sets.ended, recognizer.isLive {
        recognizer.touchesEnded(ended, with: event)
      }
      if let cancelled = sets.cancelled, recognizer.isLive {
        recognizer.touchesCancelled(cancelled, with: event)
      }
      let ended = phases.ended
      let cancelled = phases.cancelled
      for touch in ended { recognizer.untrack(touch) }
      for touch in cancelled { recognizer.untrack(touch) }
    }

    deliverToViews(event)

    for recognizer in involved where recognizer.state.isFinished {
      recognizer.resetAfterGesture()
    }
  }

  /// A recognizer whose view left this window since its touches began hears no more of them:
  /// it is cancelled if it had begun, else it fails. A view that left the window gets its
  /// touches cancelled (if it heard them begin) and hears no more of them. Noticed at the
  /// next touch event after the change; UIKit does not document this (docs/HEADLESSUI.md).
  /// A view moved elsewhere in the window, or under a view that refuses interaction, keeps its
  /// touches: hit testing happens only when a touch begins.
  private func releaseTouchesWhoseViewsLeft(_ event: UIEvent) {
    for touch in liveTouches where touch.windowID == ObjectIdentifier(self) {
      var left: [UIGestureRecognizer] = []
      for recognizer in touch.recognizers where recognizer.view?.window !== self {
        left.append(recognizer)
      }
      if !left.isEmpty {
        touch.recognizers.removeAll { candidate in left.contains(identical: candidate) }
        for recognizer in left { recognizer.abandonTouches() }
      }
      if let view = touch.view, view.window !== self, !touch.viewReceivedCancel {
        touch.viewReceivedCancel = true
        touch.heldPhases = []
        if touch.viewHeardBegin { view.touchesCancelled([touch], with: event) }
      }
    }
  }

  /// The common case, one finger: no per-event arrays, and the touch's cached one-element
  /// set for every recognizer.
  private func dispatchSingle(_ touch: UITouch, event: UIEvent) {
    guard touch.phase != .stationary else { return }
    let recognizers = touch.recognizers
    if !recognizers.isEmpty {
      let set = touch.singletonSet()
      let observer = eventObserver
      for recognizer in recognizers {
        guard recognizer.isEnabled, !recognizer.state.isFinished else { continue }
        observer?.recognizerWillReceiveTouches(recognizer)
        recognizer.noteCentroid()
        switch touch.phase {
        case .began:
          recognizer.track(touch)
          if recognizer.isLive { recognizer.touchesBegan(set, with: event) }
        case .moved:
          if recognizer.isLive { recognizer.touchesMoved(set, with: event) }
        case .ended:
          if recognizer.isLive { recognizer.touchesEnded(set, with: event) }
          recognizer.untrack(touch)
        case .cancelled:
          if recognizer.isLive { recognizer.touchesCancelled(set, with: event) }
          recognizer.untrack(touch)
        case .stationary:
          break
        }
      }
    }
    if !touch.viewReceivedCancel { deliverToViews(event) }
    for recognizer in recognizers where recognizer.state.isFinished {
      recognizer.resetAfterGesture()
    }
  }

  /// The set of `touches` (nil when empty), reusing the last one built when it holds the same
  /// touches: fingers that move together get one set per event stream, not one per event.
  private func movedSet(_ touches: [UITouch]) -> Set<UITouch>? {
    guard !touches.isEmpty else { return nil }
    if touches.count == cachedMovedTouches.count {
      var same = true
      for index in touches.indices where touches[index] !== cachedMovedTouches[index] {
        same = false
        break
      }
      if same { return cachedMovedSet }
    }
    let set = Set(touches)
    cachedMovedTouches = touches
    cachedMovedSet = set
    return set
  }

  private func deliverToViews(_ event: UIEvent) {
    var groups: [(view: UIView, touches: [UITouch])] = []
    var cancelledGroups: [(view: UIView, touches: [UITouch])] = []
    let selfID = ObjectIdentifier(self)
    for touch in event.touches
    where touch.phase != .stationary && !touch.viewReceivedCancel && touch.windowID == selfID {
      guard let view = touch.view else { continue }
      let takenByRecognizer = touchTaken(touch)
      if !takenByRecognizer, !touch.heldPhases.isEmpty || isHeld(touch, phase: touch.phase) {
        // A recognizer still deciding holds the view's delivery (delaysTouchesBegan/Ended).
        hold(touch, phase: touch.phase, event: event)
        continue
      }
      if takenByRecognizer {
        // A recognizer took the touch: the view gets a cancel if it heard the touch begin,
        // else (taken in the event it began, or while held) it never hears of it.
        touch.viewReceivedCancel = true
        touch.heldPhases = []
        if touch.viewHeardBegin { append(touch, to: view, in: &cancelledGroups) }
      } else {
        append(touch, to: view, in: &groups)
      }
    }
    for group in cancelledGroups {
      group.view.touchesCancelled(Set(group.touches), with: event)
    }
    for group in groups {
      var began: [UITouch] = []
      var moved: [UITouch] = []
      var ended: [UITouch] = []
      var cancelled: [UITouch] = []
      for touch in group.touches {
        switch touch.phase {
        case .began: began.append(touch)
        case .moved: moved.append(touch)
        case .ended: ended.append(touch)
        case .cancelled: cancelled.append(touch)
        case .stationary: break
        }
      }
      for touch in began { touch.viewHeardBegin = true }
      if !began.isEmpty { group.view.touchesBegan(Set(began), with: event) }
      if !moved.isEmpty { group.view.touchesMoved(Set(moved), with: event) }
      if !ended.isEmpty { group.view.touchesEnded(Set(ended), with: event) }
      if !cancelled.isEmpty { group.view.touchesCancelled(Set(cancelled), with: event) }
    }
  }

  private func append(
    _ touch: UITouch, to view: UIView, in groups: inout [(view: UIView, touches: [UITouch])]
  ) {
    for index in groups.indices where groups[index].view === view {
      groups[index].touches.append(touch)
      return
    }
    groups.append((view, [touch]))
  }

  private func tapCount(at location: CGPoint, instant: VirtualInstant) -> Int {
    guard let lastTap, instant - lastTap.instant <= UIWindow.multipleTapInterval else {
      return 1
    }
    let dx = location.x - lastTap.location.x
    let dy = location.y - lastTap.location.y
    guard (dx * dx + dy * dy).squareRoot() <= UIWindow.multipleTapDistance else { return 1 }
    return lastTap.count + 1
  }
}

/// An event's touches split by phase (arrays allocate only when used).
@preconcurrency @MainActor
private struct PhaseTouches {
  var began: [UITouch] = []
  var moved: [UITouch] = []
  var ended: [UITouch] = []
  var cancelled: [UITouch] = []

  mutating func append(_ touch: UITouch) {
    switch touch.phase {
    case .began: began.append(touch)
    case .moved: moved.append(touch)
    case .ended: ended.append(touch)
    case .cancelled: cancelled.append(touch)
    case .stationary: break
    }
  }
}

/// The sets handed to a recognizer's touch methods (nil for an empty phase).
@preconcurrency @MainActor
private struct PhaseSets {
  let began: Set<UITouch>?
  let moved: Set<UITouch>?
  let ended: Set<UITouch>?
  let cancelled: Set<UITouch>?

  init(_ phases: PhaseTouches, moved: Set<UITouch>?) {
    began = phases.began.isEmpty ? nil : Set(phases.began)
    self.moved = moved
    ended = phases.ended.isEmpty ? nil : Set(phases.ended)
    cancelled = phases.cancelled.isEmpty ? nil : Set(phases.cancelled)
  }
}
