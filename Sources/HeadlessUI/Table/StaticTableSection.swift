/// A section of a storyboard's static table (`<tableViewSection>`): its titles and its cells,
/// each with the row height the document gives it (nil: the table's).
@MainActor
struct StaticTableSection {
  var headerTitle: String?
  var footerTitle: String?
  var cells: [(cell: UITableViewCell, height: CGFloat?)]
}

extension Array {
  /// The element at `index`, or nil when it is out of range.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
