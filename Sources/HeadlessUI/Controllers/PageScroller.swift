import Foundation

/// The paging scroll view a ``UIPageViewController`` turns its pages with, and its delegate.
///
/// Three slots lie along the page controller's axis, one page length (the page plus the
/// inter-page spacing) apart: the page before, the page shown, the page after. At rest the
/// shown page fills the middle slot and the neighbours are not known yet (the scroll view may
/// begin a drag either way); once a drag has asked the data source for them, an empty
/// neighbour's slot is cut off by a negative content inset, so the scroll view bounces there as
/// at an edge.
@MainActor
final class PageScroller: UIScrollViewDelegate {
  weak var owner: UIPageViewController?
  let scrollView = UIScrollView(frame: .zero)
  /// Whether the data source was asked for the shown page's neighbours.
  var neighboursKnown = false

  init(owner: UIPageViewController) {
    self.owner = owner
    scrollView.isPagingEnabled = true
    // A page turn settles in well under a second on a device; at `.fast` (0.99 a millisecond)
    // the last 385 pt take about 0.66 s, at `.normal` 3.3 s. **Not from a source:** UIKit does
    // not say how its page view controller's scroll view decelerates.
    scrollView.decelerationRate = .fast
    scrollView.bounces = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.delegate = self
  }

  private var horizontal: Bool { owner?.navigationOrientation != .vertical }
  private var pageSize: CGSize = .zero
  /// The distance from one slot to the next, points.
  private var step: CGFloat {
    (horizontal ? pageSize.width : pageSize.height) + (owner?.interPageSpacing ?? 0)
  }

  /// Lays the scroll view and the pages out for the page controller's `bounds`.
  func layOut(in bounds: CGRect) {
    let spacing = owner?.interPageSpacing ?? 0
    pageSize = bounds.size
    scrollView.frame =
      horizontal
      ? CGRect(x: 0, y: 0, width: bounds.width + spacing, height: bounds.height)
      : CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + spacing)
    placePages()
    if !scrollView.isDragging && !scrollView.isDecelerating && owner?.pendingTurn == nil {
      scrollView.contentOffset = offset(ofSlot: 1)
    }
  }

  /// Puts the pages in their slots and cuts off the empty ones; with `target`, slides to the
  /// slot that page is in (a programmatic turn), else rests on the shown page.
  func arrange(animatingTo target: UIViewController?) {
    guard let owner else { return }
    for page in [owner.before, owner.after].compactMap({ $0 }) { owner.attach(page) }
    placePages()
    guard let target else {
      scrollView.contentOffset = offset(ofSlot: 1)
      return
    }
    scrollView.setContentOffset(offset(ofSlot: target === owner.before ? 0 : 2), animated: true)
  }

  private func placePages() {
    guard let owner else { return }
    let slots = [owner.before, owner.current, owner.after]
    for (slot, page) in slots.enumerated() {
      guard let view = page?.view else { continue }
      if view.superview !== scrollView { scrollView.addSubview(view) }
      let origin = offset(ofSlot: slot)
      view.frame = CGRect(origin: origin, size: pageSize)
    }
    let length = 3 * step - (owner.interPageSpacing)
    scrollView.contentSize =
      horizontal
      ? CGSize(width: length, height: pageSize.height)
      : CGSize(width: pageSize.width, height: length)
    let cutBefore = neighboursKnown && owner.before == nil ? -step : 0
    let cutAfter = neighboursKnown && owner.after == nil ? -step : 0
    scrollView.contentInset =
      horizontal
      ? UIEdgeInsets(top: 0, left: cutBefore, bottom: 0, right: cutAfter)
      : UIEdgeInsets(top: cutBefore, left: 0, bottom: cutAfter, right: 0)
  }

  private func offset(ofSlot slot: Int) -> CGPoint {
    horizontal ? CGPoint(x: CGFloat(slot) * step, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * step)
  }

  // MARK: UIScrollViewDelegate

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard let owner, let current = owner.current, owner.pendingTurn == nil else { return }
    if let dataSource = owner.dataSource {
      owner.before = dataSource.pageViewController(owner, viewControllerBefore: current)
      owner.after = dataSource.pageViewController(owner, viewControllerAfter: current)
    }
    neighboursKnown = true
    for page in [owner.before, owner.after].compactMap({ $0 }) { owner.attach(page) }
    placePages()
    let translation = scrollView.panGestureRecognizer.translation(in: scrollView)
    let along = horizontal ? translation.x : translation.y
    // Content moving back (the finger going left or up) brings the next page in.
    guard let pending = along < 0 ? owner.after : owner.before else { return }
    owner.turning = true
    owner.delegate?.pageViewController(owner, willTransitionTo: [pending])
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    settle()
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    guard let owner, let turn = owner.pendingTurn else { return }
    owner.pendingTurn = nil
    owner.show(turn.page)
    turn.completion?(true)
  }

  /// The scroll view came to rest after a drag: the page in the middle of the view is shown.
  private func settle() {
    guard let owner, owner.pendingTurn == nil, let previous = owner.current, step > 0 else {
      return
    }
    let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let slot = Int((offset / step).rounded())
    let shown = [owner.before, previous, owner.after][max(0, min(2, slot))] ?? previous
    owner.show(shown)
    guard owner.turning else { return }
    owner.turning = false
    owner.delegate?.pageViewController(
      owner, didFinishAnimating: true, previousViewControllers: [previous],
      transitionCompleted: shown !== previous)
  }
}
