import Foundation

/// Recognizers waiting for others to fail, and view deliveries held back by
/// `delaysTouchesBegan` / `delaysTouchesEnded`.
extension UIWindow {
  /// Remembers a recognizer that waits for a failure requirement.
  func noteWaiting(_ recognizer: UIGestureRecognizer) {
    if !waitingRecognizers.contains(where: { $0.object === recognizer }) {
      waitingRecognizers.append(WeakReference(recognizer))
    }
  }

  /// A recognizer changed state: waiting recognizers re-check their requirements, held view
  /// deliveries are released or dropped, and (outside event dispatch) a finished recognizer
  /// with no touches returns to `.possible`.
  func recognizerDidSettle(_ recognizer: UIGestureRecognizer) {
    settleQueue.append(WeakReference(recognizer))
    guard !isSettling else { return }
    isSettling = true
    defer { isSettling = false }
    while !settleQueue.isEmpty {
      let next = settleQueue.removeFirst()
      waitingRecognizers.removeAll { $0.object?.pendingState == nil }
      for waiting in waitingRecognizers {
        waiting.object?.resolvePending()
      }
      waitingRecognizers.removeAll { $0.object?.pendingState == nil }
      releaseHeldTouches()
      if !isDispatching, let settled = next.object, settled.state.isFinished,
        settled.activeTouches.isEmpty
      {
        settled.resetAfterGesture()
      }
    }
  }

  /// Whether `view` may not get `newTouch` because of ``UIView/isExclusiveTouch`` (UIKit: it
  /// "blocks the delivery of touch events to other views in the same window"): an exclusive
  /// view gets no new touch while another view tracks one, and no other view gets a new touch
  /// while an exclusive view tracks one. A blocked touch goes to no view and no recognizer.
  func isBlockedByExclusiveTouch(_ view: UIView, newTouch: UITouch) -> Bool {
    for other in liveTouches where other !== newTouch {
      guard let otherView = other.view, otherView !== view,
        other.phase != .ended, other.phase != .cancelled
      else { continue }
      if view.isExclusiveTouch || otherView.isExclusiveTouch { return true }
    }
    return false
  }

  /// Whether a recognizer of `touch` that is still deciding holds back a view delivery of
  /// `phase`: `delaysTouchesBegan` holds began and moved, `delaysTouchesEnded` holds ended.
  func isHeld(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
    for recognizer in touch.recognizers where recognizer.isEnabled && recognizer.state == .possible
    {
      switch phase {
      case .began, .moved, .stationary:
        if recognizer.holdsBeganDeliveries { return true }
      case .ended:
        if recognizer.delaysTouchesEnded || recognizer.holdsBeganDeliveries { return true }
      case .cancelled:
        break
      }
    }
    return false
  }

  /// Whether a recognizer of `touch` that cancels touches in the view has recognized.
  func touchTaken(_ touch: UITouch) -> Bool {
    for recognizer in touch.recognizers where recognizer.cancelsTouchesInView {
      let state = recognizer.state
      if state == .began || state == .changed || state == .ended { return true }
    }
    return false
  }

  /// Holds `phase` of `touch` for its view (in order).
  func hold(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
    touch.heldPhases.append(phase)
    touch.heldEvent = event
    if !heldTouches.contains(identical: touch) { heldTouches.append(touch) }
  }

  /// Delivers or drops held view deliveries whose recognizers have decided.
  func releaseHeldTouches() {
    guard !heldTouches.isEmpty else { return }
    var remaining: [UITouch] = []
    for touch in heldTouches {
      guard let view = touch.view else {
        touch.heldPhases = []
        touch.heldEvent = nil
        continue
      }
      if touchTaken(touch) {
        // A recognizer took the touch: the view hears nothing more, and a cancel only if it
        // had heard the touch begin.
        if touch.viewHeardBegin, !touch.viewReceivedCancel {
          view.touchesCancelled([touch], with: touch.heldEvent)
        }
        touch.viewReceivedCancel = true
        touch.heldPhases = []
        touch.heldEvent = nil
        continue
      }
      var delivered = 0
      for phase in touch.heldPhases {
        if isHeld(touch, phase: phase) { break }
        let event = touch.heldEvent
        switch phase {
        case .began:
          touch.viewHeardBegin = true
          view.touchesBegan([touch], with: event)
        case .moved: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        case .stationary: break
        }
        delivered += 1
      }
      touch.heldPhases.removeFirst(delivered)
      if touch.heldPhases.isEmpty {
        // The event holds the touch: keeping it here would be a cycle that outlives the window.
        touch.heldEvent = nil
      } else {
        remaining.append(touch)
      }
    }
    heldTouches = remaining
  }
}
