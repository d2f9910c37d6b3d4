import Foundation

/// A bar of bar button items (UIKit's toolbar): kept items, 44 points high by its size that
/// fits, its items not laid out (bar button items have no views here).
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, left to right.
  open var items: [UIBarButtonItem]?
  /// The bar's look (kept).
  open var barStyle: UIBarStyle = .default
  /// The bar's tint (kept).
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The width given and 44 points, a toolbar's height on an iPhone.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }
}

/// A bar's look.
public enum UIBarStyle: Int, Sendable {
  case `default`, black
  /// The translucent black look, by its old name.
  public static let blackTranslucent = UIBarStyle.black
}
