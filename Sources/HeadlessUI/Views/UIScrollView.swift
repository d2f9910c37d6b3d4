import Foundation

/// A view whose bounds origin is a scroll position, scrolled by its own pan recognizer and
/// zoomed by its own pinch recognizer, on the window's frame clock.
///
/// - **Dragging** (``panGestureRecognizer``): the content follows the finger along the axes that
///   can scroll (content larger than the bounds, or ``alwaysBounceHorizontal`` /
///   ``alwaysBounceVertical``). Past an edge it follows with resistance when ``bounces``
///   (the rubber band `(1 − 1 / (x · 0.55 / d + 1)) · d` for an overshoot `x` over a bounds
///   length `d`: UIKit does not document its curve, this is the one measured and widely
///   published), else it stops at the edge.
/// - **Release**: the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
///   gets the velocity in points per millisecond and the projected stop
///   (`offset + v · r / (1 − r)` for the deceleration rate `r` per millisecond, clamped to the
///   content; with ``isPagingEnabled`` the nearest page in the direction of a flick), and may
///   change it. The content then decelerates to that stop along `1 − r^t` (t in ms) — the
///   exponential decay that ``DecelerationRate`` describes — and snaps when less than half a
///   point remains; released past an edge it returns to the edge the same way. A flick does
///   not overshoot the edge and bounce back (an approximation).
/// - ``contentOffset`` assignments, drags and deceleration all call the delegate's
///   `scrollViewDidScroll(_:)`, in that order of events, as UIKit does.
/// - **Zooming** (see `UIScrollView+Zooming.swift`) when ``maximumZoomScale`` >
///   ``minimumZoomScale`` and the delegate's `viewForZooming(in:)` gives a view.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The rate at which a released scroll slows, as the fraction of velocity kept per
  /// millisecond (UIKit's documented values: normal 0.998, fast 0.99).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction kept per millisecond.
    public var rawValue: CGFloat
    /// A rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the content inset is adjusted for the safe area (a plain value: the safe area is
  /// empty, so the adjusted inset is the content inset).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Automatic.
    case automatic
    /// Scrollable axes.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// How dragging dismisses the keyboard (a plain value: there is no keyboard).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Not at all.
    case none
    /// When a drag begins.
    case onDrag
    /// Interactively.
    case interactive
  }

  /// The scroll indicators' look (a plain value).
  public enum IndicatorStyle: Int, Sendable {
    /// Default.
    case `default`
    /// Black.
    case black
    /// White.
    case white
  }

  /// The delegate. A Swift `weak` property, not a ``WeakReference``: it is `open`, and app code
  /// that overrides it writes `override weak var delegate`, which only a weak property allows.
  open weak var delegate: UIScrollViewDelegate?

  /// The pull-to-refresh control: added behind the content, above its top, when set.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      guard let control = refreshControl else { return }
      control.frame = CGRect(
        x: 0, y: -UIRefreshControl.triggerDistance, width: bounds.width,
        height: UIRefreshControl.triggerDistance)
      insertSubview(control, at: 0)
    }
  }
  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero
  /// Extra scrollable space around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// The inset actually used: ``contentInset`` plus the part of the safe area that
  /// ``contentInsetAdjustmentBehavior`` adds (`UIScrollView+ContentInset.swift`).
  public var adjustedContentInset: UIEdgeInsets {
    let adjustment = safeAreaAdjustment
    return UIEdgeInsets(
      top: contentInset.top + adjustment.top, left: contentInset.left + adjustment.left,
      bottom: contentInset.bottom + adjustment.bottom,
      right: contentInset.right + adjustment.right)
  }
  /// The safe-area part of ``adjustedContentInset``, brought up to date at each layout pass.
  var safeAreaAdjustment: UIEdgeInsets = .zero
  /// How the content inset is adjusted for the safe area.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { setNeedsLayout() }
  }
  /// Whether scrolling stops on multiples of the bounds size.
  open var isPagingEnabled = false
  /// Whether the user may scroll (switches ``panGestureRecognizer`` on and off).
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether the content can be dragged past its edges (default true).
  open var bounces = true
  /// Whether a zoom can go past the limits while pinching (default true).
  open var bouncesZoom = true
  /// Whether the content bounces vertically even when it fits (default false).
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits (default false).
  open var alwaysBounceHorizontal = false
  /// Whether a drag that starts along one axis stays on it (default false).
  open var isDirectionalLockEnabled = false
  /// The deceleration rate (default ``DecelerationRate/normal``).
  open var decelerationRate: DecelerationRate = .normal
  /// Whether a touch-down waits before it reaches the content, so a quick drag never touches
  /// it (default true): the content hears the touch once the drag is ruled out (the finger
  /// lifts or the pan fails), or after ``contentTouchDelay`` if the finger stays. UIKit
  /// documents the wait, not its length; 150 ms is an assumption (docs/HEADLESSUI.md).
  open var delaysContentTouches = true
  /// Whether a drag may start (and cancel the content's touch) after the content heard the
  /// touch (default true); see also ``touchesShouldCancel(in:)``.
  open var canCancelContentTouches = true
  /// How long ``delaysContentTouches`` holds a touch-down (150 ms; an assumption).
  public static let contentTouchDelay = VirtualDuration.milliseconds(150)
  /// Whether the vertical indicator shows (a plain value).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows (a plain value).
  open var showsHorizontalScrollIndicator = true
  /// The indicators' look (a plain value).
  open var indicatorStyle: IndicatorStyle = .default
  /// The indicators' insets (a plain value).
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  /// The vertical indicator's insets (a plain value).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The horizontal indicator's insets (a plain value).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether a status-bar tap scrolls to the top (a plain value).
  open var scrollsToTop = true
  /// How dragging dismisses the keyboard (a plain value).
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// The recognizer that drags the content.
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
  /// The recognizer that zooms the content (nil while zooming is not possible).
  public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

  /// Whether a finger is down on the content and may start a drag.
  public internal(set) var isTracking = false
  /// Whether the content is being dragged.
  public internal(set) var isDragging = false
  /// Whether the content is moving after a release.
  public internal(set) var isDecelerating = false
  /// Whether a pinch is zooming.
  public internal(set) var isZooming = false
  /// Whether the zoom is returning inside its limits.
  public internal(set) var isZoomBouncing = false

  /// The smallest zoom scale (default 1).
  open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
  /// The largest zoom scale (default 1; zooming needs a larger maximum than minimum).
  open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
  /// The current zoom scale (setting it zooms at once about the visible centre).
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  var storedZoomScale: CGFloat = 1
  /// The zoom scale when the current pinch began.
  var zoomStartScale: CGFloat = 1

  var motion: ScrollMotion?
  var dragStartOffset: CGPoint = .zero
  var lockedAxis: ScrollAxis?

  /// Brings ``UIScrollView/adjustedContentInset`` up to date with the safe area (see
  /// `UIScrollView+ContentInset.swift`), then lays out.
  open override func layoutSubviews() {
    updateSafeAreaAdjustment()
    super.layoutSubviews()
  }

  /// A scroll view with `frame` that clips its content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureScrollView()
  }

  /// A scroll view as a nib would decode it (zero frame).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureScrollView()
    if let coder = coder.interfaceBuilder {
      clipsToBounds = coder.bool("clipsSubviews", default: false)
      coder.decodeScrollView(self)
    }
  }

  private func configureScrollView() {
    clipsToBounds = true
    layer.layoutsOnOriginChange = true
    let pan = ScrollViewPanGestureRecognizer(scrollView: self)
    panGestureRecognizer = pan
    addGestureRecognizer(pan)
  }

  /// The scroll position: the bounds origin. Setting it calls the delegate's
  /// `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Sets ``contentOffset``; `animated` moves there along the deceleration curve on the frame
  /// clock (then `scrollViewDidEndScrollingAnimation(_:)`), else at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopMotion()
    if animated, contentOffset != self.contentOffset {
      startMotion(to: contentOffset, rate: DecelerationRate.fast.rawValue, kind: .animation)
    } else {
      self.contentOffset = contentOffset
    }
  }

  /// Scrolls the least distance that shows `rect` (in content coordinates).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let visible = bounds
    if rect.minX < visible.minX {
      offset.x = rect.minX
    } else if rect.maxX > visible.maxX {
      offset.x = rect.maxX - visible.width
    }
    if rect.minY < visible.minY {
      offset.y = rect.minY
    } else if rect.maxY > visible.maxY {
      offset.y = rect.maxY - visible.height
    }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// Shows the scroll indicators briefly (nothing is drawn).
  open func flashScrollIndicators() {}

  /// Whether a touch on `view` should go to the content (true). Not consulted headlessly
  /// (docs/HEADLESSUI.md): content gets its touches by the rules of ``delaysContentTouches``.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }

  /// Whether a drag may start when the content view `view` already heard the touch (UIKit's
  /// default: true unless `view` is a `UIControl`). False keeps the content's touch and no drag
  /// starts.
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  /// The page index along `axis` (offset / bounds size, rounded to the nearest page).
  public func currentPage(horizontal: Bool = true) -> Int {
    let length = horizontal ? bounds.width : bounds.height
    guard length > 0 else { return 0 }
    let offset = horizontal ? contentOffset.x : contentOffset.y
    let page = (offset / length).rounded()
    guard page.isFinite else { return 0 }
    return Int(page)
  }

  /// Scrolls to `page` (clamped to the content) along the horizontal or vertical axis.
  public func scrollToPage(_ page: Int, horizontal: Bool = true, animated: Bool = false) {
    var offset = contentOffset
    if horizontal {
      offset.x = CGFloat(page) * bounds.width
    } else {
      offset.y = CGFloat(page) * bounds.height
    }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// The smallest offset: minus the top and left insets.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest offset: the content plus insets, less the bounds (never below the minimum).
  public var maximumContentOffset: CGPoint {
    let insets = adjustedContentInset
    return CGPoint(
      x: max(-insets.left, contentSize.width + insets.right - bounds.width),
      y: max(-insets.top, contentSize.height + insets.bottom - bounds.height))
  }

  /// `offset` limited to the scrollable range (content plus insets).
  public func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }

  /// Whether the content can move along `axis` under a finger.
  func canScroll(_ axis: ScrollAxis) -> Bool {
    switch axis {
    case .horizontal: alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x
    case .vertical: alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y
    }
  }
}

/// An axis of scrolling.
enum ScrollAxis {
  case horizontal, vertical
}
