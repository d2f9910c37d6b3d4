import Foundation
import HeadlessUI
import Testing

@MainActor
final class NumberedCell: UICollectionViewCell {
  let imageView = UIImageView(frame: .zero)
  var number = -1

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
  }
}

@MainActor
final class NumbersSource: UICollectionViewDataSource {
  let count: Int
  var created = 0
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    (cell as? NumberedCell)?.number = indexPath.item
    return cell
  }
}

@MainActor
@Suite("Collection view")
struct CollectionViewTests {
  func makeGrid(count: Int) -> (UICollectionView, NumbersSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let source = NumbersSource(count: count)
    view.register(NumberedCell.self, forCellWithReuseIdentifier: "n") {
      source.created += 1
      return NumberedCell(frame: .zero)
    }
    view.dataSource = source
    return (view, source)
  }

  /// UIKit's index-path initializers give the same paths as Foundation's from an array: equal,
  /// with the same hash, indexes and order (they are built without the array).
  @Test(arguments: [(0, 0), (3, 17), (2, -1), (Int.max, Int.min)])
  func indexPathsForItemsAndRowsAreTwoIndexPaths(section: Int, item: Int) {
    let reference = IndexPath(indexes: [section, item])
    for path in [IndexPath(item: item, section: section), IndexPath(row: item, section: section)] {
      #expect(path == reference)
      #expect(path.hashValue == reference.hashValue)
      #expect(Array(path) == [section, item])
      #expect(path.section == section && path.item == item && path.row == item)
      #expect(path < IndexPath(indexes: [section, item, 0]))
    }
    var moved = IndexPath(item: item, section: section)
    moved.item = 5
    moved.section = 6
    #expect(moved == IndexPath(indexes: [6, 5]))
    var grown = IndexPath(indexes: [section, item, 9])
    grown.item = 1
    #expect(grown == IndexPath(indexes: [section, 1]))
  }

  @Test func gridShowsTheRowsInTheBounds() throws {
    let (grid, source) = makeGrid(count: 20)
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.addSubview(grid)
    // 3 per row (100 + 10 + 100 + 10 + 100 = 320), rows at y = 0, 110, 220, 330, 440, 550,
    // 660: 7 rows → height 7·100 + 6·10 = 760.
    let cells = grid.visibleCells
    #expect(grid.contentSize == CGSize(width: 320, height: 760))
    // Rows starting below 480 are off screen: rows 0…4 → items 0…14.
    #expect(cells.count == 15)
    #expect(grid.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
    #expect(cells.compactMap { ($0 as? NumberedCell)?.number } == Array(0..<15))
    #expect(grid.indexPath(for: cells[4]) == IndexPath(item: 4, section: 0))
    #expect(cells[4].frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? NumberedCell)
    #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(source.created == 15)

    // Scroll to y = 300: rows whose span meets (300, 780): y = 220 … 660 → items 6…19.
    grid.contentOffset = CGPoint(x: 0, y: 300)
    #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(6..<20))
    // The 6 cells that left were reused for the 5 that came in.
    #expect(source.created == 15)
    // Scrolled content: the cell of item 6 (y = 220) is 80 pt above the top of the view.
    let six = try #require(grid.cellForItem(at: IndexPath(item: 6, section: 0)))
    #expect(six.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: -80))
    // Item 11 is the third of row 3: (220, 330, 100, 100); (215, 335) is in the gap before it.
    #expect(grid.indexPathForItem(at: CGPoint(x: 225, y: 335)) == IndexPath(item: 11, section: 0))
    #expect(grid.indexPathForItem(at: CGPoint(x: 215, y: 335)) == nil)
  }

