import Foundation

/// How text is underlined or struck through (the value of `.underlineStyle` and
/// `.strikethroughStyle`): a line style, a pattern and whether whitespace is skipped.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension String {
  /// The size the string takes on one line in the `.font` of `attributes` (Helvetica 12, the
  /// attributed-string default, without one), measured by ``TextMeasurement``.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)!
    return TextMeasurement.size(of: self, font: font)
  }

  /// Draws nothing (HeadlessUI draws no text).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {}
  /// Draws nothing.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {}
}

extension NSString {
  /// See `String.size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

/// How `String.boundingRect(with:options:attributes:context:)` lays the text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap within the width (without it the text is one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra parameters and results of a string measurement (kept, not used).
open class NSStringDrawingContext: NSObject {
  open var minimumScaleFactor: CGFloat = 0
  public override init() { super.init() }
}

extension String {
  /// The rectangle the string takes: wrapped within `size.width` with
  /// `.usesLineFragmentOrigin` (one line without), in the `.font` of `attributes` (Helvetica
  /// 12 without one), at the origin. Measured by ``TextMeasurement``; the height is not cut to
  /// `size.height`, as UIKit's is not.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)!
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : .infinity
    return CGRect(origin: .zero, size: TextMeasurement.size(of: self, font: font, width: width))
  }
}

extension NSString {
  /// See `String.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}
