import Foundation

/// A continuous recognizer for two or more fingers moving apart or together, with UIKit's
/// API: ``scale`` and ``velocity`` (scale factor per second).
///
/// - The spread is the mean distance of the touches from their centroid (for two fingers,
///   half their distance), so three- and four-finger pinches work too.
/// - **Begins** when at least two touches are down and the spread has changed by
///   ``hysteresis`` points (default 8, the pan's threshold) since they went down.
/// - **Changes** while at least two touches move; ``scale`` is the spread relative to the
///   spread at touch-down, kept continuous when a finger lands or lifts.
/// - **Ends** when all fingers have lifted; **cancelled** when they are cancelled; **fails**
///   when they lift before it began.
/// - ``velocity`` comes from a `VelocityTracker` on the scale (``velocityConfiguration``).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale factor relative to the touches' spread at touch-down; settable (setting it
  /// re-bases the following changes and resets the velocity, as in UIKit).
  open var scale: CGFloat {
    get { storedScale }
    set {
      storedScale = newValue
      needsRebase = true
      tracker.reset()
    }
  }

  /// The scale's rate of change, in scale factor per second (0 without an estimate).
  open var velocity: CGFloat {
    guard let estimate = tracker.velocity() else { return 0 }
    return estimate.x
  }

  /// How far, in window points, the spread must change before the pinch begins (default 8).
  open var hysteresis: CGFloat = 8
  /// The velocity estimator and its rules.
  open var velocityConfiguration: VelocityTrackerConfiguration = .standard {
    didSet { tracker = VelocityTracker(configuration: velocityConfiguration) }
  }

  private var storedScale: CGFloat = 1
  private var tracker = VelocityTracker()
  private var spreadAtRebase: CGFloat = 0
  private var scaleAtRebase: CGFloat = 1
  private var initialSpread: CGFloat?
  private var needsRebase = true

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    needsRebase = true
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard activeTouches.count >= 2 else { return }
    if needsRebase {
      let previous = Self.spread(activeTouches, previous: true)
      guard previous > 0 else { return }
      spreadAtRebase = previous
      scaleAtRebase = storedScale
      if initialSpread == nil { initialSpread = previous }
      needsRebase = false
    }
    let current = Self.spread(activeTouches, previous: false)
    guard spreadAtRebase > 0 else { return }
    storedScale = scaleAtRebase * current / spreadAtRebase
    tracker.addSample(at: event.instant, position: CGPoint(x: storedScale, y: 0))
    switch state {
    case .possible:
      guard let initial = initialSpread else { return }
      // The spread change since touch-down, in points at the current touch set.
      let change = abs(storedScale - 1) * initial
      if change >= hysteresis { state = .began }
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
    storedScale = 1
    scaleAtRebase = 1
    spreadAtRebase = 0
    initialSpread = nil
    needsRebase = true
    tracker.reset()
  }

  /// The mean distance of the touches from their centroid.
  static func spread(_ touches: [UITouch], previous: Bool) -> CGFloat {
    let centre = UIPanGestureRecognizer.centroid(touches, previous: previous)
    var total: CGFloat = 0
    for touch in touches {
      let point = previous ? touch.previousLocationInWindow : touch.locationInWindow
      let dx = point.x - centre.x
      let dy = point.y - centre.y
      total += (dx * dx + dy * dy).squareRoot()
    }
    return total / CGFloat(touches.count)
  }
}
