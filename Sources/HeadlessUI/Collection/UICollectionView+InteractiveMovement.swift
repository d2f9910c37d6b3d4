import Foundation

/// An item being moved by the user (an app's long press and pan): where it came from, the place
/// it would land on now, and where the finger holds it.
struct InteractiveMovement {
  /// The item's index path when the movement began.
  let source: IndexPath
  /// Where it lands if the movement ends now.
  var target: IndexPath
  /// The point the item's center follows (content coordinates); nil until the first update.
  var position: CGPoint?

  /// The data item the layout's place `place` shows while the item is held over ``target``:
  /// within the source's section the items between shift by one to make room, as UIKit's
  /// placeholder does. Across sections nothing shifts until the end (a HeadlessUI
  /// simplification: the layout keeps the sections' counts until the data source moves it).
  func item(shownAt place: IndexPath) -> IndexPath {
    guard source.section == target.section, place.section == source.section else { return place }
    let from = source.item
    let to = target.item
    let item = place.item
    if item == to { return source }
    if from < to, item >= from, item < to {
      return IndexPath(item: item + 1, section: place.section)
    }
    if to < from, item > to, item <= from {
      return IndexPath(item: item - 1, section: place.section)
    }
    return place
  }

  /// Where `path` is after the item at `from` moved to `to` (each section's items in order).
  static func moved(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
    if path == from { return to }
    var item = path.item
    if path.section == from.section, item > from.item { item -= 1 }
    if path.section == to.section, item >= to.item { item += 1 }
    return IndexPath(item: item, section: path.section)
  }
}

extension UICollectionView {
  /// Starts moving the item at `indexPath`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)):
  /// false when a movement is under way, there is no such item, or the data source's
  /// `collectionView(_:canMoveItemAt:)` says no. (UIKit also refuses when the data source
  /// does not implement `collectionView(_:moveItemAt:to:)`; Swift cannot tell whether a
  /// protocol default stands in, so here the movement runs and that default moves nothing.)
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, let dataSource,
      indexPath.section < numberOfSections,
      indexPath.item < numberOfItems(inSection: indexPath.section),
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath)
    if let cell = cellForItem(at: indexPath) { bringSubviewToFront(cell) }
    return true
  }

  /// Moves the held item's center to `targetPosition` (content coordinates) and makes the item
  /// under it, if any, the place it would land on — after the delegate's
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` — the items
  /// between shifting to make room. Does nothing with no movement under way.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    movement.position = targetPosition
    if let proposed = indexPathForItem(at: targetPosition) {
      movement.target =
        collectionDelegate?.collectionView(
          self, targetIndexPathForMoveFromItemAt: movement.source, toProposedIndexPath: proposed)
        ?? proposed
    }
    interactiveMovement = movement
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Ends the movement: the data source hears `collectionView(_:moveItemAt:to:)` when the item
  /// lands elsewhere than it started, and the cells take their new places (the moved cell
  /// stays the same cell).
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    if movement.target != movement.source, let dataSource {
      dataSource.collectionView(self, moveItemAt: movement.source, to: movement.target)
      for index in visible.indices {
        visible[index].indexPath = InteractiveMovement.moved(
          visible[index].indexPath, from: movement.source, to: movement.target)
      }
      selectedPaths = selectedPaths.map {
        InteractiveMovement.moved($0, from: movement.source, to: movement.target)
      }
      resetItemCounts()
    }
    invalidateLayoutNow()
    layoutIfNeeded()
  }

  /// Cancels the movement: every item goes back to its place and the data source hears nothing.
  public func cancelInteractiveMovement() {
    guard interactiveMovement != nil else { return }
    interactiveMovement = nil
    invalidateLayoutNow()
    layoutIfNeeded()
  }
}
