import Foundation

/// How a paragraph of attributed text is laid out
/// (https://developer.apple.com/documentation/uikit/nsparagraphstyle): alignment, line
/// breaking, spacing and indents, kept as values under `.paragraphStyle`. HeadlessUI's text
/// measurement (docs/HEADLESSUI.md) does not read them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The style with every default.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  var storedAlignment: NSTextAlignment = .natural
  var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
  var storedLineSpacing: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedParagraphSpacingBefore: CGFloat = 0
  var storedMinimumLineHeight: CGFloat = 0
  var storedMaximumLineHeight: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0
  var storedHeadIndent: CGFloat = 0
  var storedFirstLineHeadIndent: CGFloat = 0
  var storedTailIndent: CGFloat = 0
  var storedHyphenationFactor: Float = 0

  /// A style with every default.
  public override init() { super.init() }

  open var alignment: NSTextAlignment { storedAlignment }
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  open var lineSpacing: CGFloat { storedLineSpacing }
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
  open var headIndent: CGFloat { storedHeadIndent }
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  open var tailIndent: CGFloat { storedTailIndent }
  open var hyphenationFactor: Float { storedHyphenationFactor }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
  /// A mutable copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    copyValues(into: NSMutableParagraphStyle())
  }

  func copyValues<Style: NSParagraphStyle>(into style: Style) -> Style {
    style.storedAlignment = storedAlignment
    style.storedLineBreakMode = storedLineBreakMode
    style.storedLineSpacing = storedLineSpacing
    style.storedParagraphSpacing = storedParagraphSpacing
    style.storedParagraphSpacingBefore = storedParagraphSpacingBefore
    style.storedMinimumLineHeight = storedMinimumLineHeight
    style.storedMaximumLineHeight = storedMaximumLineHeight
    style.storedLineHeightMultiple = storedLineHeightMultiple
    style.storedHeadIndent = storedHeadIndent
    style.storedFirstLineHeadIndent = storedFirstLineHeadIndent
    style.storedTailIndent = storedTailIndent
    style.storedHyphenationFactor = storedHyphenationFactor
    return style
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return alignment == other.alignment && lineBreakMode == other.lineBreakMode
      && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
      && paragraphSpacingBefore == other.paragraphSpacingBefore
      && minimumLineHeight == other.minimumLineHeight
      && maximumLineHeight == other.maximumLineHeight
      && lineHeightMultiple == other.lineHeightMultiple && headIndent == other.headIndent
      && firstLineHeadIndent == other.firstLineHeadIndent && tailIndent == other.tailIndent
      && hyphenationFactor == other.hyphenationFactor
  }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { storedTailIndent }
    set { storedTailIndent = newValue }
  }
  open override var hyphenationFactor: Float {
    get { storedHyphenationFactor }
    set { storedHyphenationFactor = newValue }
  }

  /// Takes every value of `style`.
  open func setParagraphStyle(_ style: NSParagraphStyle) { _ = style.copyValues(into: self) }
}
