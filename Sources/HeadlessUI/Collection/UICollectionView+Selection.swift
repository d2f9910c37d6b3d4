import Foundation

/// Selection, as UIKit's collection view does it ("Managing the selected cells" in
/// `UICollectionViewDelegate`'s documentation and the Collection View Programming Guide's
/// "Managing the Visual State for Selections"): a touch going down on an item asks
/// `shouldHighlightItemAt` and highlights it (`isHighlighted`, `didHighlightItemAt`); the lift,
/// when the content did not scroll, asks `shouldSelectItemAt`, unhighlights
/// (`didUnhighlightItemAt`) and selects (`isSelected`, `didSelectItemAt`), deselecting what was
/// selected before unless `allowsMultipleSelection`. A scroll that takes the touch (the cell's
/// touches are cancelled) only unhighlights. The programmatic calls do not call the delegate.
extension UICollectionView {
  /// The selected items (nil when none, as in UIKit).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedPaths.isEmpty ? nil : selectedPaths
  }

  /// Selects an item without calling the delegate; nil deselects all. `scrollPosition` scrolls
  /// the item into place as ``scrollToItem(at:at:animated:)`` does.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selectedPaths { setCellSelected(false, at: path) }
      selectedPaths = []
      return
    }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath { setCellSelected(false, at: path) }
      selectedPaths.removeAll { $0 != indexPath }
    }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    setCellSelected(true, at: indexPath)
    if scrollPosition != .none {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without calling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedPaths.removeAll { $0 == indexPath }
    setCellSelected(false, at: indexPath)
  }

  private func setCellSelected(_ selected: Bool, at indexPath: IndexPath) {
    guard let cell = cellForItem(at: indexPath), cell.isSelected != selected else { return }
    cell.isSelected = selected
  }

  private func setHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    guard let cell = cellForItem(at: indexPath), cell.isHighlighted != highlighted else { return }
    cell.isHighlighted = highlighted
    if highlighted {
      collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    } else {
      collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
  }

  // MARK: Touches (from the overrides in UICollectionView.swift)

  func selectionTouchesBegan(_ touches: Set<UITouch>) {
    guard touchedItem == nil, let touch = touches.inTouchOrder.first else { return }
    var item = allowsSelection ? indexPathForItem(at: touch.location(in: self)) : nil
    if let path = item,
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) == false
    {
      item = nil
    }
    touchedItem = (item, contentOffset)
    if let item { setHighlighted(true, at: item) }
  }

  func selectionTouchesEnded() {
    guard let touched = touchedItem else { return }
    touchedItem = nil
    guard let indexPath = touched.indexPath else { return }
    let stayed = !isDragging && !isDecelerating && contentOffset == touched.offset
    guard stayed, allowsSelection else {
      setHighlighted(false, at: indexPath)
      return
    }
    if allowsMultipleSelection, selectedPaths.contains(indexPath) {
      setHighlighted(false, at: indexPath)
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) != false
      else { return }
      deselectItem(at: indexPath, animated: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) != false
    setHighlighted(false, at: indexPath)
    guard selects else { return }
    let previous = allowsMultipleSelection ? [] : selectedPaths.filter { $0 != indexPath }
    selectItem(at: indexPath, animated: false, scrollPosition: .none)
    for path in previous { collectionDelegate?.collectionView(self, didDeselectItemAt: path) }
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    if let cell = cellForItem(at: indexPath) { cell.selectionSegue?(cell) }
  }

  func selectionTouchesCancelled() {
    guard let touched = touchedItem else { return }
    touchedItem = nil
    if let indexPath = touched.indexPath { setHighlighted(false, at: indexPath) }
  }
}
