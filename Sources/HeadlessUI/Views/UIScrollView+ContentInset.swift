import Foundation

/// `contentInsetAdjustmentBehavior`, as Apple's page describes its cases
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum),
/// for a scroll view that is a view controller's root view (a `UITableViewController`'s table, a
/// `UICollectionViewController`'s collection view): `.automatic` adds the top and bottom of the
/// safe area ("it also adjusts the top and bottom contentInset when the scroll view is owned by
/// a view controller whose automaticallyAdjustsScrollViewInsets property is true") and otherwise
/// acts as `.scrollableAxes`; `.scrollableAxes` adds the safe area
/// along the axes the content scrolls (taller or wider than the bounds, or set to always bounce);
/// `.always` adds all of it, for any scroll view; `.never` nothing.
///
/// A difference, kept for now: a scroll view that is *not* a controller's root view is adjusted
/// only with `.always` (on a device `.automatic` and `.scrollableAxes` adjust it along its
/// scrollable axes too), so full-screen grids placed as subviews keep their content at the top
/// of the screen. docs/HEADLESSUI.md lists it.
///
/// When the adjustment changes while the content sits at its top (or left) edge, it stays at
/// that edge, so a table under a navigation bar shows its first row below the bar, as on a
/// device.
extension UIScrollView {
  /// Recomputes the safe-area part of ``adjustedContentInset`` (at each layout pass).
  func updateSafeAreaAdjustment() {
    let adjustment = computedSafeAreaAdjustment()
    guard adjustment != safeAreaAdjustment else { return }
    let old = adjustedContentInset
    let atTop = abs(contentOffset.y + old.top) < 0.5
    let atLeft = abs(contentOffset.x + old.left) < 0.5
    safeAreaAdjustment = adjustment
    guard atTop || atLeft else { return }
    var offset = contentOffset
    if atTop { offset.y = -adjustedContentInset.top }
    if atLeft { offset.x = -adjustedContentInset.left }
    if offset != contentOffset { contentOffset = offset }
  }

  private func computedSafeAreaAdjustment() -> UIEdgeInsets {
    let behavior = contentInsetAdjustmentBehavior
    if behavior == .never { return .zero }
    if behavior == .always { return safeAreaInsets }
    // Only a controller's root view (see above).
    guard owningViewController != nil else { return .zero }
    let safe = safeAreaInsets
    // `.automatic`'s extra top and bottom only under a controller that keeps
    // `automaticallyAdjustsScrollViewInsets` (true unless the app turned it off).
    let owned =
      behavior == .automatic && owningViewController?.automaticallyAdjustsScrollViewInsets != false
    let vertical = owned || alwaysBounceVertical || contentSize.height > bounds.height
    let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    return UIEdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }
}
