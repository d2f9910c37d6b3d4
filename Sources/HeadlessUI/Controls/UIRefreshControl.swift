import Foundation

/// The pull-to-refresh control of a scroll view (``UIScrollView/refreshControl``): refreshing
/// between ``beginRefreshing()`` and ``endRefreshing()``, sending `.valueChanged` when the user
/// pulls the scroll view more than 60 points past its top and lets go (a height close to
/// UIKit's; Apple documents none), as UIKit does.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether the control is refreshing.
  public private(set) var isRefreshing = false
  /// The title under the spinner (kept).
  open var attributedTitle: NSAttributedString?

  /// How far past the top a pull must go to refresh, in points.
  static let triggerDistance: CGFloat = 60

  /// A control of UIKit's size.
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.triggerDistance))
  }

  /// A control with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A control as a nib would decode it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts refreshing (no action is sent, as UIKit sends none).
  open func beginRefreshing() { isRefreshing = true }
  /// Stops refreshing.
  open func endRefreshing() { isRefreshing = false }

  /// The scroll view was released pulled `overscroll` points past its top: starts refreshing
  /// and sends `.valueChanged` when it is far enough and not refreshing already.
  func scrollViewReleased(overscroll: CGFloat) {
    guard isEnabled, !isRefreshing, overscroll >= Self.triggerDistance else { return }
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}
