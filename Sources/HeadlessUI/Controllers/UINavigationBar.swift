import Foundation

/// A navigation controller's bar: laid out at the top of its view (below the status bar, 44
/// points high) with a button for the back item and for each bar button item of the top
/// controller's navigation item, which taps reach through hit testing as on a device
/// (`UINavigationBar+Items.swift`). Its look (tint, appearance, large titles) draws nothing and
/// it shows no title; the top controller's safe area includes it, as on iOS.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The navigation controller whose items the bar shows (nil for a bar of its own).
  weak var owner: UINavigationController?
  /// What the item views were built from (see `refreshItems()`).
  var itemSignature = ""
  /// The views the bar shows for its items, back button first.
  var itemViews: [UIView] = []

  /// The whole bar takes a touch, as on a device, where the bar lies over the content: a touch
  /// on an item reaches its button, anywhere else the bar itself (which does nothing with it),
  /// not the content under it.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    refreshItems()
    return bounds.contains(point)
  }

  /// Lays the item views out (rebuilding them when the items changed).
  open override func layoutSubviews() {
    super.layoutSubviews()
    refreshItems()
  }

  /// The bar's height in UIKit's standard (not large-title) appearance: 44 points.
  public static let standardHeight: CGFloat = 44
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's tint.
  open var barTintColor: UIColor?
  /// Whether titles are large.
  open var prefersLargeTitles = false
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The shadow image.
  open var shadowImage: UIImage?
  /// The bar style.
  open var barStyle: Int = 0
  private var backgroundImages: [Int: UIImage] = [:]
  /// The bar's appearance at its standard height (a plain value).
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance when the content is scrolled to its edge (nil: the standard one).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance at its compact height (nil: the standard one).
  open var compactAppearance: UINavigationBarAppearance?
  /// The compact appearance at the scroll edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// Sets the background image for bar metrics (kept).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics.rawValue] = backgroundImage
  }

  /// The background image for bar metrics.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics.rawValue]
  }
}

/// Bar metrics (informational).
public enum UIBarMetrics: Int, Sendable {
  /// Default.
  case `default`
  /// Compact.
  case compact
}
