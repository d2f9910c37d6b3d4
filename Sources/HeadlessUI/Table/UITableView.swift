import Foundation

/// A scrolling column of rows from a data source, with cell reuse, on a scroll view.
///
/// Rows are stacked top to bottom (a section header of ``sectionHeaderHeight`` before each
/// section whose title is not nil, ``tableHeaderView`` first, ``tableFooterView`` last); each
/// row is as high as the delegate says, else ``rowHeight`` (44 pt, UIKit's default;
/// ``automaticDimension`` uses the cell's `sizeThatFits`). Layout places a cell for every row
/// whose frame meets the bounds and recycles the others. A touch that lifts without the table
/// scrolling selects the row under it and tells the delegate (`didSelectRowAt`), as UIKit does.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// Whether the table is in editing mode. HeadlessUI keeps the flag (a data source's
  /// `tableView(_:canEditRowAt:)` and a delegate's `editingStyleForRowAt` are asked by the
  /// swipe actions, not by it); the cells' insertion, deletion and reordering controls are not
  /// drawn.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// Whether rows can be selected while editing (default false, as UIKit's).
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing (default false).
  open var allowsMultipleSelectionDuringEditing = false

  /// Enters or leaves editing mode, and tells every visible cell (``UITableViewCell/isEditing``).
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }

  /// The table's look (informational).
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    case insetGrouped
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// Least movement.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// Separators (informational).
  public enum SeparatorStyle: Int, Sendable {
    /// None.
    case none
    /// A line.
    case singleLine
  }

  /// Row animations (rows change at once headlessly).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// "Size from the content" (−1).
  public nonisolated static let automaticDimension: CGFloat = -1
  /// UIKit's default row height (44 pt).
  public static let defaultRowHeight: CGFloat = 44

  /// The style.
  public let style: Style
  /// Supplies the rows.
  open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
  /// (Set a `UITableViewDelegate`; it is a scroll view delegate too.)
  open override weak var delegate: UIScrollViewDelegate? { didSet { setNeedsLayout() } }
  /// The delegate as a table delegate.
  public var tableDelegate: UITableViewDelegate? {
    guard let delegate else { return nil }
    return TypeLookup.cast(delegate, to: UITableViewDelegate.self)
  }
  /// The height of rows the delegate does not size (default 44).
  open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { reloadData() } }
  /// The estimated height (informational).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The height of a titled section's header (default 28).
  open var sectionHeaderHeight: CGFloat = 28
  /// The height of a section's footer (informational).
  open var sectionFooterHeight: CGFloat = 0
  /// The separator style (informational).
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The separator colour (informational).
  open var separatorColor: UIColor?
  /// The separator insets (informational).
  open var separatorInset: UIEdgeInsets = .zero
  /// The settings that only change what is drawn (UITableView+LookSettings.swift).
  let lookSettings = TableLookSettings()
  /// A storyboard's static content (`dataMode="static"`), which `UITableViewController`'s own
  /// data-source methods serve.
  var staticSections: [StaticTableSection]?
  /// Whether rows can be selected (default true).
  open var allowsSelection = true
  /// Whether several rows can be selected (default false).
  open var allowsMultipleSelection = false
  /// A view above the rows (its height is kept).
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      reloadData()
    }
  }
  /// A view below the rows (its height is kept).
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      reloadData()
    }
  }
  /// A view behind the rows, the header and the footer (fills the bounds): UIKit places it
  /// "as a subview of the table view behind all cells, header views, and footer views".
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  private var factories: [String: @MainActor () -> UITableViewCell] = [:]
  /// How header and footer views are made, by identifier (`UITableViewHeaderFooterView`).
  var headerFooterFactories: [String: @MainActor () -> UITableViewHeaderFooterView] = [:]
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var visible: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  private var rowFrames: [[CGRect]]?
  /// Each section's header and footer frames (zero height when it has none).
  private var sectionFrames: [(header: CGRect, footer: CGRect)] = []
  /// The header and footer views the delegate gave, by section, until the next reload.
  private var supplementaryViews: [Int: (header: UIView?, footer: UIView?)] = [:]
  private var selected: [IndexPath] = []
  private var touchStartOffset: CGPoint?

  /// A table with `frame` and `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  /// A plain table with `frame`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A table as a storyboard would decode it.
  public required init?(coder: NSCoder) {
    style = InterfaceBuilderCoder.tableStyle(coder)
    super.init(coder: coder)
    if let coder = coder.interfaceBuilder {
      coder.decodeTableView(self)
    } else {
      alwaysBounceVertical = true
    }
  }

  // MARK: Cells

  /// Registers a cell class (cells are made with its `init(style:reuseIdentifier:)`, see
  /// ``UITableViewCell/init(registeredFor:)``); nil unregisters.
  open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    guard let cellClass else {
      factories[identifier] = nil
      return
    }
    factories[identifier] = { cellClass.init(registeredFor: identifier) }
  }

  /// Registers a class given as UIKit's parameter type, `AnyClass`
  /// (`UITableViewCell.classForCoder()`): a cell class registers as above; any other class is
  /// the app's mistake, which UIKit reports when the cell is dequeued — here nothing registers.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    register(cellClass as? UITableViewCell.Type, forCellReuseIdentifier: identifier)
  }

  /// Registers how to make cells for `identifier`.
  public func register(
    forCellReuseIdentifier identifier: String,
    factory: @escaping @MainActor () -> UITableViewCell
  ) {
    factories[identifier] = factory
  }

  /// A recycled or new cell for `identifier` (a default cell when nothing is registered, where
  /// UIKit would throw).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A recycled or new cell for `identifier`, or nil when none is registered (UIKit's older
  /// form, after which apps make the cell themselves).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let factory = factories[identifier] else { return nil }
    let cell = factory()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Drops every cell and asks the data source again at the next layout.
  open func reloadData() {
    for entry in visible { recycle(entry.cell) }
    visible = []
    rowFrames = nil
    for views in supplementaryViews.values {
      views.header?.removeFromSuperview()
      views.footer?.removeFromSuperview()
    }
    supplementaryViews = [:]
    setNeedsLayout()
  }

  /// The header view of `section` the delegate gave (nil when it gave none).
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    supplementaryViews[section]?.header as? UITableViewHeaderFooterView
  }

  /// The footer view of `section` the delegate gave (nil when it gave none).
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    supplementaryViews[section]?.footer as? UITableViewHeaderFooterView
  }

  /// The rectangle of `section`'s header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    _ = computeFrames()
    return section < sectionFrames.count ? sectionFrames[section].header : .zero
  }

  /// The rectangle of `section`'s footer.
  open func rectForFooter(inSection section: Int) -> CGRect {
    _ = computeFrames()
    return section < sectionFrames.count ? sectionFrames[section].footer : .zero
  }

  /// Reloads the given rows (the whole table here).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Inserts rows (the whole table reloads).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows (the whole table reloads).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reconfigures the rows at `indexPaths` in their cells (the whole table reloads here).
  open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
  /// Moves a row (the whole table reloads).
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  /// Reloads `sections` (the whole table here).
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Inserts `sections` (the whole table reloads).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Deletes `sections` (the whole table reloads).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Moves a section (the whole table reloads).
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
  /// Groups updates (they apply at once).
  open func beginUpdates() {}
  /// Ends a group of updates.
  open func endUpdates() { reloadData() }
  /// Runs updates then the completion.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  /// The visible cells, top to bottom (laid out first if needed).
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visible.map(\.cell)
  }

  /// The index paths of the visible rows.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visible.map(\.indexPath)
  }

  /// The visible cell of the row at `indexPath`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visible.first { $0.indexPath == indexPath }?.cell
  }

  /// The row of a visible cell.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.cell === cell }?.indexPath
  }

  /// The row under `point` (content coordinates).
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    let frames = computeFrames()
    for (section, rows) in frames.enumerated() {
      for (row, frame) in rows.enumerated() where frame.contains(point) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The frame of the row at `indexPath` (content coordinates).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    let frames = computeFrames()
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.row)
    else { return .zero }
    return frames[indexPath.section][indexPath.row]
  }

  /// The rows in `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    let frames = computeFrames()
    return frames.indices.contains(section) ? frames[section].count : 0
  }

  /// The sections.
  open var numberOfSections: Int { computeFrames().count }

  /// Scrolls so the row is at `position`.
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let frame = rectForRow(at: indexPath)
    var offset = contentOffset
    switch position {
    case .top: offset.y = frame.minY
    case .middle: offset.y = frame.midY - bounds.height / 2
    case .bottom: offset.y = frame.maxY - bounds.height
    case .none:
      scrollRectToVisible(frame, animated: animated)
      return
    }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// The selected row.
  open var indexPathForSelectedRow: IndexPath? { selected.first }
  /// The selected rows.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects a row (no delegate call, as in UIKit).
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for path in selected { cellForRow(at: path)?.setSelected(false, animated: animated) }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for path in selected { cellForRow(at: path)?.setSelected(false, animated: animated) }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
  }

  /// Deselects a row (no delegate call).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  // MARK: Touches: a lift without scrolling selects

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchStartOffset = contentOffset
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { touchStartOffset = nil }
    guard allowsSelection, !isDragging, !isDecelerating, contentOffset == touchStartOffset,
      let touch = touches.inTouchOrder.first,
      let touched = indexPathForRow(at: touch.location(in: self)),
      tableDelegate?.tableView(self, shouldHighlightRowAt: touched) ?? true,
      let indexPath = tableDelegate.map({ $0.tableView(self, willSelectRowAt: touched) })
        ?? touched
    else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      deselectRow(at: indexPath, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    let previous = selected
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    for path in previous where path != indexPath && !allowsMultipleSelection {
      tableDelegate?.tableView(self, didDeselectRowAt: path)
    }
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    if let cell = cellForRow(at: indexPath) { cell.selectionSegue?(cell) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchStartOffset = nil
  }

  // MARK: Layout

  private func computeFrames() -> [[CGRect]] {
    if let rowFrames { return rowFrames }
    var frames: [[CGRect]] = []
    var y: CGFloat = tableHeaderView?.bounds.height ?? 0
    guard let dataSource else {
      rowFrames = []
      return []
    }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    let width = bounds.width
    sectionFrames = []
    for section in 0..<sections {
      let headerHeight = max(
        tableDelegate?.tableView(self, heightForHeaderInSection: section)
          ?? (dataSource.tableView(self, titleForHeaderInSection: section) == nil
            ? 0 : sectionHeaderHeight),
        0)
      let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
      y += headerHeight
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
      var sectionFrames: [CGRect] = []
      sectionFrames.reserveCapacity(rows)
      for row in 0..<rows {
        let indexPath = IndexPath(row: row, section: section)
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height < 0 { height = UITableView.defaultRowHeight }
        sectionFrames.append(CGRect(x: 0, y: y, width: width, height: height))
        y += height
      }
      frames.append(sectionFrames)
      let footerHeight = max(
        tableDelegate?.tableView(self, heightForFooterInSection: section)
          ?? (dataSource.tableView(self, titleForFooterInSection: section) == nil
            ? 0 : sectionFooterHeight),
        0)
      self.sectionFrames.append(
        (header, CGRect(x: 0, y: y, width: width, height: footerHeight)))
      y += footerHeight
    }
    rowFrames = frames
    if let tableFooterView {
      tableFooterView.frame = CGRect(
        x: 0, y: y, width: width, height: tableFooterView.bounds.height)
      y += tableFooterView.bounds.height
    }
    tableHeaderView?.frame = CGRect(
      x: 0, y: 0, width: width, height: tableHeaderView?.bounds.height ?? 0)
    contentSize = CGSize(width: width, height: y)
    return frames
  }

  /// Places a cell for every row that meets the bounds; recycles the rest.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    if let rowFrames, rowFrames.first?.first.map({ $0.width != bounds.width }) == true {
      self.rowFrames = nil
    }
    let frames = computeFrames()
    let visibleRect = bounds
    // The rows that share area with the bounds (touching edges do not count).
    var wanted: [(IndexPath, CGRect)] = []
    for (section, rows) in frames.enumerated() {
      for (row, frame) in rows.enumerated()
      where frame.height > 0 && frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY {
        wanted.append((IndexPath(row: row, section: section), frame))
      }
    }
    // Recycle first, so the rows coming into view reuse the cells going out.
    var keep: [IndexPath: UITableViewCell] = [:]
    for entry in visible {
      if wanted.contains(where: { $0.0 == entry.indexPath }) {
        keep[entry.indexPath] = entry.cell
      } else {
        recycle(entry.cell)
      }
    }
    var next: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    for (indexPath, frame) in wanted {
      let cell: UITableViewCell
      if let existing = keep[indexPath] {
        cell = existing
      } else if let dataSource {
        cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selected.contains(indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      } else {
        continue
      }
      if cell.superview !== self { addSubview(cell) }
      cell.frame = frame
      cell.layoutIfNeeded()
      next.append((indexPath, cell))
    }
    visible = next
    layoutSupplementaryViews(in: visibleRect)
  }

  /// Places the header and footer views the delegate gives for the sections in view (asked
  /// once per section until the next reload, as UIKit asks when a section comes into view).
  private func layoutSupplementaryViews(in visibleRect: CGRect) {
    guard let delegate = tableDelegate else { return }
    for (section, frames) in sectionFrames.enumerated() {
      let inView = { (frame: CGRect) in
        frame.height > 0 && frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY
      }
      guard inView(frames.header) || inView(frames.footer) else { continue }
      if supplementaryViews[section] == nil {
        let header =
          inView(frames.header) ? delegate.tableView(self, viewForHeaderInSection: section) : nil
        let footer =
          inView(frames.footer) ? delegate.tableView(self, viewForFooterInSection: section) : nil
        supplementaryViews[section] = (header, footer)
        if let header {
          delegate.tableView(self, willDisplayHeaderView: header, forSection: section)
        }
        if let footer {
          delegate.tableView(self, willDisplayFooterView: footer, forSection: section)
        }
      }
      if let header = supplementaryViews[section]?.header {
        if header.superview !== self { addSubview(header) }
        header.frame = frames.header
      }
      if let footer = supplementaryViews[section]?.footer {
        if footer.superview !== self { addSubview(footer) }
        footer.frame = frames.footer
      }
    }
  }

  private func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }
}

