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

  /// The sort key of a subview with `frame` and `center`: what Hero's comparator for this
  /// direction looks at (a coordinate or a distance, and for bottom-to-top the maxX that
  /// breaks maxY ties). Computed once per subview, so sorting compares plain numbers.
  func sortKey(frame: CGRect, center: CGPoint) -> (primary: CGFloat, secondary: CGFloat) {
    switch self {
    case .topToBottom: (frame.minY, 0)
    case .bottomToTop: (frame.maxY, frame.maxX)
    case .leftToRight, .leadingToTrailing: (frame.minX, 0)
    case .rightToLeft, .trailingToLeading: (frame.maxX, 0)
    case .radial(let point), .inverseRadial(let point): (Self.distance(center, point), 0)
    }
  }

  /// Whether a subview with key `lhs` comes strictly before one with key `rhs`, as Hero's
  /// comparators decide: by increasing minY, minX or distance; by decreasing maxY, maxX or
  /// distance; bottom-to-top breaks maxY ties by the larger maxX.
  func orders(
    _ lhs: (primary: CGFloat, secondary: CGFloat),
    before rhs: (primary: CGFloat, secondary: CGFloat)
  ) -> Bool {
    switch self {
    case .topToBottom, .leftToRight, .leadingToTrailing, .radial:
      lhs.primary < rhs.primary
    case .bottomToTop:
      lhs.primary == rhs.primary ? lhs.secondary > rhs.secondary : lhs.primary > rhs.primary
    case .rightToLeft, .trailingToLeading, .inverseRadial:
      lhs.primary > rhs.primary
    }
  }

  /// Hero's `CGPoint.distance`: √(dx² + dy²) as written (Sources/Extensions/CG+Hero.swift
  /// :92-94), which can differ from `hypot` in the last bit.
  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
