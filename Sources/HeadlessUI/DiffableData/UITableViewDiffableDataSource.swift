import Foundation

/// A table's data source driven by snapshots
/// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource): it becomes
/// the table's `dataSource` when made, shows the snapshot applied last, and asks `cellProvider`
/// for each cell. Applying reloads the table (the differences are not animated here; the cells
/// are where the new snapshot puts them at once, and the completion runs after).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Makes the cell for an item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The animation of row changes (kept as a value).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's
  /// data source (which holds it weakly: keep it).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the table reloads; `completion` runs after.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` without animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where `identifier` is.
  open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: identifier)
  }

  /// The section at `index`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let id = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: id)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return cell
  }

  // The rest of the data source's methods, open as UIKit's are so that a subclass overrides
  // them (titles, editing, moving). UIKit's documentation gives no defaults for them; this
  // project's choice (docs/HEADLESSUI.md): no titles, no index, and rows that can be neither
  // edited nor moved until a subclass says so — what apps subclass it to change.

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}

/// A collection view's data source driven by snapshots
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource), as
/// ``UITableViewDiffableDataSource`` is for tables.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell for an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
  /// collection view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the collection view reloads; `completion` runs after.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// The item at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where `identifier` is.
  open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: identifier)
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    let ids = current.sectionIdentifiers
    return ids.indices.contains(section) ? current.numberOfItems(inSection: ids[section]) : 0
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else { return UICollectionViewCell(frame: .zero) }
    return cell
  }
}
