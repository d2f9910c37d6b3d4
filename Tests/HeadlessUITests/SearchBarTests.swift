import Foundation
import HeadlessUI
import Testing

/// `UISearchBar` and its delegate, against Apple's `UISearchBarDelegate` page: the delegate may
/// refuse editing (`searchBarShouldBeginEditing(_:)`), hears every text change
/// (`searchBar(_:textDidChange:)`) and the Search and Cancel buttons.
@MainActor
@Suite("Search bar")
struct SearchBarTests {
  final class Delegate: UISearchBarDelegate {
    var allowsEditing = true
    var log: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { allowsEditing }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("began") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("ended") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      log.append("text \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
  }

  @Test func theDelegateHearsEditingTextAndButtons() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    let delegate = Delegate()
    bar.delegate = delegate
    delegate.allowsEditing = false
    #expect(!bar.becomeFirstResponder())
    #expect(!bar.isEditing)
    delegate.allowsEditing = true
    #expect(bar.becomeFirstResponder())
    bar.insertText("he")
    bar.insertText("ro")
    bar.searchButtonClicked()
    bar.cancelButtonClicked()
    bar.resignFirstResponder()
    #expect(delegate.log == ["began", "text he", "text hero", "search", "cancel", "ended"])
    #expect(bar.text == "hero")
    #expect(bar.intrinsicContentSize.height == 56)
  }

  @Test func theBarKeepsItsLookSettings() {
    let bar = UISearchBar()
    #expect(bar.barStyle == .default && bar.isTranslucent && bar.barTintColor == nil)
    bar.barStyle = .black
    bar.isTranslucent = false
    bar.barTintColor = .red
    bar.backgroundImage = UIImage()
    bar.scopeBarBackgroundImage = UIImage()
    #expect(bar.barStyle == .black && !bar.isTranslucent && bar.barTintColor == .red)
    #expect(bar.backgroundImage != nil && bar.scopeBarBackgroundImage != nil)
  }
}
