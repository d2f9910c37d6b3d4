import Foundation

/// How strongly a constraint (or content hugging / compression resistance) should hold:
/// 1…1000, where ``required`` (1000) must hold. See ``NSLayoutConstraint/priority``.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The value, 1…1000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance (and every view's by default).
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a button's content hugging (and every view's by default).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: what `systemLayoutSizeFitting(_:)` asks of the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// 510: a drag that resizes a split view (UIKit's value; a plain constant here).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 490: a drag that cannot resize the scene (UIKit's value; a plain constant here).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 500: the scene's size (UIKit's value; a plain constant here).
  public static let sceneSizeStayPut = UILayoutPriority(500)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `priority + value` (e.g. `.defaultLow + 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// `priority - value` (e.g. `.required - 1`).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
