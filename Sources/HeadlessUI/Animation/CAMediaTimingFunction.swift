import Foundation

/// A cubic-Bézier easing curve from (0, 0) to (1, 1), with Core Animation's names.
///
/// The curve is `B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³` for `s` in 0…1. ``value(at:)`` solves
/// `Bx(s) = x` for `s` exactly (Newton's method, falling back to bisection, to 1e-9) and returns
/// `By(s)`, which is what Core Animation does with a basic animation's timing function.
public struct CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// The first control point `(c1x, c1y)`.
  public let c1: CGPoint
  /// The second control point `(c2x, c2y)`.
  public let c2: CGPoint

  /// A curve with control points `(c1x, c1y)` and `(c2x, c2y)`. The x coordinates are clamped
  /// to 0…1 as Core Animation requires (non-finite values become 0).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(
      c1x: CGFloat(c1x), c1y: CGFloat(c1y), c2x: CGFloat(c2x), c2y: CGFloat(c2y))
  }

  /// A curve with control points given as `CGFloat`s (see ``init(controlPoints:_:_:_:)``).
  public init(c1x: CGFloat, c1y: CGFloat, c2x: CGFloat, c2y: CGFloat) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    c1 = CGPoint(x: min(max(clean(c1x), 0), 1), y: clean(c1y))
    c2 = CGPoint(x: min(max(clean(c2x), 0), 1), y: clean(c2y))
  }

  /// A system curve by name.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(c1x: 0, c1y: 0, c2x: 1, c2y: 1)
    case .easeIn: self.init(c1x: 0.42, c1y: 0, c2x: 1, c2y: 1)
    case .easeOut: self.init(c1x: 0, c1y: 0, c2x: 0.58, c2y: 1)
    case .easeInEaseOut: self.init(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)
    default: self.init(c1x: 0.25, c1y: 0.1, c2x: 0.25, c2y: 1)
    }
  }

  /// `(0, 0, 1, 1)`: progress equals time.
  public static let linear = CAMediaTimingFunction(name: .linear)
  /// `(0.42, 0, 1, 1)`.
  public static let easeIn = CAMediaTimingFunction(name: .easeIn)
  /// `(0, 0, 0.58, 1)`.
  public static let easeOut = CAMediaTimingFunction(name: .easeOut)
  /// `(0.42, 0, 0.58, 1)`.
  public static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
  /// Hero's default for every view: Material's standard curve `(0.4, 0, 0.2, 1)`.
  public static let standard = CAMediaTimingFunction(c1x: 0.4, c1y: 0, c2x: 0.2, c2y: 1)
  /// `(0, 0, 0.2, 1)`: used by the push, cover and pageIn default animations.
  public static let deceleration = CAMediaTimingFunction(c1x: 0, c1y: 0, c2x: 0.2, c2y: 1)
  /// `(0.4, 0, 1, 1)`.
  public static let acceleration = CAMediaTimingFunction(c1x: 0.4, c1y: 0, c2x: 1, c2y: 1)
  /// `(0.4, 0, 0.6, 1)`.
  public static let sharp = CAMediaTimingFunction(c1x: 0.4, c1y: 0, c2x: 0.6, c2y: 1)
  /// `(0.175, 0.885, 0.32, 1.275)`: overshoots 1 before settling.
  public static let easeOutBack = CAMediaTimingFunction(
    c1x: 0.175, c1y: 0.885, c2x: 0.32, c2y: 1.275)

  /// The curve named as in Hero's string modifiers (`linear`, `easeIn`, `easeOut`,
  /// `easeInOut`, `standard`, `deceleration`, `acceleration`, `sharp`); nil for other names.
  public static func from(name: String) -> CAMediaTimingFunction? {
    switch name {
    case "linear": .linear
    case "easeIn": .easeIn
    case "easeOut": .easeOut
    case "easeInOut": .easeInOut
    case "standard": .standard
    case "deceleration": .deceleration
    case "acceleration": .acceleration
    case "sharp": .sharp
    default: nil
    }
  }

  /// The eased fraction for the time fraction `x` (clamped to 0…1; NaN gives 0).
  public func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let s = parameter(forX: x)
    return Self.bezier(s, Double(c1.y), Double(c2.y))
  }

  /// The curve parameter `s` with `Bx(s) = x`, to 1e-9.
  func parameter(forX x: Double) -> Double {
    let x1 = Double(c1.x)
    let x2 = Double(c2.x)
    // Newton's method from s = x; Bx is monotonic because both x control points lie in 0…1.
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, x1, x2) - x
      if abs(error) < 1e-9 { return s }
      let slope = Self.derivative(s, x1, x2)
      if abs(slope) < 1e-7 { break }
      let next = s - error / slope
      if next < 0 || next > 1 { break }
      s = next
    }
    // Bisection: always converges on a monotonic Bx.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.bezier(s, x1, x2)
      if abs(value - x) < 1e-9 { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  @inline(__always)
  static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }

  @inline(__always)
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// `cubic-bezier(c1x, c1y, c2x, c2y)`.
  public var description: String {
    "cubic-bezier(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
  }
}
