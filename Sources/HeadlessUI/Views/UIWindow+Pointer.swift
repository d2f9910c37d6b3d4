import Foundation

// The iPad pointer's events without touches: hovering (no button) and trackpad scrolling. A
// pointer with a button held is a touch of type `.indirectPointer` (``UIWindow/deliver(_:at:advancingClock:buttonMask:)``).

extension UIWindow {
  /// The pointer hovers at `location` (window coordinates), or stopped hovering (nil): hover
  /// recognizers of the hit view and its ancestors begin or change, those no longer under
  /// the pointer end. The clock first advances to `time`.
  public func deliverHover(at location: CGPoint?, time: VirtualInstant) {
    if time > clock.now { clock.advance(to: time) }
    layoutIfNeeded()
    FrameClock.withCurrent(clock) {
      var under: [UIHoverGestureRecognizer] = []
      if let location {
        var view = hitTest(location, with: nil)
        while let current = view {
          for case let recognizer as UIHoverGestureRecognizer in current.recognizers
          where recognizer.isEnabled {
            under.append(recognizer)
          }
          view = current.superview
        }
      }
      let lastLocation = location ?? .zero
      for recognizer in hoveringRecognizers where !under.contains(identical: recognizer) {
        recognizer.hoverEnded(at: lastLocation)
      }
      hoveringRecognizers = under
      if let location {
        for recognizer in under { recognizer.hover(at: location) }
      }
    }
  }

  /// A trackpad scroll at the pointer's `location`: `.began` picks the pan recognizers of the
  /// hit view and its ancestors whose ``UIPanGestureRecognizer/allowedScrollTypesMask``
  /// contains `.continuous`; `.changed` moves them by `delta` (points, the fingers'
  /// direction); `.ended` ends them. The clock first advances to `time`.
  public func deliverScroll(
    _ phase: UIScrollPhase, delta: CGPoint, at location: CGPoint, time: VirtualInstant
  ) {
    if time > clock.now { clock.advance(to: time) }
    let instant = max(time, clock.now)
    layoutIfNeeded()
    FrameClock.withCurrent(clock) {
      switch phase {
      case .began:
        var found: [UIPanGestureRecognizer] = []
        var view = hitTest(location, with: nil)
        while let current = view {
          for case let pan as UIPanGestureRecognizer in current.recognizers
          where pan.isEnabled && pan.allowedScrollTypesMask.contains(.continuous)
            && pan.state == .possible && pan.activeTouches.isEmpty
          {
            found.append(pan)
          }
          view = current.superview
        }
        scrollingRecognizers = found
        for pan in found { pan.scrollBegan(at: location, instant: instant) }
        if delta != .zero {
          for pan in scrollingRecognizers {
            pan.scrollChanged(by: delta, at: location, instant: instant)
          }
        }
      case .changed:
        for pan in scrollingRecognizers {
          pan.scrollChanged(by: delta, at: location, instant: instant)
        }
      case .ended:
        let ending = scrollingRecognizers
        scrollingRecognizers = []
        for pan in ending { pan.scrollEnded(at: location, instant: instant) }
      }
    }
  }
}
