import Foundation

/// The order in which `cascade` staggers a view's subviews.
public enum CascadeDirection: Sendable, Hashable {
  /// By increasing minY.
  case topToBottom
  /// By decreasing maxY.
  case bottomToTop
  /// By increasing minX.
  case leftToRight
  /// By decreasing maxX.
  case rightToLeft
  /// By increasing distance of the centre from a point.
  case radial(center: CGPoint)
  /// By decreasing distance of the centre from a point.
  case inverseRadial(center: CGPoint)
  /// Left to right (the headless UI is left-to-right).
  case leadingToTrailing
  /// Right to left (the headless UI is left-to-right).
  case trailingToLeading

  /// The direction named in a string modifier (`topToBottom`, `bottomToTop`, `leftToRight`,
  /// `rightToLeft`, `leadingToTrailing`, `trailingToLeading`); nil otherwise.
  public init?(_ name: String) {
    switch name {
    case "topToBottom": self = .topToBottom
    case "bottomToTop": self = .bottomToTop
    case "leftToRight": self = .leftToRight
    case "rightToLeft": self = .rightToLeft
    case "leadingToTrailing": self = .leadingToTrailing
    case "trailingToLeading": self = .trailingToLeading
    default: return nil
    }
  }

  /// Whether a subview with `lhs` (frame, centre) comes strictly before one with `rhs`, as
  /// Hero's comparators decide (bottom-to-top breaks maxY ties by the larger maxX).
  func orders(
    _ lhs: (frame: CGRect, center: CGPoint), before rhs: (frame: CGRect, center: CGPoint)
  ) -> Bool {
    switch self {
    case .topToBottom: lhs.frame.minY < rhs.frame.minY
    case .bottomToTop:
      lhs.frame.maxY == rhs.frame.maxY
        ? lhs.frame.maxX > rhs.frame.maxX : lhs.frame.maxY > rhs.frame.maxY
    case .leftToRight, .leadingToTrailing: lhs.frame.minX < rhs.frame.minX
    case .rightToLeft, .trailingToLeading: lhs.frame.maxX > rhs.frame.maxX
    case .radial(let center):
      Self.distance(lhs.center, center) < Self.distance(rhs.center, center)
    case .inverseRadial(let center):
      Self.distance(lhs.center, center) > Self.distance(rhs.center, center)
    }
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
  }
}
