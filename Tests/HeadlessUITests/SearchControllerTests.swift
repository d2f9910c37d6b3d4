import HeadlessUI
import Testing

/// The search controller as Apple's documentation describes it: the updater is called "when the
/// search bar becomes the first responder or when the user makes changes inside the search bar"
/// (https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)),
/// and the delegate hears will/did present and dismiss as the search becomes active and inactive
/// (https://developer.apple.com/documentation/uikit/uisearchcontrollerdelegate).
@Suite("Search controller")
@MainActor
struct SearchControllerTests {
  final class Screen: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate,
    UISearchBarDelegate
  {
    var events: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
      events.append("update \(searchController.searchBar.text ?? "")")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
      events.append("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      events.append("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      events.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      events.append("didDismiss")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      events.append("bar \(searchText)")
    }
  }

  @Test func typingInTheBarActivatesTheSearchAndUpdatesTheResults() {
    let screen = Screen()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = screen
    search.delegate = screen
    search.searchBar.delegate = screen
    screen.navigationItem.searchController = search
    #expect(screen.navigationItem.searchController === search)
    #expect(!search.isActive && search.obscuresBackgroundDuringPresentation)

    search.searchBar.becomeFirstResponder()
    #expect(search.isActive)
    search.searchBar.insertText("ro")
    #expect(
      screen.events == ["willPresent", "update ", "didPresent", "bar ro", "update ro"])

    screen.events = []
    search.searchBar.cancelButtonClicked()
    #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isEditing)
    #expect(screen.events == ["bar ", "update ", "willDismiss", "didDismiss"])
  }

  @Test func settingIsActiveTellsTheDelegateOnceEachWay() {
    let screen = Screen()
    let search = UISearchController()
    search.delegate = screen
    search.isActive = true
    search.isActive = true
    search.isActive = false
    #expect(screen.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    search.dimsBackgroundDuringPresentation = false
    #expect(!search.obscuresBackgroundDuringPresentation)
  }
}
