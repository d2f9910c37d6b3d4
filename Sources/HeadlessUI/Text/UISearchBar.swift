import Foundation

/// Tells a search bar's owner about its text and buttons (every method optional).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed to `searchText`.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The keyboard's Search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search bar: its text, placeholder, prompt and buttons as values, and its delegate told of
/// edits. There is no keyboard: ``becomeFirstResponder()`` begins editing, ``insertText(_:)``
/// types (the delegate hears `textDidChange`), ``searchButtonClicked()`` and
/// ``cancelButtonClicked()`` stand for the keyboard's Search key and the Cancel button, and
/// ``resignFirstResponder()`` ends editing. Nothing is drawn; its frame is what lays it out
/// (56 pt high intrinsically, as a default search bar is on iOS 13 and later: **not from a
/// source**, Apple does not document the height).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// A search bar's look (a plain value).
  public enum Style: Int, Sendable {
    /// The default.
    case `default`
    /// A translucent background, opaque search field.
    case prominent
    /// No background.
    case minimal
  }

  /// The text in the search field (never nil once set; nil by default, as UIKit's).
  open var text: String? {
    didSet {
      if searchTextField.text != text { searchTextField.text = text }
      if text != oldValue {
        delegate?.searchBar(self, textDidChange: text ?? "")
        owningSearchController?.searchBarTextChanged()
      }
    }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder }
  }
  /// The bar's text field (iOS 13): the bar's text and placeholder are set into it.
  public let searchTextField = UISearchTextField(frame: .zero)
  /// The keyboard asked for (kept: there is no keyboard).
  open var keyboardType: UIKeyboardType = .default
  /// Whether the keyboard autocorrects (kept).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// When the keyboard capitalises (kept).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The return key's title (kept).
  open var returnKeyType: UIReturnKeyType = .search
  /// The view shown above the keyboard while editing (kept; never shown).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: UIView?
  /// One line of text above the bar.
  open var prompt: String?
  /// The look.
  open var searchBarStyle: Style = .default
  /// Whether the Cancel button shows.
  open var showsCancelButton = false
  /// Whether the bookmark button shows.
  open var showsBookmarkButton = false
  /// Scope button titles (none by default).
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// The bar's background tint (kept: nothing is drawn).
  open var barTintColor: UIColor?
  /// The bar's style (kept).
  open var barStyle: UIBarStyle = .default
  /// Whether the bar's background is translucent (kept).
  open var isTranslucent = true
  /// The image behind the bar (kept).
  open var backgroundImage: UIImage?
  /// The image behind the scope bar (kept).
  open var scopeBarBackgroundImage: UIImage?
  /// Told of edits and buttons; held weakly.
  open weak var delegate: UISearchBarDelegate?
  /// Whether the bar is editing (between ``becomeFirstResponder()`` and
  /// ``resignFirstResponder()``).
  public private(set) var isEditing = false
  /// The search controller that owns the bar (``UISearchController``), told of edits apart from
  /// the delegate, which stays the app's.
  weak var owningSearchController: UISearchController?

  /// A search bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A search bar as a storyboard decodes it: `text`, `placeholder`, `prompt`,
  /// `searchBarStyle`, `showsCancelButton`, `showsBookmarkButton`, `showsScopeBar` and
  /// `scopeButtonTitles`; its text-input traits (keyboard type, autocapitalization) do nothing
  /// without a keyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder.interfaceBuilder else { return }
    text = coder.string("text")
    placeholder = coder.string("placeholder")
    prompt = coder.string("prompt")
    switch coder.element["searchBarStyle"] {
    case "prominent": searchBarStyle = .prominent
    case "minimal": searchBarStyle = .minimal
    default: break
    }
    showsCancelButton = coder.bool("showsCancelButton", default: false)
    showsBookmarkButton = coder.bool("showsBookmarkButton", default: false)
    _ = coder.element["showsScopeBar"]
    if let titles = coder.child("scopeButtonTitles") {
      scopeButtonTitles = titles.children.compactMap { $0["value"] ?? $0.text }
    }
    coder.ignore("textInputTraits")
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  /// Begins editing when the delegate allows it; returns whether it did.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.searchBarTextDidBeginEditing(self)
    owningSearchController?.searchBarBeganEditing()
    return true
  }

  /// Ends editing; returns true.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    isEditing = false
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  /// Types `text` at the end of the field, as a keyboard would while editing.
  public func insertText(_ text: String) {
    self.text = (self.text ?? "") + text
  }

  /// The keyboard's Search key: tells the delegate.
  public func searchButtonClicked() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// The Cancel button: tells the delegate.
  public func cancelButtonClicked() {
    delegate?.searchBarCancelButtonClicked(self)
    owningSearchController?.searchBarCancelled()
  }
}

/// The text field of a search bar (iOS 13's `UISearchTextField`): the bar sets its text and
/// placeholder into it.
open class UISearchTextField: UITextField {}
