import Foundation

extension UIScrollView {
  /// The rubber band: how far content moves for an overshoot `x` past an edge, for a bounds
  /// length `length` (see the type's documentation).
  nonisolated static func rubberBand(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let banded = (1 - 1 / (magnitude * 0.55 / length + 1)) * length
    return overshoot < 0 ? -banded : banded
  }

  /// The offset a drag by `translation` (in this view's coordinates) from the drag's start
  /// gives: axes that cannot scroll stay put, overshoot is banded or clamped.
  func draggedOffset(translation: CGPoint) -> CGPoint {
    var raw = CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y)
    if !canScroll(.horizontal) || lockedAxis == .vertical { raw.x = contentOffset.x }
    if !canScroll(.vertical) || lockedAxis == .horizontal { raw.y = contentOffset.y }
    let low = minimumContentOffset
    let high = maximumContentOffset
    func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
      if value < low { return bounces ? low + Self.rubberBand(value - low, length: length) : low }
      if value > high {
        return bounces ? high + Self.rubberBand(value - high, length: length) : high
      }
      return value
    }
    return CGPoint(
      x: band(raw.x, low.x, high.x, bounds.width), y: band(raw.y, low.y, high.y, bounds.height))
  }

  /// Where a release with `velocity` (points per second, content direction) stops: projected
  /// by the deceleration rate, paged if paging, clamped to the content.
  func projectedOffset(velocity: CGPoint) -> CGPoint {
    let rate = decelerationRate.rawValue
    let factor = rate / (1 - rate) / 1000
    var target = CGPoint(
      x: contentOffset.x + velocity.x * factor, y: contentOffset.y + velocity.y * factor)
    if isPagingEnabled {
      target = pagedOffset(velocity: velocity)
    }
    if !canScroll(.horizontal) { target.x = contentOffset.x }
    if !canScroll(.vertical) { target.y = contentOffset.y }
    return clampedOffset(target)
  }

  /// The page to settle on: the next page in the direction of a flick faster than 0.5 pt/ms
  /// (an assumption: UIKit does not document its paging threshold), else the nearest.
  private func pagedOffset(velocity: CGPoint) -> CGPoint {
    func page(_ offset: CGFloat, _ velocity: CGFloat, _ length: CGFloat, _ start: CGFloat)
      -> CGFloat
    {
      guard length > 0 else { return offset }
      let startPage = (start / length).rounded()
      var target = (offset / length).rounded()
      if velocity > 500 {
        target = startPage + 1
      } else if velocity < -500 {
        target = startPage - 1
      }
      target = min(max(target, startPage - 1), startPage + 1)
      return target * length
    }
    return CGPoint(
      x: page(contentOffset.x, velocity.x, bounds.width, dragStartOffset.x),
      y: page(contentOffset.y, velocity.y, bounds.height, dragStartOffset.y))
  }

  /// The scroll view's pan moved: drive the drag.
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      isTracking = true
      isDragging = true
      // The content follows the finger from where the drag was recognized: the movement
      // within the recognizer's hysteresis does not make it jump (as on iOS).
      let recognized = pan.translation(in: self)
      dragStartOffset = CGPoint(
        x: contentOffset.x + recognized.x, y: contentOffset.y + recognized.y)
      lockedAxis = nil
      if isDirectionalLockEnabled {
        let translation = pan.translation(in: self)
        lockedAxis = abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical
      }
      delegate?.scrollViewWillBeginDragging(self)
      let offset = draggedOffset(translation: pan.translation(in: self))
      if offset != contentOffset { contentOffset = offset }
    case .changed:
      let offset = draggedOffset(translation: pan.translation(in: self))
      if offset != contentOffset { contentOffset = offset }
    case .ended, .cancelled:
      let fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
      var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
      if !canScroll(.horizontal) || lockedAxis == .vertical { velocity.x = 0 }
      if !canScroll(.vertical) || lockedAxis == .horizontal { velocity.y = 0 }
      var target = projectedOffset(velocity: velocity)
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
        targetContentOffset: &target)
      isDragging = false
      isTracking = false
      let decelerate = target != contentOffset
      if pan.state == .ended {
        refreshControl?.scrollViewReleased(
          overscroll: -(contentOffset.y + adjustedContentInset.top))
      }
      delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
      if decelerate {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(to: target, rate: decelerationRate.rawValue, kind: .deceleration)
      }
    default:
      break
    }
  }

  // MARK: Motion on the frame clock

  /// Moves the content to `target` along `1 − rate^t` (t in ms) on the window's clock.
  func startMotion(to target: CGPoint, rate: CGFloat, kind: ScrollMotion.Kind) {
    stopMotion()
    guard let clock = window?.clock ?? FrameClock.current else {
      contentOffset = target
      finishMotion(kind)
      return
    }
    let start = contentOffset
    let startTime = clock.now
    let motion = ScrollMotion(kind: kind)
    // The link reaches its clock through `link.clock` (weak): capturing `clock` here would make
    // a cycle (the clock keeps its links) that leaks both when a replay ends mid-motion.
    let scrollView = WeakReference(self)
    motion.link = CADisplayLink(clock: clock) { link in
      guard let self = scrollView.object, let now = link.clock?.now else {
        link.invalidate()
        return
      }
      let elapsed = Double((now - startTime).nanoseconds) / 1e6
      let remaining = CGFloat(pow(Double(rate), elapsed))
      let offset = CGPoint(
        x: target.x + (start.x - target.x) * remaining,
        y: target.y + (start.y - target.y) * remaining)
      let left = max(abs(offset.x - target.x), abs(offset.y - target.y))
      if left < 0.5 {
        link.invalidate()
        self.motion = nil
        self.contentOffset = target
        self.finishMotion(kind)
      } else {
        self.contentOffset = offset
      }
    }
    self.motion = motion
  }

  /// Stops a deceleration or animated scroll where it is.
  func stopMotion() {
    guard let motion else { return }
    motion.link?.invalidate()
    self.motion = nil
    if motion.kind == .deceleration {
      isDecelerating = false
    }
  }

  private func finishMotion(_ kind: ScrollMotion.Kind) {
    switch kind {
    case .deceleration:
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }
}

