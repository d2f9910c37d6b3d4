import Foundation

/// Edges of a rectangle (screen-edge gestures, safe-area edges).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits (UIKit's values).
  public let rawValue: UInt
  /// Edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Corners of a rectangle (rounded-rectangle paths).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw bits (UIKit's values).
  public let rawValue: UInt
  /// Corners from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// Top right.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// Bottom left.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// Bottom right.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The style of the status bar's content (informational: there is no status bar).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark or light by the appearance.
  case `default`
  /// Light content.
  case lightContent
  /// Dark content.
  case darkContent
}

/// How the status bar appears and disappears (informational).
public enum UIStatusBarAnimation: Int, Sendable {
  /// None.
  case none
  /// Fade.
  case fade
  /// Slide.
  case slide
}
