import Foundation

/// How text lines up horizontally in its box.
public enum NSTextAlignment: Int, Sendable {
  /// Left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Right edge.
  case right = 2
  /// Both edges.
  case justified = 3
  /// The script's natural alignment (left here).
  case natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at characters.
  case byCharWrapping
  /// Cut off.
  case byClipping
  /// "…abc".
  case byTruncatingHead
  /// "abc…".
  case byTruncatingTail
  /// "ab…c".
  case byTruncatingMiddle
}
