import Foundation

/// The bar's items as views a tap reaches: the back button (the previous item's
/// `backBarButtonItem` title, else its `backButtonTitle`, else its title, else "Back"; it pops),
/// the left items after it (or instead of it, unless `leftItemsSupplementBackButton`), and the
/// right items from the right edge inwards, the first one rightmost
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems).
///
/// The geometry is an assumption, not UIKit's: Apple does not document where a bar puts its
/// items. Each button is 44 points high — the minimum hit region Apple's Human Interface
/// Guidelines give for a control — and at least 44 wide, its title's width plus 16 points (the
/// back button 28, for its chevron), 8 points from the bar's edges and from each other. A custom
/// view keeps its width (its intrinsic width when it has one) and is centred vertically.
extension UINavigationBar {
  /// The gap at the bar's edges and between items, in points.
  static let itemSpacing: CGFloat = 8

  /// Rebuilds the item views when the top controller's navigation item (or the back title)
  /// changed since the last call, then lays them out.
  package func refreshItems() {
    guard let owner else { return }
    let stack = owner.viewControllers
    let item = stack.last?.navigationItem
    let previous = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
    let left = item.map { $0.leftBarButtonItems ?? $0.leftBarButtonItem.map { [$0] } ?? [] } ?? []
    let right =
      item.map { $0.rightBarButtonItems ?? $0.rightBarButtonItem.map { [$0] } ?? [] } ?? []
    var backTitle: String?
    if let item, let previous, !item.hidesBackButton,
      left.isEmpty || item.leftItemsSupplementBackButton
    {
      backTitle =
        previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
    }
    let signature =
      ([backTitle ?? "-"] + left.map(Self.describe) + ["/"] + right.map(Self.describe))
      .joined(separator: "|")
    if signature != itemSignature {
      itemSignature = signature
      for view in itemViews { view.removeFromSuperview() }
      itemViews = []
      if let backTitle { itemViews.append(backButton(titled: backTitle)) }
      itemViews += left.map(itemView(for:))
      itemViews += right.map(itemView(for:))
      for view in itemViews { addSubview(view) }
    }
    layoutItems(back: backTitle != nil, left: left.count)
  }

  /// What a rebuild depends on for one item.
  private static func describe(_ item: UIBarButtonItem) -> String {
    "\(ObjectIdentifier(item)):\(item.title ?? ""):\(item.isEnabled):"
      + "\(item.customView.map { "\(ObjectIdentifier($0))" } ?? "")"
  }

  private func backButton(titled title: String) -> UIView {
    let button = NavigationBackButton(type: .system)
    button.setTitle(title, for: .normal)
    button.addAction(
      UIAction { [weak self] _ in _ = self?.owner?.popViewController(animated: true) },
      for: .touchUpInside)
    return button
  }

  private func itemView(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
      // A space: nothing to tap, as wide as its `width`.
      let space = UIView(frame: CGRect(x: 0, y: 0, width: item.width, height: 1))
      space.isUserInteractionEnabled = false
      return space
    }
    let button = UIButton(type: .system)
    if let title = item.title ?? item.systemItem?.title {
      button.setTitle(title, for: .normal)
    } else if let image = item.image {
      button.setImage(image, for: .normal)
    }
    button.accessibilityLabel = item.accessibilityLabel
    button.accessibilityIdentifier = item.accessibilityIdentifier
    button.isEnabled = item.isEnabled
    button.addAction(UIAction { [weak item] _ in item?.sendAction() }, for: .touchUpInside)
    return button
  }

  /// Places the back button and `left` left items from the left edge, the rest from the right.
  private func layoutItems(back: Bool, left: Int) {
    let height = UINavigationBar.standardHeight
    var x = Self.itemSpacing
    var right = bounds.width - Self.itemSpacing
    for (index, view) in itemViews.enumerated() {
      let isBack = back && index == 0
      let width = itemWidth(of: view, isBack: isBack)
      let viewHeight = view is UIButton ? height : min(max(view.frame.height, 1), height)
      let y = (height - viewHeight) / 2
      if index < left + (back ? 1 : 0) {
        view.frame = CGRect(x: x, y: y, width: width, height: viewHeight)
        x += width + Self.itemSpacing
      } else {
        view.frame = CGRect(x: right - width, y: y, width: width, height: viewHeight)
        right -= width + Self.itemSpacing
      }
    }
  }

  private func itemWidth(of view: UIView, isBack: Bool) -> CGFloat {
    guard let button = view as? UIButton else {
      let intrinsic = view.intrinsicContentSize.width
      return intrinsic != UIView.noIntrinsicMetric && intrinsic > 0 ? intrinsic : view.frame.width
    }
    let content = button.intrinsicContentSize.width
    return max(UINavigationBar.standardHeight, content + (isBack ? 28 : 16))
  }
}

/// The back button a navigation bar shows (what a session's `.backButton` tap finds).
package final class NavigationBackButton: UIButton {}
