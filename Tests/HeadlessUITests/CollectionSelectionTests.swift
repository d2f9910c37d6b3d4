import Foundation
import HeadlessUI
import Testing

/// Collection-view highlighting and selection from touches, against UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uicollectionviewdelegate ("Managing the
///   selected cells", "Managing cell highlighting": shouldHighlightItemAt, didHighlightItemAt,
///   didUnhighlightItemAt, shouldSelectItemAt, didSelectItemAt, didDeselectItemAt);
/// - the Collection View Programming Guide's "Managing the Visual State for Selections" (touch
///   down highlights; the lift unhighlights and selects; a scroll that takes the touch only
///   unhighlights);
/// - https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted and
///   isselected; uicollectionview/allowsmultipleselection; uicollectionview/selectitem(at:animated:scrollposition:)
///   ("does not cause any selection-related delegate methods to be called");
/// - https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches.
@MainActor
@Suite("Collection view selection")
struct CollectionSelectionTests {
  final class Cell: UICollectionViewCell {
    var highlightChanges: [Bool] = []
    override var isHighlighted: Bool {
      didSet { highlightChanges.append(isHighlighted) }
    }
  }

  final class Grid: UICollectionViewController {
    var events: [String] = []
    var refuseSelection = false

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 60 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      events.append("highlight \(indexPath.item)")
    }
    override func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      events.append("unhighlight \(indexPath.item)")
    }
    override func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      events.append("should select \(indexPath.item)")
      return !refuseSelection
    }
    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      events.append("select \(indexPath.item)")
    }
    override func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      events.append("deselect \(indexPath.item)")
    }
  }

  func show(_ grid: Grid) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    window.rootViewController = grid
    window.makeKeyAndVisible()
    return window
  }

  func tap(_ window: UIWindow, at point: CGPoint, from start: Double, holding: Double = 0.05) {
    window.deliver([TouchPoint(id: 1, phase: .began, location: point)], at: .seconds(start))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: point)], at: .seconds(start + holding))
  }

  @Test func aTouchHighlightsItsItemAndTheLiftUnhighlightsAndSelectsIt() {
    let grid = Grid()
    let window = show(grid)
    grid.collectionView.delaysContentTouches = false
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: .seconds(1))
    // Item 4: row 1, column 1 of the 3-column grid of 100-point squares.
    #expect(grid.events == ["highlight 4"])
    #expect(
      grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 150, y: 150))], at: .seconds(1.05))
    #expect(grid.events == ["highlight 4", "should select 4", "unhighlight 4", "select 4"])
    let cell = grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? Cell
    #expect(cell?.isSelected == true)
    #expect(cell?.highlightChanges == [true, false])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])

    // Single selection: the next tap deselects item 4 (delegate told) and selects item 0.
    grid.events = []
    tap(window, at: CGPoint(x: 50, y: 50), from: 2)
    #expect(
      grid.events == ["highlight 0", "should select 0", "unhighlight 0", "deselect 4", "select 0"])
    #expect(cell?.isSelected == false)
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func withTheDefaultContentDelayAQuickTapHighlightsOnlyAtTheLift() {
    let grid = Grid()
    let window = show(grid)
    #expect(grid.collectionView.delaysContentTouches)
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 150, y: 150))], at: .seconds(1))
    #expect(grid.events.isEmpty)  // held for up to 150 ms while the scroll view decides
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 150, y: 150))], at: .seconds(1.08))
    #expect(grid.events == ["highlight 4", "should select 4", "unhighlight 4", "select 4"])
  }

  @Test func aScrollThatTakesTheTouchOnlyUnhighlights() {
    let grid = Grid()
    let window = show(grid)
    grid.collectionView.delaysContentTouches = false
    var location = CGPoint(x: 150, y: 350)
    window.deliver([TouchPoint(id: 1, phase: .began, location: location)], at: .seconds(1))
    for step in 1...10 {
      location.y -= 12
      window.deliver(
        [TouchPoint(id: 1, phase: .moved, location: location)],
        at: .seconds(1 + Double(step) * 0.016))
    }
    window.deliver([TouchPoint(id: 1, phase: .ended, location: location)], at: .seconds(1.2))
    #expect(grid.collectionView.contentOffset.y > 0)
    #expect(grid.events == ["highlight 10", "unhighlight 10"])
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func refusedSelectionsAndProgrammaticSelectionCallNoDidSelect() {
    let grid = Grid()
    let window = show(grid)
    grid.refuseSelection = true
    tap(window, at: CGPoint(x: 50, y: 50), from: 1, holding: 0.2)
    #expect(grid.events == ["highlight 0", "should select 0", "unhighlight 0"])
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    grid.events = []
    grid.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(grid.events.isEmpty)
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    grid.collectionView.allowsMultipleSelection = true
    grid.collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(
      Set(grid.collectionView.indexPathsForSelectedItems ?? []) == [
        IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
      ])
    grid.refuseSelection = false
    tap(window, at: CGPoint(x: 150, y: 50), from: 2, holding: 0.2)  // item 1, already selected
    #expect(grid.events == ["highlight 1", "unhighlight 1", "deselect 1"])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }
}
