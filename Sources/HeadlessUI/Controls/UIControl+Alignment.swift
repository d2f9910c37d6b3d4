import Foundation

extension UIControl {
  /// How a control's content lines up horizontally.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// Left edge.
    case left
    /// Right edge.
    case right
    /// Stretched to the width.
    case fill
    /// Leading edge (left here).
    case leading
    /// Trailing edge (right here).
    case trailing
  }

  /// How a control's content lines up vertically.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// Top edge.
    case top
    /// Bottom edge.
    case bottom
    /// Stretched to the height.
    case fill
  }
}
