import Foundation
import HeadlessUI
import Testing

/// Lists driven by snapshots, as iOS 13+ apps write their list screens
/// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource,
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot).
@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable { case favourites, all }

  @Test func aSnapshotsSectionsAndItems() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.favourites, .all])
    snapshot.appendItems(["Lakes"], toSection: .favourites)
    snapshot.appendItems(["Mountains", "Rivers", "Coasts"])  // the last section
    snapshot.appendItems(["Rivers"])  // already there: ignored
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.itemIdentifiers(inSection: .all) == ["Mountains", "Rivers", "Coasts"])
    snapshot.insertItems(["Deserts"], beforeItem: "Rivers")
    snapshot.moveItem("Coasts", beforeItem: "Mountains")
    snapshot.deleteItems(["Mountains"])
    #expect(snapshot.itemIdentifiers(inSection: .all) == ["Coasts", "Deserts", "Rivers"])
    #expect(snapshot.sectionIdentifier(containingItem: "Lakes") == .favourites)
    #expect(snapshot.indexOfItem("Rivers") == 3)
    snapshot.deleteSections([.favourites])
    #expect(snapshot.sectionIdentifiers == [.all])
    #expect(snapshot.numberOfItems(inSection: .favourites) == 0)
  }

  @Test func aTableShowsTheSnapshotAppliedLast() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let controller = UITableViewController(style: .plain)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let table = controller.tableView!
    table.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    let source = UITableViewDiffableDataSource<Section, String>(tableView: table) {
      table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "place", for: indexPath)
      cell.textLabel?.text = name
      return cell
    }
    #expect(table.dataSource === source)
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.all])
    snapshot.appendItems(["Lakes", "Mountains", "Rivers"])
    var applied = false
    source.apply(snapshot, animatingDifferences: false) { applied = true }
    table.layoutIfNeeded()
    #expect(applied)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Rivers")
    #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Mountains")
    #expect(source.indexPath(for: "Rivers") == IndexPath(row: 2, section: 0))
    snapshot.deleteItems(["Lakes"])
    source.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Mountains")
    #expect(source.snapshot().itemIdentifiers == ["Mountains", "Rivers"])
  }
}
