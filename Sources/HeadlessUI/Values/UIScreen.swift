import Foundation

/// A screen reduced to its size in points and its scale.
public struct UIScreen: Hashable, Sendable {
  /// The screen's rectangle in points, at the origin.
  public var bounds: CGRect
  /// Pixels per point; informational.
  public var scale: CGFloat

  /// A screen of `size` points.
  public init(size: CGSize, scale: CGFloat = 3) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
  }

  /// An iPhone-sized default (375 × 812 pt). Prefer a window's own ``UIWindow/screen``.
  public static let main = UIScreen(size: CGSize(width: 375, height: 812))
}
