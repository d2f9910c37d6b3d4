@_exported import HeadlessUI

/// The order a waterfall fills its columns in.
public enum CHTCollectionViewWaterfallLayoutItemRenderDirection: UInt, Sendable {
  /// Each item goes into the shortest column (the first of equals).
  case shortestFirst = 0
  /// Items go into the columns in turn, left to right.
  case leftToRight = 1
  /// Items go into the columns in turn, right to left.
  case rightToLeft = 2
}

/// The supplementary kinds the layout names (headers and footers take their height here but
/// are not made: HeadlessUI's collection views show no supplementary views).
public let CHTCollectionElementKindSectionHeader = "CHTCollectionElementKindSectionHeader"
public let CHTCollectionElementKindSectionFooter = "CHTCollectionElementKindSectionFooter"

/// What a waterfall layout asks its collection view's delegate: each item's size (whose
/// aspect ratio gives its height at the column's width) and, optionally, per-section settings.
@preconcurrency @MainActor
public protocol CHTCollectionViewDelegateWaterfallLayout: UICollectionViewDelegate {
  /// The item's size; only its aspect ratio is used.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The section's column count (default: the layout's `columnCount`; each optional method
  /// below defaults to the layout's property, as the pod falls back to it).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int
  /// The section's header height.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForHeaderInSection section: Int
  ) -> CGFloat
  /// The section's footer height.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForFooterInSection section: Int
  ) -> CGFloat
  /// The section's insets.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The vertical space between items.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The horizontal space between columns.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension CHTCollectionViewDelegateWaterfallLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int { (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.columnCount ?? 2 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForHeaderInSection section: Int
  ) -> CGFloat { (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.headerHeight ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForFooterInSection section: Int
  ) -> CGFloat { (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.footerHeight ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.minimumInteritemSpacing ?? 10
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CHTCollectionViewWaterfallLayout)?.minimumColumnSpacing ?? 10
  }
}

/// A stand-in for the Objective-C pod CHTCollectionViewWaterfallLayout (a Pinterest-style
/// layout: equal-width columns, each item placed in the shortest column at the height its
/// size's aspect ratio gives), written from the pod's documented behaviour (its README and
/// header: the properties and defaults below, the delegate's optional per-section settings).
/// Item frames are what the pod computes: a column is `floor((width − insets − spacing ×
/// (columns − 1)) / columns)` wide, an item `floor(height × columnWidth / width)` high, items
/// `minimumInteritemSpacing` apart; the content is as wide as the collection view and as high
/// as the longest column (at least `minimumContentHeight`). Headers and footers take their
/// heights but are not made (HeadlessUI shows no supplementary views).
@preconcurrency @MainActor
open class CHTCollectionViewWaterfallLayout: UICollectionViewLayout {
  /// Columns per section (default 2).
  open var columnCount = 2 { didSet { invalidateLayout() } }
  /// Space between columns (default 10).
  open var minimumColumnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space between items in a column (default 10).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Each section's header height (default 0).
  open var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
  /// Each section's footer height (default 0).
  open var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
  /// Insets around each header.
  open var headerInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// Insets around each footer.
  open var footerInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// Insets around each section's items.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The order columns are filled in (default shortest first).
  open var itemRenderDirection: CHTCollectionViewWaterfallLayoutItemRenderDirection =
    .shortestFirst
  { didSet { invalidateLayout() } }
  /// The least content height.
  open var minimumContentHeight: CGFloat = 0 { didSet { invalidateLayout() } }

  private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
  private var contentHeight: CGFloat = 0

  /// A layout with the pod's defaults.
  public override init() { super.init() }

  private var delegate: (any CHTCollectionViewDelegateWaterfallLayout)? {
    collectionView?.delegate as? any CHTCollectionViewDelegateWaterfallLayout
  }

  private func columns(in section: Int) -> Int {
    guard let collectionView else { return columnCount }
    return max(
      1,
      delegate?.collectionView(collectionView, layout: self, columnCountForSection: section)
        ?? columnCount)
  }

  private func inset(of section: Int) -> UIEdgeInsets {
    guard let collectionView else { return sectionInset }
    return delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      ?? sectionInset
  }

  private func columnSpacing(in section: Int) -> CGFloat {
    guard let collectionView else { return minimumColumnSpacing }
    return delegate?.collectionView(
      collectionView, layout: self, minimumColumnSpacingForSectionAt: section)
      ?? minimumColumnSpacing
  }

  /// The width of an item of `section`: its column's.
  open func itemWidthInSection(at section: Int) -> CGFloat {
    let width = collectionView?.bounds.width ?? 0
    let insets = inset(of: section)
    let count = CGFloat(columns(in: section))
    return
      ((width - insets.left - insets.right - (count - 1) * columnSpacing(in: section))
      / count).rounded(.down)
  }

  open override func prepare() {
    super.prepare()
    itemAttributes = []
    contentHeight = 0
    guard let collectionView, let dataSource = collectionView.dataSource else { return }
    let sections = dataSource.numberOfSections(in: collectionView)
    var top: CGFloat = 0
    for section in 0..<sections {
      let count = columns(in: section)
      let insets = inset(of: section)
      let spacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(collectionView, layout: self, heightForHeaderInSection: section)
        ?? headerHeight
      top += headerInset.top
      if header > 0 { top += header + headerInset.bottom }
      top += insets.top
      let width = itemWidthInSection(at: section)
      let step = width + columnSpacing(in: section)
      var heights = Array(repeating: top, count: count)
      var attributes: [UICollectionViewLayoutAttributes] = []
      let items = dataSource.collectionView(collectionView, numberOfItemsInSection: section)
      for item in 0..<items {
        let indexPath = IndexPath(item: item, section: section)
        let column = nextColumn(for: item, heights: heights)
        let size =
          delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
          ?? .zero
        let height =
          size.height > 0 && size.width > 0 ? (size.height * width / size.width).rounded(.down) : 0
        let frame = CGRect(
          x: insets.left + step * CGFloat(column), y: heights[column], width: width, height: height)
        let attribute = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attribute.frame = frame
        attributes.append(attribute)
        heights[column] = frame.maxY + spacing
      }
      itemAttributes.append(attributes)
      let longest = heights.max() ?? top
      top = items > 0 ? longest - spacing + insets.bottom : longest + insets.bottom
      let footer =
        delegate?.collectionView(collectionView, layout: self, heightForFooterInSection: section)
        ?? footerHeight
      top += footerInset.top
      if footer > 0 { top += footer + footerInset.bottom }
    }
    contentHeight = top
  }

  private func nextColumn(for item: Int, heights: [CGFloat]) -> Int {
    switch itemRenderDirection {
    case .shortestFirst:
      return heights.indices.min { (heights[$0], $0) < (heights[$1], $1) } ?? 0
    case .leftToRight:
      return item % heights.count
    case .rightToLeft:
      return heights.count - 1 - item % heights.count
    }
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView?.bounds.width ?? 0, height: max(contentHeight, minimumContentHeight))
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    itemAttributes.flatMap { $0 }.filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard itemAttributes.indices.contains(indexPath.section),
      itemAttributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemAttributes[indexPath.section][indexPath.item]
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}
