import Foundation

/// A view showing text, measured by ``TextMeasurement`` (nothing is drawn).
///
/// ``sizeThatFits(_:)`` and ``intrinsicContentSize`` follow UIKit's rules with the documented
/// text model: a one-line label (``numberOfLines`` = 1) is as wide as its text whatever width
/// it is offered; a multi-line label wraps within the offered width (or
/// ``preferredMaxLayoutWidth`` for the intrinsic size) and shows at most ``numberOfLines``
/// lines (0 = any number).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text (nil for none).
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text with attributes; reads back the plain text, and sets ``text`` from its string.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font (system 17 pt by default).
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text colour (a plain value).
  open var textColor: UIColor! = .label
  /// The highlighted text colour (a plain value).
  open var highlightedTextColor: UIColor?
  /// Whether the label shows its highlighted look (a plain value).
  open var isHighlighted = false
  /// Whether the label is enabled (a plain value).
  open var isEnabled = true
  /// The horizontal alignment (a plain value: it moves glyphs, not the frame).
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown (0 = no limit; default 1).
  open var numberOfLines: Int = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How text that does not fit is cut (a plain value).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (a plain value: the measured size does not
  /// shrink).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font may shrink to (a plain value).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the content size category (a plain value).
  open var adjustsFontForContentSizeCategory = false
  /// The shadow colour (a plain value).
  open var shadowColor: UIColor?
  /// The shadow offset (a plain value).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// The width a multi-line label wraps at for its intrinsic size (0 = no preference).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A label with `frame`; not interactive, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// A label as a nib would decode it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    // A document states both values explicitly (Interface Builder writes
    // userInteractionEnabled="NO" opaque="NO" for labels); the view decoded them.
    guard coder.interfaceBuilder == nil else { return }
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// The text's size, wrapped within `size.width` for a multi-line label.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width: CGFloat = numberOfLines == 1 ? .infinity : size.width
    return TextMeasurement.size(
      of: text ?? "", font: font ?? .systemFont(ofSize: 17), width: width,
      maximumLines: numberOfLines)
  }

  /// The text's size (multi-line labels wrap at ``preferredMaxLayoutWidth`` when set).
  open override var intrinsicContentSize: CGSize {
    let width: CGFloat =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
    return TextMeasurement.size(
      of: text ?? "", font: font ?? .systemFont(ofSize: 17), width: width,
      maximumLines: numberOfLines)
  }

  /// A label that wraps measures its height at the width layout gives it (its
  /// ``preferredMaxLayoutWidth`` when set), as UIKit's two-pass layout of multi-line labels
  /// does.
  override var intrinsicSizeDependsOnWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth <= 0
  }

  override func intrinsicSize(forLayoutWidth width: CGFloat?) -> CGSize {
    guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, let width, width > 0 else {
      return intrinsicContentSize
    }
    let measured = TextMeasurement.size(
      of: text ?? "", font: font ?? .systemFont(ofSize: 17), width: width,
      maximumLines: numberOfLines)
    return CGSize(width: intrinsicContentSize.width, height: measured.height)
  }

  /// Where the text sits in `bounds` (for `limitedToNumberOfLines` lines): top-left aligned
  /// box of the measured size, centred vertically, as UIKit draws labels.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let size = TextMeasurement.size(
      of: text ?? "", font: font ?? .systemFont(ofSize: 17), width: bounds.width,
      maximumLines: numberOfLines)
    return CGRect(
      x: bounds.minX, y: bounds.midY - min(size.height, bounds.height) / 2,
      width: min(size.width, bounds.width), height: min(size.height, bounds.height))
  }

  /// Draws the text (nothing is drawn headlessly).
  open func drawText(in rect: CGRect) {}

  /// A label reads its text.
  override var derivedAccessibilityLabel: String? { text }
}
