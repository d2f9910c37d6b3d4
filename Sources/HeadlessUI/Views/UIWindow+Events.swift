import Foundation

/// One finger's sample for ``UIWindow/deliverTouches(_:at:)``.
public struct TouchSample: Hashable, Sendable {
  /// The caller's finger identifier (kept across a touch sequence).
  public var id: Int
  /// The phase of this finger in this event.
  public var phase: UITouch.Phase
  /// The location in window coordinates.
  public var location: CGPoint

  /// A sample.
  public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
    self.id = id
    self.phase = phase
    self.location = location
  }
}

extension UIWindow {
  /// The longest gap, and farthest distance, between a tap's end and the next touch for the
  /// next touch to count as a repeated tap (UIKit-like values: 0.35 s, 45 pt).
  public static let multipleTapInterval = VirtualDuration.milliseconds(350)
  /// See ``multipleTapInterval``.
  public static let multipleTapDistance: CGFloat = 45

  /// Delivers one event of finger samples at `time`, keeping one ``UITouch`` per finger id.
  ///
  /// The clock is first advanced to `time` if it is behind (so display frames due before or
  /// at `time` run first; inside a clock callback it is already there). A `.began` sample of
  /// an unknown id starts a touch (hit-tested); `.moved` / `.stationary` / `.ended` /
  /// `.cancelled` samples update the known touch (unknown ids are ignored, a second `.began`
  /// for a live id is treated as `.moved`). Live touches without a sample are `.stationary`.
  /// Touches that ended or were cancelled are forgotten after the event.
  /// - Returns: the event that was sent (nil if no sample applied).
  @discardableResult
  public func deliverTouches(
    _ samples: [(id: Int, phase: UITouch.Phase, location: CGPoint)], at time: VirtualInstant
  ) -> UIEvent? {
    deliver(samples.map { TouchSample(id: $0.id, phase: $0.phase, location: $0.location) },
      at: time)
  }

  /// ``deliverTouches(_:at:)`` with ``TouchSample`` values.
  @discardableResult
  public func deliver(_ samples: [TouchSample], at time: VirtualInstant) -> UIEvent? {
    if time > clock.now { clock.advance(to: time) }
    let instant = max(time, clock.now)
    var changed = false
    var seen: [UITouch] = []
    for sample in samples {
      if let touch = touchesByIdentifier[sample.id] {
        guard !seen.contains(where: { $0 === touch }) else { continue }
        seen.append(touch)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = sample.location
        touch.phase = sample.phase == .began ? .moved : sample.phase
        touch.instant = instant
        touch.timestamp = instant.seconds
        changed = true
      } else if sample.phase == .began {
        nextTouchSequence += 1
        let touch = UITouch(
          identifier: sample.id, sequenceNumber: nextTouchSequence, phase: .began,
          location: sample.location, instant: instant,
          tapCount: tapCount(at: sample.location, instant: instant), window: self)
        touchesByIdentifier[sample.id] = touch
        liveTouches.append(touch)
        seen.append(touch)
        changed = true
      }
    }
    guard changed else { return nil }
    for touch in liveTouches where !seen.contains(where: { $0 === touch }) {
      touch.phase = .stationary
      touch.previousLocationInWindow = touch.locationInWindow
    }
    let event = UIEvent(touches: liveTouches, instant: instant)
    sendEvent(event)
    for touch in liveTouches where touch.phase == .ended || touch.phase == .cancelled {
      touchesByIdentifier[touch.identifier] = nil
      if touch.phase == .ended {
        lastTap = (instant, touch.locationInWindow, touch.tapCount)
      }
    }
    liveTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    return event
  }

  /// Cancels every live touch (e.g. when a recording ends with fingers down).
  @discardableResult
  public func cancelAllTouches(at time: VirtualInstant) -> UIEvent? {
    let samples = liveTouches.map {
      TouchSample(id: $0.identifier, phase: .cancelled, location: $0.locationInWindow)
    }
    return deliver(samples, at: time)
  }

  /// Whether any touch is down.
  public var hasLiveTouches: Bool { !liveTouches.isEmpty }