/// A running deceleration or animated scroll.
@preconcurrency @MainActor
final class ScrollMotion {
  enum Kind { case deceleration, animation }
  let kind: Kind
  var link: CADisplayLink?
  init(kind: Kind) { self.kind = kind }
}

/// The scroll view's own pan recognizer: begins only along an axis the content can scroll
/// (so a vertical list inside a horizontal pager leaves sideways drags to the pager — UIKit
/// does not document this rule, it is what nested scroll views do on iOS), and works together
/// with the scroll view's pinch.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  var scrollView: UIScrollView? {
    get { scrollViewReference.object }
    set { scrollViewReference = WeakReference(newValue) }
  }
  var scrollViewReference = WeakReference<UIScrollView>(nil)

  init(scrollView: UIScrollView) {
    let reference = WeakReference(scrollView)
    self.scrollViewReference = reference
    super.init(target: nil, action: nil)
    addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      reference.object?.handlePan(pan)
    }
  }

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  private var contentDelayExpired = false
  private var contentDelayTimer: ScheduledCallback?

  override var holdsBeganDeliveries: Bool {
    super.holdsBeganDeliveries || (scrollView?.delaysContentTouches == true && !contentDelayExpired)
  }

  override func panMayBegin(displacement: CGPoint) -> Bool {
    guard let scrollView, scrollView.isScrollEnabled else { return false }
    for touch in activeTouches where touch.viewHeardBegin {
      guard let content = touch.view, content !== scrollView, content.isDescendant(of: scrollView)
      else { continue }
      if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content) {
        return false
      }
    }
    let axis: ScrollAxis = abs(displacement.x) > abs(displacement.y) ? .horizontal : .vertical
    return scrollView.canScroll(axis)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if contentDelayTimer == nil, !contentDelayExpired, let clock = timerClock {
      let recognizer = WeakReference(self)
      contentDelayTimer = clock.schedule(after: UIScrollView.contentTouchDelay) {
        guard let self = recognizer.object else { return }
        self.contentDelayTimer = nil
        self.contentDelayExpired = true
        self.view?.window?.releaseHeldTouches()
      }
    }
    if let scrollView, scrollView.isDecelerating || scrollView.motion != nil {
      // A touch stops a moving scroll at once, as on iOS.
      scrollView.stopMotion()
      scrollView.isDecelerating = false
    }
  }

  override func reset() {
    super.reset()
    if let contentDelayTimer { timerClock?.cancel(contentDelayTimer) }
    contentDelayTimer = nil
    contentDelayExpired = false
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventedGestureRecognizer !== scrollView?.pinchGestureRecognizer
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventingGestureRecognizer !== scrollView?.pinchGestureRecognizer
  }
}
