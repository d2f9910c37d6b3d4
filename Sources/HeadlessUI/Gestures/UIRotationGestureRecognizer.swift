import Foundation

/// A continuous recognizer for two fingers turning around each other, with UIKit's API
/// (https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer): ``rotation``
/// in radians (positive clockwise on screen, as in UIKit's flipped coordinates) and
/// ``velocity`` in radians per second.
///
/// - The angle is that of the line from the first to the second finger down (touch order);
///   ``rotation`` is its change since the fingers went down, unwrapped across ±π, and kept
///   continuous when a finger lands or lifts (the line is re-based, as a pinch's `scale` is).
/// - **Begins** when two touches are down and the line has turned by ``threshold`` radians
///   (default 0.1, about 6°: Apple does not document UIKit's threshold, so this is an
///   assumption).
/// - **Changes** while they move; **ends** when every finger has lifted; **cancelled** when
///   they are cancelled; **fails** when they lift before it began.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since the touches went down, in radians; settable (setting it re-bases the
  /// following changes and resets the velocity, as in UIKit).
  open var rotation: CGFloat {
    get { storedRotation }
    set {
      storedRotation = newValue
      needsRebase = true
      tracker.reset()
    }
  }

  /// The rotation's rate, in radians per second (0 without an estimate).
  open var velocity: CGFloat {
    guard let estimate = tracker.velocity() else { return 0 }
    return estimate.x
  }

  /// How far, in radians, the fingers must turn before the gesture begins (default 0.1).
  open var threshold: CGFloat = 0.1

  private var storedRotation: CGFloat = 0
  private var tracker = VelocityTracker()
  private var angleAtRebase: CGFloat = 0
  private var rotationAtRebase: CGFloat = 0
  private var lastAngle: CGFloat = 0
  private var needsRebase = true

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    needsRebase = true
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard activeTouches.count >= 2 else { return }
    if needsRebase {
      guard let previous = Self.angle(activeTouches, previous: true) else { return }
      angleAtRebase = previous
      lastAngle = previous
      rotationAtRebase = storedRotation
      needsRebase = false
    }
    guard var current = Self.angle(activeTouches, previous: false) else { return }
    // Unwrap across ±π: the nearest turn to the last angle seen.
    while current - lastAngle > .pi { current -= 2 * .pi }
    while current - lastAngle < -.pi { current += 2 * .pi }
    lastAngle = current
    storedRotation = rotationAtRebase + current - angleAtRebase
    tracker.addSample(at: event.instant, position: CGPoint(x: storedRotation, y: 0))
    switch state {
    case .possible:
      if abs(storedRotation) >= threshold { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(touches, with: event, cancelled: false)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(touches, with: event, cancelled: true)
  }

  private func finish(_ touches: Set<UITouch>, with event: UIEvent, cancelled: Bool) {
    needsRebase = true
    endMultiTouchGesture(touches, with: event, cancelled: cancelled) { tracker.lift(at: $0) }
  }

  open override func reset() {
    super.reset()
    storedRotation = 0
    rotationAtRebase = 0
    angleAtRebase = 0
    lastAngle = 0
    needsRebase = true
    tracker.reset()
  }

  /// The angle of the line from the first to the second touch, in window coordinates (nil when
  /// they coincide).
  static func angle(_ touches: [UITouch], previous: Bool) -> CGFloat? {
    guard touches.count >= 2 else { return nil }
    let first = previous ? touches[0].previousLocationInWindow : touches[0].locationInWindow
    let second = previous ? touches[1].previousLocationInWindow : touches[1].locationInWindow
    let dx = second.x - first.x
    let dy = second.y - first.y
    guard dx != 0 || dy != 0 else { return nil }
    return atan2(dy, dx)
  }
}
