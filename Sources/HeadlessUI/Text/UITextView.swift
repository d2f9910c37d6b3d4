import Foundation

/// Tells a text view's owner about editing (and, as a scroll view delegate, scrolling).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textViewDidChange(_ textView: UITextView) {}
}

/// A scrolling, editable text view, measured by ``TextMeasurement``: its content size is the
/// wrapped text plus ``textContainerInset`` and a 5 pt line-fragment padding on each side
/// (UIKit's `lineFragmentPadding` default). There is no keyboard; setting ``text`` notifies the
/// delegate only through ``insertText(_:)``.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text.
  open var text: String! = "" { didSet { updateContentSize() } }
  /// The text with attributes (kept as its string).
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  /// The font (system 12 pt, UIKit's default for text views).
  open var font: UIFont? = .systemFont(ofSize: 12) { didSet { updateContentSize() } }
  /// The text colour (a plain value).
  open var textColor: UIColor? = .label
  /// The alignment (a plain value).
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user may edit (a plain value).
  open var isEditable = true
  /// Whether the user may select (a plain value).
  open var isSelectable = true
  /// The keyboard asked for (kept: there is no keyboard).
  open var keyboardType: UIKeyboardType = .default
  /// Whether the keyboard autocorrects (kept).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// When the keyboard capitalises (kept).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether the keyboard checks spelling (kept).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The return key's title (kept).
  open var returnKeyType: UIReturnKeyType = .default
  /// The keyboard's look (kept).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// What the content is, for autofill (kept).
  open var textContentType: UITextContentType?
  /// The view shown above the keyboard while editing (kept; never shown).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: UIView?
  /// The view shown in place of the keyboard (kept; never shown).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: UIView?
  /// The text's container: the view's width less its insets, and the line padding.
  public let textContainer = NSTextContainer()

  /// Scrolls so that `range` of the text is visible: the text is laid out in lines of the
  /// view's width (``TextMeasurement``), and the line that holds the range's end is brought
  /// into view, as UIKit does.
  open func scrollRangeToVisible(_ range: NSRange) {
    let text = self.text ?? ""
    let font = self.font ?? .systemFont(ofSize: 12)
    let width =
      bounds.width - textContainerInset.left - textContainerInset.right
      - 2 * textContainer.lineFragmentPadding
    guard width > 0 else { return }
    let end = min(max(range.location + range.length, 0), (text as NSString).length)
    let prefix = (text as NSString).substring(to: end)
    let lines = max(TextMeasurement.lines(of: prefix, font: font, width: width).count, 1)
    let bottom = textContainerInset.top + CGFloat(lines) * font.lineHeight
    let top = bottom - font.lineHeight
    var offset = contentOffset
    if bottom > offset.y + bounds.height { offset.y = bottom - bounds.height }
    if top < offset.y { offset.y = top }
    offset.y = max(0, min(offset.y, max(0, contentSize.height - bounds.height)))
    contentOffset = offset
  }
  /// Space around the text (UIKit's default 8 pt top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { updateContentSize() }
  }
  /// The text view's delegate (the scroll view's delegate, as a text view delegate).
  public var textViewDelegate: UITextViewDelegate? {
    guard let delegate else { return nil }
    return TypeLookup.cast(delegate, to: UITextViewDelegate.self)
  }

  /// The horizontal padding of each line (UIKit's default 5 pt).
  public static let lineFragmentPadding: CGFloat = 5

  /// A text view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A text view with `frame` and a text container (ignored).
  public convenience init(frame: CGRect, textContainer: AnyObject?) {
    self.init(frame: frame)
  }

  /// A text view as a nib would decode it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    coder.interfaceBuilder?.decodeTextView(self)
  }

  /// Appends `text` as typing would, telling the delegate.
  open func insertText(_ text: String) {
    self.text = (self.text ?? "") + text
    textViewDelegate?.textViewDidChange(self)
  }

  /// The wrapped text's size plus insets and padding, at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let padding = 2 * Self.lineFragmentPadding
    let insets = textContainerInset
    let textWidth = size.width - padding - insets.left - insets.right
    let measured = TextMeasurement.size(
      of: text ?? "", font: font ?? .systemFont(ofSize: 12),
      width: textWidth > 0 ? textWidth : .infinity)
    let lineHeight = (font ?? .systemFont(ofSize: 12)).lineHeight
    return CGSize(
      width: size.width > 0 && size.width.isFinite
        ? size.width : measured.width + padding + insets.left + insets.right,
      height: max(measured.height, lineHeight.rounded(.up)) + insets.top + insets.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContentSize()
  }

  private func updateContentSize() {
    let fitted = sizeThatFits(CGSize(width: bounds.width, height: .infinity))
    contentSize = CGSize(width: bounds.width, height: fitted.height)
  }
}