/// A controller whose view is a table (its own data source and delegate).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table's style.
  public let tableStyle: UITableView.Style
  /// Whether the selection clears when the view appears (informational).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller with a table of `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A plain table controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A table controller as a storyboard would decode it.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table (the root view).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Enters or leaves editing mode, the table with it.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  /// Makes the table, with the controller as data source and delegate.
  open override func loadView() {
    if loadViewFromInterfaceBuilder() { return }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// The storyboard's static rows, else none (override).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSections?[safe: section]?.cells.count ?? 0
  }

  /// The storyboard's static cell, else a default cell (override).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.staticSections?[safe: indexPath.section]?.cells[safe: indexPath.row]?.cell
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The storyboard's static sections, else one section (override).
  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// A static cell's own height, else the table's row height (override).
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if let height = tableView.staticSections?[safe: indexPath.section]?.cells[safe: indexPath.row]?
      .height
    {
      return height
    }
    return tableView.rowHeight >= 0 ? tableView.rowHeight : UITableView.defaultRowHeight
  }

  /// Nothing (override).
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Nothing (override).
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// No title (override).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title (override).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// The table's header height when the section has a title, else 0 (override).
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    self.tableView(tableView, titleForHeaderInSection: section) == nil
      ? 0 : tableView.sectionHeaderHeight
  }

  /// The table's footer height when the section has a title, else 0 (override).
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    self.tableView(tableView, titleForFooterInSection: section) == nil
      ? 0 : tableView.sectionFooterHeight
  }

  /// No view (override).
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// No view (override).
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// The row itself (override).
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// True (override).
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// True (override).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// False (override).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// `.delete` (override).
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// None (override).
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }

  /// None (override).
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None (override).
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Nothing (override).
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// No index (override).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The table's estimate (override).
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }

  /// Nothing (override).
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Nothing (override).
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing (override).
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Nothing (override).
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing (override).
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
