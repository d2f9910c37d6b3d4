import Foundation

/// Where a layout puts one item.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The item.
  public var indexPath: IndexPath
  /// The frame in the collection view's content coordinates.
  public var frame: CGRect
  /// Opacity.
  public var alpha: CGFloat = 1
  /// Transform about the centre.
  public var transform: CGAffineTransform = .identity
  /// Stacking order.
  public var zIndex: Int = 0
  /// Whether the item is hidden.
  public var isHidden = false

  /// Attributes for the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    self.frame = .zero
  }

  /// The frame's centre.
  public var center: CGPoint {
    get { frame.center }
    set { frame = CGRect(center: newValue, size: frame.size) }
  }

  /// The frame's size.
  public var size: CGSize {
    get { frame.size }
    set { frame = CGRect(center: frame.center, size: newValue) }
  }
}