  @Test func pagingViewerShowsOneCell() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.itemSize = CGSize(width: 320, height: 480)
    let viewer = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    viewer.isPagingEnabled = true
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.addSubview(viewer)
    let source = NumbersSource(count: 5)
    viewer.register(forCellWithReuseIdentifier: "n") { NumberedCell(frame: .zero) }
    viewer.dataSource = source
    viewer.scrollToItem(
      at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
    // Five pages side by side: 1600 wide; item 2 starts at 640.
    #expect(viewer.contentSize == CGSize(width: 1600, height: 480))
    #expect(viewer.contentOffset == CGPoint(x: 640, y: 0))
    #expect(viewer.currentPage() == 2)
    let cells = viewer.visibleCells
    #expect(cells.count == 1)
    let first = try #require(cells.first as? NumberedCell)
    #expect(first.number == 2)
    #expect(first.frame == CGRect(x: 640, y: 0, width: 320, height: 480))
    // Seen from the window, the page fills the viewer.
    #expect(
      first.convert(first.bounds, to: viewer) == CGRect(x: 640, y: 0, width: 320, height: 480))
    #expect(first.convert(first.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
    viewer.scrollToPage(9)
    // Clamped to the last page (offset 1280).
    #expect(viewer.contentOffset == CGPoint(x: 1280, y: 0))
    #expect(viewer.visibleCells.compactMap { ($0 as? NumberedCell)?.number } == [4])
  }

  @Test func reloadAsksAgain() {
    let (grid, source) = makeGrid(count: 2)
    #expect(grid.visibleCells.count == 2)
    grid.reloadData()
    #expect(grid.numberOfItems(inSection: 0) == 2)
    #expect(grid.numberOfItems(inSection: 5) == 0)
    #expect(grid.visibleCells.count == 2)
    // Reused, not recreated.
    #expect(source.created == 2)
  }

  /// A new data source is asked at once (setting it reloads, as in UIKit), whether or not it
  /// is a responder (the property holds the two kinds differently).
  @Test func aNewDataSourceIsAskedAgain() {
    let (grid, source) = makeGrid(count: 2)
    #expect(grid.visibleCells.count == 2)
    let more = NumbersSource(count: 5)
    grid.dataSource = more
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(grid.visibleCells.count == 5)
    grid.dataSource = source
    #expect(grid.numberOfItems(inSection: 0) == 2)
  }

  @Test func justifiedRowsAndSections() {
    // Three 90-pt items in 320: a full row (the fourth does not fit: 4·90 + 3·10 > 320) is
    // justified: gaps (320 − 270)/2 = 25 → x = 0, 115, 230; the last row keeps 10-pt gaps.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let source = NumbersSource(count: 5)
    grid.register(forCellWithReuseIdentifier: "n") { NumberedCell(frame: .zero) }
    grid.dataSource = source
    let xs = grid.visibleCells.map(\.frame.minX)
    #expect(xs == [0, 115, 230, 0, 100])
    #expect(grid.visibleCells.map(\.frame.minY) == [0, 0, 0, 100, 100])
  }
}

/// A layout that returns its attributes in reverse order, as a custom layout may.
@MainActor
final class ReversedLayout: UICollectionViewLayout {
  var frames: [CGRect] = []

  override func prepare() {
    frames = (0..<12).map { CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 50) }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 600) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var found: [UICollectionViewLayoutAttributes] = []
    for (item, frame) in frames.enumerated().reversed() where frame.overlaps(rect) {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frame
      found.append(attributes)
    }
    return found
  }
}

@MainActor
@Suite("Collection view, custom layout")
struct CollectionViewCustomLayoutTests {
  @Test func cellsComeInIndexPathOrderWhateverOrderTheLayoutGives() throws {
    let layout = ReversedLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    let source = NumbersSource(count: 12)
    view.register(NumberedCell.self, forCellWithReuseIdentifier: "n") {
      NumberedCell(frame: .zero)
    }
    view.dataSource = source
    // Rows 0…3 overlap the 200-point bounds (row 4 starts at its bottom edge).
    #expect(view.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
    let numbers = view.visibleCells.compactMap { ($0 as? NumberedCell)?.number }
    #expect(numbers == [0, 1, 2, 3])
    let frames = view.visibleCells.map(\.frame.origin.y)
    #expect(frames == [0, 50, 100, 150])

    // Scrolled by 120 points: rows 2…6, the kept cells first reused in order.
    view.contentOffset = CGPoint(x: 0, y: 120)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems == (2..<7).map { IndexPath(item: $0, section: 0) })
    #expect(view.visibleCells.compactMap { ($0 as? NumberedCell)?.number } == [2, 3, 4, 5, 6])
  }
}
