import Foundation

/// A font reduced to what layout needs: a name, a point size and a weight. Glyphs are never
/// drawn; ``TextMeasurement`` turns a font and a string into a size.
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
  /// A font weight (UIKit's raw values, −1…1).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: CGFloat
    /// A weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: String
    /// A style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 34 pt.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default ("Large") content size, from Apple's Human Interface
    /// Guidelines (Typography, iOS Dynamic Type sizes).
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The font's name (`.SFUI-Regular` style names for system fonts).
  public var fontName: String
  /// The size in points.
  public var pointSize: CGFloat
  /// The weight.
  public var weight: Weight
  /// Whether the font is italic.
  public var isItalic: Bool

  /// A font by name and size. Any name is accepted (there are no font files to look in), so
  /// this never returns nil.
  public init?(name fontName: String, size fontSize: CGFloat) {
    let lower = fontName.lowercased()
    let weight: Weight =
      lower.contains("bold")
      ? .bold
      : lower.contains("light")
        ? .light
        : lower.contains("medium") ? .medium : .regular
    self.init(
      fontName: fontName, pointSize: fontSize, weight: weight, isItalic: lower.contains("italic"))
  }

  /// A font with every field given.
  public init(fontName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The system font.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font with a weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(weightName(weight))", pointSize: fontSize, weight: weight)
  }

  /// The bold system font.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    var font = systemFont(ofSize: fontSize)
    font.isItalic = true
    return font
  }

  /// The monospaced-digit system font (measured like the system font).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font (measured like the system font).
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The Dynamic Type font for `style` at the default content size (semibold for headline).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = self
    font.pointSize = fontSize
    return font
  }

  /// The system font size of labels (17 pt).
  public static var labelFontSize: CGFloat { 17 }
  /// The system font size of buttons (18 pt).
  public static var buttonFontSize: CGFloat { 18 }
  /// The default system font size (14 pt).
  public static var systemFontSize: CGFloat { 14 }
  /// The small system font size (12 pt).
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The height of a line: ``TextMeasurement/lineHeightFactor`` × the point size.
  public var lineHeight: CGFloat { pointSize * TextMeasurement.lineHeightFactor }
  /// The part of a line above the baseline (0.8 of the line height's font size).
  public var ascender: CGFloat { pointSize * 0.95 }
  /// The part below the baseline (negative).
  public var descender: CGFloat { -pointSize * 0.24 }
  /// The height of capitals (0.7 em).
  public var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of lowercase letters (0.52 em).
  public var xHeight: CGFloat { pointSize * 0.52 }

  /// `name size pt`.
  public var description: String { "\(fontName) \(pointSize)pt" }

  private static func weightName(_ weight: Weight) -> String {
    switch weight.rawValue {
    case ..<(-0.7): "UltraLight"
    case ..<(-0.5): "Thin"
    case ..<(-0.2): "Light"
    case ..<(0.2): "Regular"
    case ..<(0.27): "Medium"
    case ..<(0.35): "Semibold"
    case ..<(0.5): "Bold"
    case ..<(0.6): "Heavy"
    default: "Black"
    }
  }
}
