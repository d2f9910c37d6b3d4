import Foundation

/// A view whose bounds origin is a scroll position. There is no built-in scrolling gesture or
/// deceleration headlessly: set ``contentOffset`` (or use paging helpers) to scroll.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The size of the scrollable content.
  public var contentSize: CGSize = .zero

  /// Extra scrollable space around the content.
  public var contentInset: UIEdgeInsets = .zero

  /// Whether scrolling stops on multiples of the bounds size.
  public var isPagingEnabled = false

  /// Whether the user may scroll (informational).
  public var isScrollEnabled = true

  /// A view with `frame` that clips its content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    layer.layoutsOnOriginChange = true
  }

  /// The scroll position: the bounds origin.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
    }
  }

  /// Sets ``contentOffset`` (at once; `animated` is accepted for compatibility).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

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

  /// `offset` limited to the scrollable range (content plus insets).
  public func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let maxX = max(-contentInset.left, contentSize.width + contentInset.right - bounds.width)
    let maxY = max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
    return CGPoint(
      x: min(max(offset.x, -contentInset.left), maxX),
      y: min(max(offset.y, -contentInset.top), maxY))
  }
}
