import Foundation

/// A grid: items in rows (vertical scrolling) or columns (horizontal scrolling), section by
/// section.
///
/// Items go in order along the line until the next one would not fit; a full line that holds
/// more than one item is justified (its spare space shared between the gaps, as UIKit does),
/// the last line of a section keeps the minimum spacing. Items are centred across their line.
/// Sizes come from ``itemSize`` or the delegate's `collectionView(_:layout:sizeForItemAt:)`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scroll direction.
  public enum ScrollDirection: Int, Sendable {
    /// Rows, growing down.
    case vertical
    /// Columns, growing right.
    case horizontal
  }

  /// The default item size.
  public var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The minimum gap between lines.
  public var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The minimum gap between items of a line.
  public var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Insets of each section.
  public var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }
  /// The scroll direction.
  public var scrollDirection: ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  /// A flow layout with UIKit's defaults (50 × 50 items, 10 pt spacing).
  public override init() {
    super.init()
  }

  /// The size computed by the last ``prepare()``.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Computes every item's frame (see the type documentation for the rules).
  open override func prepare() {
    cache = []
    contentSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds
    // Work in (along-line, across-line) coordinates: u along the line, v across lines.
    let lineLength = vertical ? bounds.width : bounds.height
    var v: CGFloat = 0
    let sections = collectionView.numberOfSections
    // The delegate that sizes items, asked for once (not per item).
    var sizing: UICollectionViewDelegateFlowLayout?
    if let delegate = collectionView.delegate {
      sizing = TypeLookup.cast(delegate, to: UICollectionViewDelegateFlowLayout.self)
    }
    var itemCount = 0
    for section in 0..<sections { itemCount += collectionView.numberOfItems(inSection: section) }
    cache.reserveCapacity(itemCount)
    for section in 0..<sections {
      let count = collectionView.numberOfItems(inSection: section)
      let inset = sectionInset
      let startU = vertical ? inset.left : inset.top
      let endU = lineLength - (vertical ? inset.right : inset.bottom)
      v += vertical ? inset.top : inset.left
      // The section's items in one list and where each line starts in it (nested arrays
      // would grow a line array per line).
      var items: [(indexPath: IndexPath, size: CGSize)] = []
      items.reserveCapacity(count)
      var lineStarts: [Int] = []
      var lineUsed: CGFloat = 0
      var lineCount = 0
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size = sizeForItem(at: indexPath, in: collectionView, delegate: sizing)
        let length = vertical ? size.width : size.height
        let needed = lineCount == 0 ? length : lineUsed + minimumInteritemSpacing + length
        // A full line ends before the item that does not fit.
        if lineCount > 0 && startU + needed > endU + 0.0001 { lineCount = 0 }
        if lineCount == 0 {
          lineStarts.append(items.count)
          lineUsed = length
        } else {
          lineUsed = needed
        }
        lineCount += 1
        items.append((indexPath, size))
      }
      for (lineIndex, start) in lineStarts.enumerated() {
        let end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : items.count
        // Loops, not `map`/`reduce` closures (each call would pay an isolation check).
        var thickness: CGFloat = 0
        var total: CGFloat = 0
        for index in start..<end {
          let size = items[index].size
          thickness = max(thickness, vertical ? size.height : size.width)
          total += vertical ? size.width : size.height
        }
        var gap = minimumInteritemSpacing
        let isLast = lineIndex == lineStarts.count - 1
        if !isLast && end - start > 1 {
          gap = max(minimumInteritemSpacing, (endU - startU - total) / CGFloat(end - start - 1))
        }
        var u = startU
        for index in start..<end {
          let (indexPath, size) = items[index]
          let itemThickness = vertical ? size.height : size.width
          let across = v + (thickness - itemThickness) / 2
          let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
          attributes.frame =
            vertical
            ? CGRect(x: u, y: across, width: size.width, height: size.height)
            : CGRect(x: across, y: u, width: size.width, height: size.height)
          cache.append(attributes)
          u += (vertical ? size.width : size.height) + gap
        }
        v += thickness
        if !isLast { v += minimumLineSpacing }
      }
      v += vertical ? inset.bottom : inset.right
    }
    contentSize =
      vertical
      ? CGSize(width: bounds.width, height: v) : CGSize(width: v, height: bounds.height)
  }

  /// The items whose frames share area with `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var found: [UICollectionViewLayoutAttributes] = []
    for attributes in cache where attributes.frame.overlaps(rect) { found.append(attributes) }
    return found
  }

  /// The attributes of the item at `indexPath`.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    for attributes in cache where attributes.indexPath == indexPath { return attributes }
    return nil
  }

  private func sizeForItem(
    at indexPath: IndexPath, in collectionView: UICollectionView,
    delegate: UICollectionViewDelegateFlowLayout?
  ) -> CGSize {
    if let delegate {
      return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    }
    return itemSize
  }
}
