import Foundation

/// Computes where a collection view's items go. Subclass it, or use
/// ``UICollectionViewFlowLayout``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  public internal(set) var collectionView: UICollectionView? {
    get { collectionViewReference.object }
    set { collectionViewReference = WeakReference(newValue) }
  }
  var collectionViewReference = WeakReference<UICollectionView>(nil)

  /// A layout.
  public override init() {}

  /// Recomputes cached attributes; called before the collection view lays out.
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every item whose frame intersects `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of one item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a bounds change (size or scroll) requires ``prepare()`` again (size changes).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  /// Marks the layout for ``prepare()`` at the collection view's next layout.
  open func invalidateLayout() {
    collectionView?.layoutIsInvalid = true
    collectionView?.setNeedsLayout()
  }
}
