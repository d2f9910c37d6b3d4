import Foundation

/// Tells a text field's owner about editing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (true).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Return was pressed; whether to process it (true).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field. There is no keyboard: ``becomeFirstResponder()`` starts editing
/// (`.editingDidBegin`), ``insertText(_:)`` types (`.editingChanged`),
/// ``resignFirstResponder()`` ends it (`.editingDidEnd`).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The border's look.
  public enum BorderStyle: Int, Sendable {
    /// None.
    case none
    /// A line.
    case line
    /// A bezel.
    case bezel
    /// Rounded (34 pt high intrinsically).
    case roundedRect
  }

  /// When a clear button shows (a plain value).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never
    /// While editing.
    case whileEditing
    /// Unless editing.
    case unlessEditing
    /// Always.
    case always
  }

  /// The text.
  open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
  /// The placeholder.
  open var placeholder: String?
  /// The text with attributes (kept as its string).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font (system 17 pt).
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// The text colour (a plain value).
  open var textColor: UIColor? = .label
  /// The alignment (a plain value).
  open var textAlignment: NSTextAlignment = .natural
  /// The border (a plain value except for the intrinsic height).
  open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
  /// The delegate.
  open weak var delegate: UITextFieldDelegate?
  /// Whether the text is hidden (a plain value).
  open var isSecureTextEntry = false
  /// The placeholder with attributes (its string is ``placeholder``).
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
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
  /// The clear button mode (a plain value).
  open var clearButtonMode: ViewMode = .never
  /// A view at the left edge, shown by ``leftViewMode``.
  open var leftView: UIView? {
    didSet { sideViewChanged(from: oldValue, to: leftView) }
  }
  /// When the left view shows.
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A view at the right edge, shown by ``rightViewMode``.
  open var rightView: UIView? {
    didSet { sideViewChanged(from: oldValue, to: rightView) }
  }
  /// When the right view shows.
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// Whether the field is editing.
  public private(set) var isEditing = false {
    didSet {
      if !isEditing { selection = nil }
      setNeedsLayout()
    }
  }
  /// The selection set while editing, in UTF-16 units (nil: the caret at the end).
  private var selection: Range<Int>?

  private func sideViewChanged(from old: UIView?, to new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// Places the side views where ``leftViewRect(forBounds:)`` and
  /// ``rightViewRect(forBounds:)`` say (a subclass's overrides included), shown or hidden by
  /// their modes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView {
      leftView.isHidden = !shows(leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !shows(rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
  }

  // MARK: Rectangles (UIKit's UITextField "Drawing and positioning overrides")

  /// The border's rectangle: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the text is drawn: the bounds less the side views that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds
    if leftView != nil, shows(leftViewMode) {
      let left = leftViewRect(forBounds: bounds).maxX - bounds.minX
      rect.origin.x += left
      rect.size.width -= left
    }
    if rightView != nil, shows(rightViewMode) {
      rect.size.width -= bounds.maxX - rightViewRect(forBounds: bounds).minX
    }
    rect.size.width = max(0, rect.size.width)
    return rect
  }

  /// Where the placeholder is drawn: the text's rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where editable text is drawn: the text's rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's rectangle: none is drawn here.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }

  /// The left view's rectangle: at the leading edge, vertically centred, at its own size.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.bounds.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// The right view's rectangle: at the trailing edge, vertically centred, at its own size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.bounds.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// Draws the text (nothing is drawn).
  open func drawText(in rect: CGRect) {}

  /// Draws the placeholder (nothing is drawn).
  open func drawPlaceholder(in rect: CGRect) {}

  // MARK: Text input (UIKit's UIKeyInput and UITextInput, as far as apps move the caret)

  /// Whether there is text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  /// The start of the text.
  open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

  /// The end of the text.
  open var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

  /// The selection, nil unless editing (editing starts with the caret at the end). Set, it is
  /// kept within the text.
  open var selectedTextRange: UITextRange? {
    get {
      guard isEditing else { return nil }
      let end = (text ?? "").utf16.count
      let range = selection ?? end..<end
      return UITextRange(
        start: UITextPosition(offset: min(range.lowerBound, end)),
        end: UITextPosition(offset: min(range.upperBound, end)))
    }
    set {
      guard let newValue else {
        selection = nil
        return
      }
      let end = (text ?? "").utf16.count
      let lower = max(0, min(newValue.start.offset, end))
      selection = lower..<max(lower, min(newValue.end.offset, end))
    }
  }

  /// The text being composed: none (nothing is typed through an input method).
  open var markedTextRange: UITextRange? { nil }

  /// The range from `from` to `to` (nil when either is nil).
  open func textRange(from: UITextPosition?, to: UITextPosition?) -> UITextRange? {
    guard let from, let to else { return nil }
    return from.offset <= to.offset
      ? UITextRange(start: from, end: to) : UITextRange(start: to, end: from)
  }

  /// The position `offset` UTF-16 units from `position`, nil outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    guard target >= 0, target <= (text ?? "").utf16.count else { return nil }
    return UITextPosition(offset: target)
  }

  /// The UTF-16 units from `from` to `to`.
  open func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

  /// The text in `range`.
  open func text(in range: UITextRange) -> String? {
    let units = Array((text ?? "").utf16)
    guard range.start.offset >= 0, range.end.offset <= units.count else { return nil }
    return String(decoding: units[range.start.offset..<range.end.offset], as: UTF16.self)
  }

  open override var canBecomeFirstResponder: Bool { true }

  /// Starts editing when the delegate agrees.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    _ = super.becomeFirstResponder()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    isEditing = false
    _ = super.resignFirstResponder()
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `text` at the end.
  open func insertText(_ text: String) {
    self.text = (self.text ?? "") + text
    sendActions(for: .editingChanged)
  }

  /// The text's size (the placeholder's when empty); 34 pt high for a rounded rectangle.
  open override var intrinsicContentSize: CGSize {
    let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
    let size = TextMeasurement.size(of: shown, font: font ?? .systemFont(ofSize: 17))
    let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight.rounded(.up)
    let height = borderStyle == .roundedRect ? 34 : max(size.height, lineHeight)
    return CGSize(width: size.width + (borderStyle == .roundedRect ? 14 : 0), height: height)
  }

  /// A tap makes the field the first responder.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if isTouchInside { becomeFirstResponder() }
  }
}
