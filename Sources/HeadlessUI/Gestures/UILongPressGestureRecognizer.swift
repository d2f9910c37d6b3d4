import Foundation

/// A continuous recognizer for a press held in place, with UIKit's documented defaults:
/// ``minimumPressDuration`` 0.5 s, ``allowableMovement`` 10 pt, ``numberOfTouchesRequired`` 1,
/// ``numberOfTapsRequired`` 0 (UIKit: "The gesture begins (began) when the number of allowable
/// fingers has been pressed for the specified period and the touches do not move beyond the
/// allowable range of movement. The gesture recognizer transitions to the Change state whenever
/// a finger moves, and it ends (ended) when any of the fingers are lifted.").
///
/// The press timer runs on the window's frame clock. Taps before the press
/// (``numberOfTapsRequired``) are counted with the window's repeated-tap rule (`tapCount`).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down, in seconds (default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the press begins, in points (default 10).
  open var allowableMovement: CGFloat = 10
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
  /// Taps before the press (default 0).
  open var numberOfTapsRequired = 0

  private var start: CGPoint?
  private var timer: ScheduledCallback?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      if activeTouches.count > numberOfTouchesRequired {
        cancelTimer()
        state = .failed
        return
      }
      if numberOfTapsRequired > 0,
        let first = touches.inTouchOrder.first, first.tapCount < numberOfTapsRequired + 1
      {
        state = .failed
        return
      }
      if activeTouches.count == numberOfTouchesRequired {
        start = location(in: nil)
        schedulePress()
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      guard let start else { return }
      let point = location(in: nil)
      let dx = point.x - start.x
      let dy = point.y - start.y
      if (dx * dx + dy * dy).squareRoot() > allowableMovement {
        cancelTimer()
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      cancelTimer()
      state = .failed
    case .began, .changed:
      state = .ended
    default:
      break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      cancelTimer()
      state = .failed
    case .began, .changed:
      state = .cancelled
    default:
      break
    }
  }

  open override func reset() {
    super.reset()
    cancelTimer()
    start = nil
  }

  private func schedulePress() {
    cancelTimer()
    guard let clock = timerClock else { return }
    let delay = VirtualDuration.nanoseconds(Int64((max(minimumPressDuration, 0) * 1e9).rounded()))
    timer = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.timer = nil
      guard self.state == .possible, self.activeTouches.count == self.numberOfTouchesRequired
      else { return }
      self.state = .began
    }
  }

  private func cancelTimer() {
    if let timer { timerClock?.cancel(timer) }
    timer = nil
  }
}
