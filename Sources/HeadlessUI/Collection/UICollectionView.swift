import Foundation

/// A scrolling grid of cells from a data source and a layout.
///
/// Cells are created by factories registered per reuse identifier (there are no selectors or
/// nibs: ``register(forCellWithReuseIdentifier:factory:)``) and dequeued by the data source.
/// Layout (``layoutSubviews()``) places a cell for every item whose frame meets the bounds,
/// recycles the others, and keeps ``visibleCells`` sorted by index path. Reading
/// ``visibleCells``, ``indexPathsForVisibleItems`` or ``cellForItem(at:)`` lays out first if
/// needed, so it is never stale.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where ``scrollToItem(at:at:animated:)`` puts the item.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An option set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leave as is.
    public static let none = ScrollPosition([])
    /// Item at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Item at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Item at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Item at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Supplies the items and cells.
  public var dataSource: UICollectionViewDataSource? {
    get {
      if let token = dataSourceToken { return token.isAlive ? trackedDataSource : nil }
      return untrackedDataSource
    }
    set {
      // Through the object's token when it has one (see ``LifetimeToken``).
      LifetimeToken.assign(
        newValue, token: &dataSourceToken, tracked: &trackedDataSource,
        untracked: &untrackedDataSource)
      reloadData()
    }
  }
  private var dataSourceToken: LifetimeToken?
  private unowned var trackedDataSource: UICollectionViewDataSource?
  private weak var untrackedDataSource: UICollectionViewDataSource?

  /// Observes selection and display; a `UICollectionViewDelegateFlowLayout` also sizes
  /// items.
  /// (Set a `UICollectionViewDelegate`; it is a scroll view delegate too.)
  open override weak var delegate: UIScrollViewDelegate? { didSet { invalidateLayoutNow() } }

  /// The delegate as a collection view delegate.
  var collectionDelegate: UICollectionViewDelegate? {
    guard let delegate else { return nil }
    return TypeLookup.cast(delegate, to: UICollectionViewDelegate.self)
  }

  /// The layout.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      invalidateLayoutNow()
    }
  }

  /// How supplementary views are made, by kind and identifier (`UICollectionView+Supplementary`).
  var supplementaryFactories: [String: @MainActor () -> UICollectionReusableView] = [:]
  private var factories: [String: @MainActor () -> UICollectionViewCell] =
    [:]
  private var reusePool: [String: [UICollectionViewCell]] = [:]
  var visible: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
  /// The item being moved by ``beginInteractiveMovementForItem(at:)`` and where it is going
  /// (`UICollectionView+InteractiveMovement`).
  var interactiveMovement: InteractiveMovement?
  private var itemCounts: [Int]?
  private var lastPreparedSize: CGSize?
  var layoutIsInvalid = true
  /// The selected items, in the order they were selected.
  var selectedPaths: [IndexPath] = []
  /// The item the current touch highlighted, and the offset when it went down.
  var touchedItem: (indexPath: IndexPath?, offset: CGPoint)?

  /// Whether a lift on an item selects it (default true).
  public var allowsSelection = true
  /// Whether several items can be selected at once; a lift on a selected item deselects it
  /// (default false).
  public var allowsMultipleSelection = false

  /// A collection view with `frame` using `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view as a storyboard would decode it: zero frame, a flow layout.
  public required init?(coder: NSCoder) {
    let layout = UICollectionViewFlowLayout()
    collectionViewLayout = layout
    super.init(coder: coder)
    layout.collectionView = self
    coder.interfaceBuilder?.decodeCollectionView(self)
  }

  /// A collection view with `frame` and a flow layout.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  // MARK: Cells

  /// Registers how to make cells for `identifier`.
  public func register(
    forCellWithReuseIdentifier identifier: String,
    factory: @escaping @MainActor () -> UICollectionViewCell
  ) {
    factories[identifier] = factory
  }

  /// Registers a cell type by its factory (`register(MyCell.self, …) { MyCell() }`); the type
  /// is informational, the factory makes the cells.
  public func register<Cell: UICollectionViewCell>(
    _ cellClass: Cell.Type, forCellWithReuseIdentifier identifier: String,
    factory: @escaping @MainActor () -> Cell
  ) {
    factories[identifier] = { factory() }
  }

  /// Registers a cell class, as UIKit's `register(_:forCellWithReuseIdentifier:)`: cells are
  /// made with the class's `init(frame:)` (through ``UICollectionViewCell/init(registeredFor:)``,
  /// which every cell class that overrides `init(frame:)` and `init?(coder:)`, or declares no
  /// initializer, inherits). Nil unregisters.
  public func register(
    _ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    guard let cellClass else {
      factories[identifier] = nil
      return
    }
    factories[identifier] = { cellClass.init(registeredFor: identifier) }
  }

  /// A recycled cell for `identifier`, or a new one from its factory (a plain cell if none
  /// was registered, where UIKit would throw).
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    let cell = factories[identifier]?() ?? UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Drops every cell and asks the data source again at the next layout.
  open func reloadData() {
    for (_, cell) in visible { recycle(cell) }
    visible = []
    itemCounts = nil
    invalidateLayoutNow()
  }

  // The item and section updates UIKit animates: here each one reloads the whole view at once
  // (no animation; the data source must already answer with the change, as UIKit requires —
  // a count that does not match, UIKit's NSInternalInconsistencyException, is not checked).

  /// Reloads the items at `indexPaths` (the whole view here).
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reconfigures the items at `indexPaths` in their cells (the whole view reloads here).
  open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts items at `indexPaths` (the whole view reloads).
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes the items at `indexPaths` (the whole view reloads).
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Moves an item (the whole view reloads).
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  /// Reloads `sections` (the whole view here).
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  /// Inserts `sections` (the whole view reloads).
  open func insertSections(_ sections: IndexSet) { reloadData() }
  /// Deletes `sections` (the whole view reloads).
  open func deleteSections(_ sections: IndexSet) { reloadData() }
  /// Moves a section (the whole view reloads).
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

  /// Runs `updates`, reloads, then calls `completion` with true (nothing animates here).
  ///
  /// - Parameters:
  ///   - updates: the changes to the data source and the insert/delete/move calls.
  ///   - completion: called once the updates applied.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  /// The number of sections (from the data source).
  public var numberOfSections: Int {
    loadCounts().count
  }

  /// The number of items in `section` (0 when out of range).
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = loadCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells on screen, sorted by index path.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    // A loop, not `map(\.cell)`: a key path is applied through the runtime for every cell
    // (apps ask for the visible cells on every pan event).
    var cells: [UICollectionViewCell] = []
    cells.reserveCapacity(visible.count)
    for entry in visible { cells.append(entry.cell) }
    return cells
  }

  /// The index paths of the cells on screen, sorted.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return visible.map(\.indexPath)
  }

  /// The index path of a visible cell.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visible.first { $0.cell === cell }?.indexPath
  }

  /// The visible cell for `indexPath` (nil when off screen).
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return visible.first { $0.indexPath == indexPath }?.cell
  }

  /// The layout's attributes for `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The item whose frame contains `point` (content coordinates).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let hits = collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5))
    return hits?.filter { $0.frame.contains(point) }.map(\.indexPath).min()
  }

  /// Scrolls so the item sits at `scrollPosition` (clamped to the content), at once.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    setContentOffset(clampedOffset(offset), animated: animated)
    layoutIfNeeded()
  }

  // MARK: Touches: highlight and select (UICollectionView+Selection.swift)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesBegan(touches)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesEnded()
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesCancelled()
  }

  // MARK: Layout

  /// Prepares the layout if needed and places the visible cells.
  open override func layoutSubviews() {
    super.layoutSubviews()
    prepareLayoutIfNeeded()
    // Plain loops rather than closures handed to the standard library: in main-actor code
    // each call of such a closure pays a dynamic isolation check.
    let attributes = Self.sortedByIndexPath(
      collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
    // The items still shown, as a set only when there are cells to check against it.
    var shown = Set<IndexPath>()
    if !visible.isEmpty {
      shown.reserveCapacity(attributes.count)
      for attribute in attributes { shown.insert(attribute.indexPath) }
    }
    var next: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    // Recycle the cells that left first, so the newcomers can reuse them.
    var keep: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for entry in visible {
      if shown.contains(entry.indexPath) {
        keep.append(entry)
      } else {
        recycle(entry.cell)
      }
    }
    for attribute in attributes {
      // While an item moves, the items between its place and its target shift to make room:
      // the layout's place shows another data item.
      let indexPath = interactiveMovement?.item(shownAt: attribute.indexPath) ?? attribute.indexPath
      let cell: UICollectionViewCell
      var kept: Int?
      for index in keep.indices where keep[index].indexPath == indexPath {
        kept = index
        break
      }
      if let index = kept {
        cell = keep.remove(at: index).cell
      } else if let dataSource {
        cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      } else {
        continue
      }
      if let movement = interactiveMovement, indexPath == movement.source {
        // The moving cell follows the finger and keeps what the app did to it (its alpha, a
        // lift's scale), as UIKit's.
        if cell.superview !== self { cell.apply(attribute) }
        cell.center = movement.position ?? CGPoint(x: attribute.frame.midX, y: attribute.frame.midY)
      } else {
        cell.apply(attribute)
      }
      let isSelected = !selectedPaths.isEmpty && selectedPaths.contains(indexPath)
      if cell.isSelected != isSelected { cell.isSelected = isSelected }
      if cell.superview !== self { insertCell(cell) }
      next.append((indexPath, cell))
    }
    for (_, cell) in keep { recycle(cell) }
    visible = next
  }

  private func insertCell(_ cell: UICollectionViewCell) {
    // Cells stay below other subviews the app added (UIKit keeps cells in the content).
    let subviews = self.subviews
    var firstNonCell = subviews.count
    for index in subviews.indices where !(subviews[index] is UICollectionReusableView) {
      firstNonCell = index
      break
    }
    insertSubview(cell, at: firstNonCell)
  }

  /// `attributes` in index-path order (a stable insertion sort: the layout returns them
  /// nearly sorted, and a comparison closure would pay an isolation check per call).
  private static func sortedByIndexPath(
    _ attributes: [UICollectionViewLayoutAttributes]
  ) -> [UICollectionViewLayoutAttributes] {
    var sorted = attributes
    var index = 1
    while index < sorted.count {
      let item = sorted[index]
      var at = index
      while at > 0, item.indexPath < sorted[at - 1].indexPath {
        sorted[at] = sorted[at - 1]
        at -= 1
      }
      sorted[at] = item
      index += 1
    }
    return sorted
  }

  private func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
  }

  private func prepareLayoutIfNeeded() {
    if layoutIsInvalid || lastPreparedSize != bounds.size {
      layoutIsInvalid = false
      lastPreparedSize = bounds.size
      collectionViewLayout.prepare()
      contentSize = collectionViewLayout.collectionViewContentSize
    }
  }

  func invalidateLayoutNow() {
    layoutIsInvalid = true
    setNeedsLayout()
  }

  /// Forgets the data source's counts: they are asked again at the next layout.
  func resetItemCounts() { itemCounts = nil }

  private func loadCounts() -> [Int] {
    if let itemCounts { return itemCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
    itemCounts = counts
    return counts
  }
}
