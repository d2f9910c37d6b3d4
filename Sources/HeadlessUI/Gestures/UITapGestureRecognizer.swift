import Foundation

/// A discrete recognizer for taps: ``numberOfTouchesRequired`` fingers down and up,
/// ``numberOfTapsRequired`` times.
///
/// UIKit documents the two counts; its movement and timing limits are private, so these are
/// stated as assumptions (docs/HEADLESSUI.md):
/// - a finger that moves more than ``allowableMovement`` (10 pt, the documented value of the
///   long press's `allowableMovement`) from where it went down fails the tap;
/// - a finger held longer than ``maximumTapDuration`` (1.5 s) fails it;
/// - the next tap of a multiple tap must start within ``maximumIntervalBetweenTaps``
///   (0.35 s, the window's repeated-tap interval) of the last lift, else the tap fails.
///
/// A single-finger single tap on a `UIButton`, `UISwitch`, `UISegmentedControl`,
/// `UIPageControl` or `UIStepper` does not recognize when the recognizer belongs to another
/// view: the control's own action wins (UIKit, "Event Handling Guide: default control actions
/// prevent overlapping gesture recognizer behavior").
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (default 1).
  open var numberOfTapsRequired = 1
  /// Fingers needed in each tap (default 1).
  open var numberOfTouchesRequired = 1
  /// How far a finger may move and still tap (10 pt; an assumption, see the type).
  public static let allowableMovement: CGFloat = 10
  /// How long a finger may stay down and still tap (1.5 s; an assumption).
  public static let maximumTapDuration = VirtualDuration.milliseconds(1500)
  /// The longest pause between the taps of a multiple tap (0.35 s; an assumption).
  public static let maximumIntervalBetweenTaps = VirtualDuration.milliseconds(350)

  private var tapsSoFar = 0
  private var fingersThisTap = 0
  private var starts: [(touch: ObjectIdentifier, location: CGPoint)] = []
  private var timer: ScheduledCallback?

  override var isAwaitingTouches: Bool { tapsSoFar > 0 && state == .possible }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, pendingState == nil else { return }
    cancelTimer()
    for touch in touches.inTouchOrder {
      starts.append((ObjectIdentifier(touch), touch.locationInWindow))
      if Self.isControlWithDefaultAction(touch.view), touch.view !== view,
        numberOfTapsRequired == 1, numberOfTouchesRequired == 1
      {
        state = .failed
        return
      }
    }
    fingersThisTap = max(fingersThisTap, activeTouches.count)
    if activeTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    schedule(after: Self.maximumTapDuration)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, pendingState == nil else { return }
    for touch in touches {
      guard let start = starts.first(where: { $0.touch == ObjectIdentifier(touch) }) else {
        continue
      }
      let dx = touch.locationInWindow.x - start.location.x
      let dy = touch.locationInWindow.y - start.location.y
      if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, pendingState == nil else { return }
    let remaining = activeTouches.filter { !touches.contains($0) }
    guard remaining.isEmpty else { return }
    cancelTimer()
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsSoFar += 1
    fingersThisTap = 0
    starts.removeAll()
    if tapsSoFar >= numberOfTapsRequired {
      state = .ended
    } else {
      schedule(after: Self.maximumIntervalBetweenTaps)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    cancelTimer()
    state = .failed
  }

  open override func reset() {
    super.reset()
    cancelTimer()
    tapsSoFar = 0
    fingersThisTap = 0
    starts.removeAll()
  }

  private func schedule(after delay: VirtualDuration) {
    guard let clock = timerClock else { return }
    timer = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.timer = nil
      self.failFromTimer()
    }
  }

  private func cancelTimer() {
    if let timer { timerClock?.cancel(timer) }
    timer = nil
  }

  static func isControlWithDefaultAction(_ view: UIView?) -> Bool {
    view is UIButton || view is UISwitch || view is UISegmentedControl || view is UIPageControl
      || view is UIStepper
  }
}
