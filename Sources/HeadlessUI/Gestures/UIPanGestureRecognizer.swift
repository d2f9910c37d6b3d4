import Foundation

/// A continuous recognizer for dragging fingers, with UIKit's API: ``translation(in:)``,
/// ``setTranslation(_:in:)``, ``velocity(in:)``, ``minimumNumberOfTouches``,
/// ``maximumNumberOfTouches``.
///
/// Semantics (docs/INPUT.md has the sources):
/// - **Begins** when at least ``minimumNumberOfTouches`` are down and their centroid has moved
///   ``hysteresis`` points (default 8, Android's `TOUCH_SLOP` of 8 dp; UIKit's own value is
///   private) from where the touches went down. Translation counts from touch-down, so at
///   `.began` it already holds that movement (the finger has moved, as on a device).
/// - **Changes** whenever the touches move while at least ``minimumNumberOfTouches`` are down.
/// - **Ends** when all fingers have lifted; **cancelled** when they are cancelled (e.g. the
///   recording ended with a finger down); **fails** when the touches end before it began, or
///   when more than ``maximumNumberOfTouches`` land before it began (after it began, extra
///   touches are ignored).
/// - The position followed is the centroid of the touches, made continuous: when a finger
///   lands or lifts, the jump of the centroid is not counted as movement. In an event where a
///   finger lifts, the motion is that of the fingers that stay (the lifting finger's last move
///   does not count half). UIKit documents that the pan changes "when a finger moves while at
///   least the minimum number of fingers are pressed down" and ends when all lift; what it does
///   to the translation when the count changes is not documented: this is our choice, matching
///   a scroll view on a device, where a finger landing or lifting does not move the content
///   (docs/HEADLESSUI.md).
/// - Velocity comes from a `VelocityTracker` (``velocityConfiguration``; LSQ2 over ≤ 20
///   samples within 100 ms, 40 ms gap rule, no velocity after a pause > 40 ms before the lift)
///   fed with the continuous centroid at every touch event; ``setTranslation(_:in:)`` resets it
///   to zero until the next touch event, as UIKit documents, without forgetting the finger's
///   motion (see that method).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest touches that may pan (default 1).
  open var minimumNumberOfTouches: Int = 1
  /// The most touches that may pan (default `Int.max`, UIKit's `NSUIntegerMax`).
  open var maximumNumberOfTouches: Int = Int.max
  /// How far, in window points, the centroid must move before the pan begins (default 8).
  open var hysteresis: CGFloat = 8
  /// The scrolls this pan recognizes besides touches (default none: UIKit's documentation has
  /// setting the mask enable scroll recognition). With `.continuous`, a trackpad's two-finger
  /// scroll under the iPad pointer reading pans (see `UIPanGestureRecognizer+Scroll.swift`).
  open var allowedScrollTypesMask: UIScrollTypeMask = []
  /// Whether the current sequence is a scroll rather than touches.
  var isFollowingScroll = false
  /// The velocity estimator and its rules (default `VelocityTrackerConfiguration/standard`).
  open var velocityConfiguration: VelocityTrackerConfiguration = .standard {
    didSet { tracker = VelocityTracker(configuration: velocityConfiguration) }
  }

  private var tracker = VelocityTracker() {
    didSet {
      estimate = nil
      velocityWasReset = false
    }
  }
  /// Whether ``setTranslation(_:in:)`` reset the velocity since the tracker last took a touch
  /// event: ``velocity(in:)`` is zero until the next one.
  private var velocityWasReset = false
  /// The tracker's estimate since it last changed (asked for by the app's handler, the
  /// replay's observer and reports several times per event; the fit is the same each time).
  private var estimate: CGPoint??
  /// The continuous centroid path in window coordinates.
  private var path: CGPoint = .zero
  private var pathOffset: CGPoint = .zero
  private var pathStart: CGPoint?
  private var translationOrigin: CGPoint = .zero  // window-space translation = path − origin
  private var needsRebase = true
  /// The touches the centroid was last measured over.
  private var centroidTouches: [ObjectIdentifier] = []
  private var lastEventTime = VirtualInstant.zero

  // MARK: UIKit API

  /// The total translation of the pan in `view`'s coordinate system (the window's for nil):
  /// not a delta since the last report.
  open func translation(in view: UIView?) -> CGPoint {
    let window = CGPoint(x: path.x - translationOrigin.x, y: path.y - translationOrigin.y)
    return Self.vector(window, toViewOf: view)
  }

  /// Sets the translation, as seen in `view`'s coordinate system, to `translation`, and resets
  /// the velocity: ``velocity(in:)`` is zero until the next touch event, which measures it again
  /// from the finger's recent motion (docs/INPUT.md, "setTranslation and the velocity": Apple's
  /// page says "Changing the translation value resets the velocity of the pan"; Apple's
  /// PhotoTransitioning sample sets the translation to zero on every change and still reads a
  /// flick's velocity when the finger lifts, so the finger's history is not forgotten).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let window = Self.vector(translation, fromViewOf: view)
    translationOrigin = CGPoint(x: path.x - window.x, y: path.y - window.y)
    velocityWasReset = true
  }

  /// The velocity of the pan in points per second, in `view`'s coordinate system (the
  /// window's for nil); zero when there is no estimate.
  open func velocity(in view: UIView?) -> CGPoint {
    if velocityWasReset { return .zero }
    let velocity: CGPoint?
    if let estimate {
      velocity = estimate
    } else {
      velocity = tracker.velocity()
      estimate = .some(velocity)
    }
    guard let window = velocity else { return .zero }
    return Self.vector(window, toViewOf: view)
  }

  // MARK: Touch handling

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible && activeTouches.count > maximumNumberOfTouches {
      state = .failed
      return
    }
    if state == .began || state == .changed {
      // Extra touches beyond the maximum are not part of the pan.
      for touch in touches.inTouchOrder where activeTouches.count > maximumNumberOfTouches {
        ignore(touch, for: event)
      }
    }
    lastEventTime = event.instant
    if pathStart == nil {
      let centroid = Self.centroid(activeTouches, previous: false)
      path = centroid
      pathOffset = .zero
      pathStart = centroid
      translationOrigin = centroid
      tracker.reset()
      tracker.addSample(at: event.instant, position: path)
      needsRebase = false
      centroidTouches = activeTouches.map(ObjectIdentifier.init)
    } else {
      needsRebase = true
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard pathStart != nil, !activeTouches.isEmpty else { return }
    lastEventTime = event.instant
    // The fingers that stay: a touch ending in this same event moves no more.
    // Plain loops: a closure handed to the standard library pays an isolation check per call.
    // Usually every finger stays: then the list is `activeTouches` itself, not a new array.
    var staying = activeTouches
    var someLeave = false
    for touch in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
      someLeave = true
      break
    }
    if someLeave {
      staying = []
      for touch in activeTouches where touch.phase != .ended && touch.phase != .cancelled {
        staying.append(touch)
      }
      if staying.isEmpty { staying = activeTouches }
    }
    // The same touches as last time, in order, compared without building their identities.
    var sameTouches = !needsRebase && staying.count == centroidTouches.count
    if sameTouches {
      for index in staying.indices
      where ObjectIdentifier(staying[index]) != centroidTouches[index] {
        sameTouches = false
        break
      }
    }
    if !sameTouches {
      // Keep the path continuous across a change of the touch set: measure this event's
      // motion from the staying touches' previous locations.
      let previous = Self.centroid(staying, previous: true)
      pathOffset = CGPoint(x: path.x - previous.x, y: path.y - previous.y)
      needsRebase = false
      var ids: [ObjectIdentifier] = []
      ids.reserveCapacity(staying.count)
      for touch in staying { ids.append(ObjectIdentifier(touch)) }
      centroidTouches = ids
    }
    let centroid = Self.centroid(staying, previous: false)
    path = CGPoint(x: centroid.x + pathOffset.x, y: centroid.y + pathOffset.y)
    tracker.addSample(at: event.instant, position: path)
    let enough = activeTouches.count >= minimumNumberOfTouches
    switch state {
    case .possible:
      guard enough, let start = pathStart else { return }
      let dx = path.x - start.x
      let dy = path.y - start.y
      if (dx * dx + dy * dy).squareRoot() >= hysteresis {
        state = panMayBegin(displacement: CGPoint(x: dx, y: dy)) ? .began : .failed
      }
    case .began, .changed:
      if enough { state = .changed }
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
    let remaining = activeTouches.filter { !touches.contains($0) }.count
    needsRebase = true
    guard remaining == 0 else { return }
    switch state {
    case .began, .changed:
      tracker.lift(at: event.instant)
      state = cancelled ? .cancelled : .ended
    case .possible:
      state = .failed
    default:
      break
    }
  }

  open override func reset() {
    super.reset()
    isFollowingScroll = false
    tracker.reset()
    path = .zero
    pathOffset = .zero
    pathStart = nil
    translationOrigin = .zero
    needsRebase = true
  }

  // MARK: Scroll sequences (iPad pointer reading)

  func beginFollowingScroll(at location: CGPoint, instant: VirtualInstant) {
    isFollowingScroll = true
    path = location
    pathOffset = .zero
    pathStart = location
    translationOrigin = location
    lastEventTime = instant
    tracker.reset()
    tracker.addSample(at: instant, position: path)
    notePointer(at: location)
  }

  func advanceScroll(by delta: CGPoint, at location: CGPoint, instant: VirtualInstant) {
    path = CGPoint(x: path.x + delta.x, y: path.y + delta.y)
    lastEventTime = instant
    tracker.addSample(at: instant, position: path)
    notePointer(at: location)
  }

  func finishScroll(at instant: VirtualInstant) {
    tracker.lift(at: instant)
  }

  /// Whether a pan whose centroid moved `displacement` (window points) past the hysteresis may
  /// begin; subclasses refine it (the screen-edge pan, the scroll view's pan). True.
  func panMayBegin(displacement: CGPoint) -> Bool { true }

  /// Where the pan's touches went down, in window coordinates (nil before any touch).
  var panStartInWindow: CGPoint? { pathStart }

  // MARK: Helpers

  static func centroid(_ touches: [UITouch], previous: Bool) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in touches {
      let point = previous ? touch.previousLocationInWindow : touch.locationInWindow
      x += point.x
      y += point.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  /// A window-space vector in `view`'s coordinates (translation ignored).
  static func vector(_ vector: CGPoint, toViewOf view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let transform = view.conversion(from: nil)
    let size = CGSize(width: vector.x, height: vector.y).applying(transform)
    return CGPoint(x: size.width, y: size.height)
  }

  /// A vector in `view`'s coordinates in window space.
  static func vector(_ vector: CGPoint, fromViewOf view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let transform = view.conversion(to: nil)
    let size = CGSize(width: vector.x, height: vector.y).applying(transform)
    return CGPoint(x: size.width, y: size.height)
  }
}