  /// Dispatches `event`: hit-tests new touches, gives every touch to the gesture recognizers
  /// of its view and that view's ancestors (hit view's first), then to the hit view's
  /// `touchesBegan/Moved/Ended/Cancelled` (which pass along the responder chain), and finally
  /// resets recognizers that finished. A recognizer that recognizes with
  /// `cancelsTouchesInView` makes the view get `touchesCancelled` once for its touches and
  /// nothing more for them.
  public func sendEvent(_ event: UIEvent) {
    layoutIfNeeded()
    FrameClock.$current.withValue(clock) {
      dispatch(event)
    }
  }

  private func dispatch(_ event: UIEvent) {
    let touches = event.touches.filter { $0.window === self || $0.window == nil }
    for touch in touches where touch.phase == .began && touch.view == nil {
      touch.window = self
      let hit = hitTest(touch.locationInWindow, with: event)
      touch.view = hit
      var recognizers: [UIGestureRecognizer] = []
      var view = hit
      while let current = view {
        for recognizer in current.recognizers where recognizer.isEnabled {
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

    // Recognizers, in first-touch order.
    var involved: [UIGestureRecognizer] = []
    for touch in touches where touch.phase != .stationary {
      for recognizer in touch.recognizers where !involved.contains(where: { $0 === recognizer }) {
        involved.append(recognizer)
      }
    }
    for recognizer in involved {
      guard recognizer.isEnabled, !recognizer.state.isFinished else { continue }
      let mine = touches.filter { touch in touch.recognizers.contains { $0 === recognizer } }
      let began = mine.filter { $0.phase == .began }
      let moved = mine.filter { $0.phase == .moved }
      let ended = mine.filter { $0.phase == .ended }
      let cancelled = mine.filter { $0.phase == .cancelled }
      recognizer.noteCentroid()
      for touch in began { recognizer.track(touch) }
      // A recognizer that finished or failed during this event (its own doing or a
      // competitor's) hears nothing more.
      func live() -> Bool { recognizer.isEnabled && !recognizer.state.isFinished }
      if !began.isEmpty && live() { recognizer.touchesBegan(Set(began), with: event) }
      if !moved.isEmpty && live() { recognizer.touchesMoved(Set(moved), with: event) }
      if !ended.isEmpty && live() { recognizer.touchesEnded(Set(ended), with: event) }
      if !cancelled.isEmpty && live() {
        recognizer.touchesCancelled(Set(cancelled), with: event)
      }
      for touch in ended + cancelled { recognizer.untrack(touch) }
    }

    deliverToViews(touches, event: event)

    for recognizer in involved {
      switch recognizer.state {
      case .ended, .cancelled, .failed: recognizer.resetAfterGesture()
      case .possible, .began, .changed: break
      }
    }
  }

  private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
    var groups: [(view: UIView, touches: [UITouch])] = []
    var cancelledGroups: [(view: UIView, touches: [UITouch])] = []
    for touch in touches where touch.phase != .stationary && !touch.viewReceivedCancel {
      guard let view = touch.view else { continue }
      let takenByRecognizer = touch.recognizers.contains { recognizer in
        recognizer.cancelsTouchesInView
          && (recognizer.state == .began || recognizer.state == .changed
            || recognizer.state == .ended)
      }
      if takenByRecognizer && touch.phase != .began {
        touch.viewReceivedCancel = true
        append(touch, to: view, in: &cancelledGroups)
      } else if takenByRecognizer {
        // Taken in the same event it began: the view never hears of it.
        touch.viewReceivedCancel = true
      } else {
        append(touch, to: view, in: &groups)
      }
    }
    for group in cancelledGroups {
      group.view.touchesCancelled(Set(group.touches), with: event)
    }
    for group in groups {
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        let subset = group.touches.filter { $0.phase == phase }
        guard !subset.isEmpty else { continue }
        let set = Set(subset)
        switch phase {
        case .began: group.view.touchesBegan(set, with: event)
        case .moved: group.view.touchesMoved(set, with: event)
        case .ended: group.view.touchesEnded(set, with: event)
        case .cancelled: group.view.touchesCancelled(set, with: event)
        case .stationary: break
        }
      }
    }
  }

  private func append(
    _ touch: UITouch, to view: UIView, in groups: inout [(view: UIView, touches: [UITouch])]
  ) {
    if let index = groups.firstIndex(where: { $0.view === view }) {
      groups[index].touches.append(touch)
    } else {
      groups.append((view, [touch]))
    }
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
