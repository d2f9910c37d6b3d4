import Foundation

/// A navigation bar's look (informational: no navigation bar is laid out headlessly).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
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
