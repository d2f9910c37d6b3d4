import Foundation

/// UIKit's text attribute keys
/// (https://developer.apple.com/documentation/foundation/nsattributedstring/key), which
/// Foundation on Linux does not declare: bars' `titleTextAttributes`, attributed titles and
/// labels use them. Their raw values are UIKit's (`NSColor` for `.foregroundColor`).
extension NSAttributedString.Key {
  /// The text's font (a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The text's colour (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Ligatures (0 or 1).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// Extra space between letters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Extra space between letters, in points (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// A line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A line under the text.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The outline's colour.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, in percent of the font size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// A shadow.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The text's baseline offset, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The underline's colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strike-through's colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A text effect (`NSAttributedString.TextEffectStyle.letterpressStyle` on iOS).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An attachment (an `NSTextAttachment`) drawn in place of the character.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A link (a `URL` or a `String`).
  public static let link = NSAttributedString.Key("NSLink")
  /// The skew applied to glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the expansion factor applied to glyphs.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The writing directions (an array of `NSNumber`s).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Horizontal (0) or vertical (1) glyphs; iOS always lays text out horizontally.
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
