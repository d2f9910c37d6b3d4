import Foundation

extension UIScrollView {
  /// The view the delegate zooms (nil: no zooming).
  var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

  /// Adds or removes the pinch recognizer as zooming becomes possible (the limits differ).
  func updateZoomRecognizer() {
    let canZoom = maximumZoomScale > minimumZoomScale
    if canZoom, pinchGestureRecognizer == nil {
      let pinch = ScrollViewPinchGestureRecognizer(scrollView: self)
      pinchGestureRecognizer = pinch
      addGestureRecognizer(pinch)
    } else if !canZoom, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  /// Zooms to `scale` (clamped to the limits) keeping the visible centre fixed; `animated`
  /// moves there over the frame clock. The zooming view gets a scale transform, sits at the
  /// content origin, and the content size follows it, as UIKit does.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
    let anchor = CGPoint(x: bounds.midX, y: bounds.midY)
    applyZoom(clamped, keeping: anchor, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
    if animated { delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: clamped) }
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds as far as the
  /// limits allow, centred.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    let scale = min(
      max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale),
      maximumZoomScale)
    applyZoom(scale, keeping: nil, at: .zero)
    let offset = CGPoint(
      x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
    contentOffset = clampedOffset(offset)
    if animated { delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: scale) }
  }

  /// Sets the scale; keeps the content point `anchor` (in content coordinates before the
  /// change) under the bounds point `screenPoint` (relative to the bounds origin).
  func applyZoom(_ scale: CGFloat, keeping anchor: CGPoint?, at screenPoint: CGPoint) {
    guard let view = zoomingView, scale > 0, scale.isFinite else { return }
    let old = storedZoomScale
    storedZoomScale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    var frame = view.frame
    frame.origin = .zero
    view.center = CGPoint(x: frame.width / 2, y: frame.height / 2)
    contentSize = frame.size
    if let anchor, old > 0 {
      let unscaled = CGPoint(x: anchor.x / old, y: anchor.y / old)
      contentOffset = CGPoint(
        x: unscaled.x * scale - screenPoint.x, y: unscaled.y * scale - screenPoint.y)
    }
    delegate?.scrollViewDidZoom(self)
  }

  /// The pinch moved: drive the zoom.
  func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      isZooming = true
      zoomStartScale = storedZoomScale
      delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
      fallthrough
    case .changed:
      var scale = zoomStartScale * pinch.scale
      if !bouncesZoom { scale = min(max(scale, minimumZoomScale), maximumZoomScale) }
      let location = pinch.location(in: self)
      applyZoom(
        scale, keeping: location,
        at: CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY))
    case .ended, .cancelled:
      isZooming = false
      let clamped = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
      if clamped != storedZoomScale {
        isZoomBouncing = true
        setZoomScale(clamped, animated: false)
        isZoomBouncing = false
      }
      contentOffset = clampedOffset(contentOffset)
      delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: storedZoomScale)
    default:
      break
    }
  }
}

/// The scroll view's own pinch: zooms the delegate's view and works with the scroll pan.
@preconcurrency @MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
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
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      reference.object?.handlePinch(pinch)
    }
  }

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventedGestureRecognizer !== scrollView?.panGestureRecognizer
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventingGestureRecognizer !== scrollView?.panGestureRecognizer
  }
}
