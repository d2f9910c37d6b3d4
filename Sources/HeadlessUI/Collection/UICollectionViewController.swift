import Foundation

/// A controller whose view is a collection view (its own data source and delegate). As in
/// UIKit it conforms to `UICollectionViewDelegate`, not to `UICollectionViewDelegateFlowLayout`:
/// an app's subclass declares that conformance itself when it sizes items.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view starts with.
  public let initialLayout: UICollectionViewLayout
  /// Whether the selection clears when the view appears (informational).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller as a storyboard would decode it (flow layout).
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the root view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view.
  public var collectionViewLayout: UICollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Makes the collection view, with the controller as data source and delegate.
  open override func loadView() {
    if loadViewFromInterfaceBuilder() { return }
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// No items (override).
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A plain cell (override).
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// One section (override).
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// True (override).
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing (override to update the data).
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// The proposed index path (override).
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Whether UIKit installs its long press that moves items: kept, but HeadlessUI installs no
  /// such recognizer (it would compete with every collection controller's own gestures in a
  /// replay); an app's own recognizer calling ``UICollectionView/beginInteractiveMovementForItem(at:)``
  /// works.
  open var installsStandardGestureForInteractiveMovement = true

  /// True (override).
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing (override).
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Nothing (override).
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// True (override).
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing (override).
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  /// Nothing (override).
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Nothing (override).
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Nothing (override).
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing (override).
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Nothing (override).
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing (override).
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Nothing (override).
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
}
