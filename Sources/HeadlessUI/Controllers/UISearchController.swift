import Foundation

/// Told to update search results as the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar became the first responder, or its text changed.
  func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller is presented and dismissed (every method optional).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func presentSearchController(_ searchController: UISearchController)
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func presentSearchController(_ searchController: UISearchController) {}
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search controller: a search bar it owns, an updater told of every edit, and a delegate
/// told as the search becomes active and inactive — as Apple's documentation describes
/// `UISearchController` ("the search controller calls `updateSearchResults(for:)` when the search
/// bar becomes the first responder or when the user makes changes inside the search bar").
///
/// The bar becoming first responder (a tap in the field; ``UISearchBar/becomeFirstResponder()``)
/// makes the controller active; its Cancel button clears the text, ends editing and makes it
/// inactive. Setting ``isActive`` tells the delegate will/did present or dismiss, and
/// activating tells the updater. **Not from a source:** nothing is presented — the results
/// controller is kept, not shown, and the presenting screen stays as it is (the navigation bar
/// is not hidden): a test reads ``isActive`` and what the updater did with the text.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller showing results (nil: the presenting screen shows them).
  public let searchResultsController: UIViewController?
  /// The search bar (the controller stays told of its edits; its delegate is the app's).
  public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
  /// Told of edits; held weakly.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Told of presentation; held weakly.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the background is dimmed while searching (kept; true by default).
  open var obscuresBackgroundDuringPresentation = true
  /// The iOS 8 name of ``obscuresBackgroundDuringPresentation``.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (kept; true by default).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows by itself while searching (kept; true by default).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows (kept).
  open var showsSearchResultsController = false

  /// Whether the search is active.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue {
        delegate?.willPresentSearchController(self)
        active = true
        delegate?.presentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.resignFirstResponder()
        delegate?.didDismissSearchController(self)
      }
    }
  }

  private var active = false

  /// A search controller; `searchResultsController` nil shows results in the presenting screen.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.owningSearchController = self
  }

  /// A search controller that shows results in the presenting screen.
  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.owningSearchController = self
  }

  func searchBarBeganEditing() {
    if active {
      searchResultsUpdater?.updateSearchResults(for: self)
    } else {
      isActive = true
    }
  }

  func searchBarTextChanged() {
    guard active || searchBar.isEditing else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchBarCancelled() {
    searchBar.text = ""
    isActive = false
  }
}
