import Foundation

/// An image reduced to what layout needs: its size in points (and an optional name for
/// reports). There are no pixels.
public struct UIImage: Hashable, Sendable {
  /// The size in points.
  public var size: CGSize
  /// The scale factor (points to pixels); informational.
  public var scale: CGFloat
  /// A name for reports and debugging (e.g. the asset name).
  public var name: String?

  /// An image of `size` points.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
  }
}
