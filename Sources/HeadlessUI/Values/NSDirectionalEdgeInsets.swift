import Foundation

/// Insets from each edge, named by reading direction (leading is left: layout runs left to
/// right here).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading edge.
  public var leading: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing edge.
  public var trailing: CGFloat

  /// No insets (the struct's zero initializer on iOS).
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Insets from the four values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
