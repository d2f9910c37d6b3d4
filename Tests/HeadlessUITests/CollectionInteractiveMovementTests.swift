import Foundation
import HeadlessUI
import Testing

/// Moving an item by hand, as an app's long press drives it
/// (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:),
/// updateinteractivemovementtargetposition(_:), endinteractivemovement(),
/// cancelinteractivemovement(); uicollectionviewdatasource/collectionview(_:canmoveitemat:) and
/// collectionview(_:moveitemat:to:)): the held cell follows the point, the items between make
/// room, the data source hears the move on the end and nothing on a cancel.
@MainActor
@Suite("Collection view interactive movement")
struct CollectionInteractiveMovementTests {
  final class Board: UICollectionViewController {
    var items = Array(0..<9)
    var moves: [String] = []

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { items.count }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.tag = items[indexPath.item]
      return cell
    }
    override func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { indexPath.item != 0 }
    override func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
      items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
  }

  func shown(_ board: Board) -> [Int] {
    // The cells' tags in reading order of where they stand.
    board.collectionView.visibleCells.sorted {
      ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
    }.map(\.tag)
  }

  func launched() -> Board {
    let board = Board()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 300))
    window.rootViewController = board
    window.makeKeyAndVisible()
    board.collectionView.layoutIfNeeded()
    return board
  }

  @Test func theHeldItemFollowsThePointAndLandsWhereItIsDropped() throws {
    let board = launched()
    let collection = try #require(board.collectionView)
    let held = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    held.alpha = 0.7
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 140))
    #expect(held.center == CGPoint(x: 160, y: 140))
    #expect(abs(held.alpha - 0.7) < 0.001, "the app's lift look stays on the held cell")
    // Held over place 4: items 2, 3 and 4 moved back one place to make room.
    let atPlace1 = collection.visibleCells.first { $0.frame.origin == CGPoint(x: 100, y: 0) }
    #expect(atPlace1?.tag == 2)
    #expect(board.moves.isEmpty)
    collection.endInteractiveMovement()
    #expect(board.moves == ["1→4"])
    #expect(board.items == [0, 2, 3, 4, 1, 5, 6, 7, 8])
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === held)
    #expect(held.frame.origin == CGPoint(x: 100, y: 100))
    #expect(shown(board) == board.items)
  }

  @Test func aCancelPutsEverythingBackAndTellsNothing() throws {
    let board = launched()
    let collection = try #require(board.collectionView)
    #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    #expect(
      !collection.beginInteractiveMovementForItem(at: IndexPath(item: 6, section: 0)),
      "one movement at a time")
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
    // Held over place 0: items 0 to 4 moved on one place.
    #expect(shown(board).prefix(6) == [5, 0, 1, 2, 3, 4])
    collection.cancelInteractiveMovement()
    #expect(board.moves.isEmpty)
    #expect(shown(board) == Array(0..<9))
    #expect(
      collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin
        == CGPoint(x: 200, y: 100))
  }

  @Test func anItemTheDataSourceKeepsCannotBeMoved() throws {
    let board = launched()
    let collection = try #require(board.collectionView)
    #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 40, section: 0)))
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 250))
    collection.endInteractiveMovement()
    #expect(board.moves.isEmpty, "with no movement under way, update and end do nothing")
  }
}
