/// The kinds of scroll a pan recognizer accepts (UIKit's `UIScrollTypeMask`, iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: Int
  /// A mask.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Scrolls in steps, from a device like a mouse wheel.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// Smooth scrolls from a device like a trackpad (two fingers).
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// Where a trackpad scroll is in its sequence.
public enum UIScrollPhase: Int, Sendable {
  /// The fingers started scrolling.
  case began
  /// They moved.
  case changed
  /// They lifted (or stopped being two).
  case ended
}
