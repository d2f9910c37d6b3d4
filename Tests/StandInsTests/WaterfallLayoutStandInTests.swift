import CHTCollectionViewWaterfallLayoutStandIn
import Foundation
import HeadlessUI
import Testing

/// CHTCollectionViewWaterfallLayout's stand-in, against the pod's documented behaviour
/// (https://github.com/chiahsien/CHTCollectionViewWaterfallLayout, README and header: two
/// columns and 10-point spacings by default, each item in the shortest column at the height its
/// size's aspect ratio gives, the delegate's per-section settings).
@MainActor
@Suite("Waterfall layout stand-in")
struct WaterfallLayoutStandInTests {
  final class Photos: NSObject, UICollectionViewDataSource, CHTCollectionViewDelegateWaterfallLayout
  {
    let sizes: [CGSize]
    var columns: Int?
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { sizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }
  }

  final class ThreeColumns: NSObject, UICollectionViewDataSource,
    CHTCollectionViewDelegateWaterfallLayout
  {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 1, height: 1) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnCountForSection section: Int
    ) -> Int { 3 }
  }

  func frames(
    _ layout: CHTCollectionViewWaterfallLayout,
    source: some UICollectionViewDataSource
      & CHTCollectionViewDelegateWaterfallLayout, count: Int
  ) -> (frames: [CGRect], content: CGSize, view: UICollectionView) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.dataSource = source
    view.delegate = source
    layout.prepare()
    let frames = (0..<count).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    return (frames, layout.collectionViewContentSize, view)
  }

  @Test func itemsFillTheShortestColumnAtTheirAspectRatio() {
    let layout = CHTCollectionViewWaterfallLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let source = Photos([
      CGSize(width: 100, height: 200), CGSize(width: 100, height: 100),
      CGSize(width: 100, height: 50), CGSize(width: 0, height: 10),
    ])
    let (frames, content, view) = frames(layout, source: source, count: 4)
    // Columns of floor((320 − 20 − 10) / 2) = 145 points, 155 apart.
    #expect(layout.itemWidthInSection(at: 0) == 145)
    #expect(view.collectionViewLayout === layout)
    #expect(frames[0] == CGRect(x: 10, y: 10, width: 145, height: 290))
    #expect(frames[1] == CGRect(x: 165, y: 10, width: 145, height: 145))
    // The right column (165 high) is the shorter: the third item goes there.
    #expect(frames[2] == CGRect(x: 165, y: 165, width: 145, height: 72))
    // A size of no width gives no height (the pod's guard).
    #expect(frames[3] == CGRect(x: 165, y: 247, width: 145, height: 0))
    // The longest column ends at 300; the spacing after its last item gives way to the inset.
    #expect(content == CGSize(width: 320, height: 310))
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100))?.count
        == 2)
  }

  @Test func theDelegateSetsTheColumnsAndTheOrderCanBeFixed() {
    let layout = CHTCollectionViewWaterfallLayout()
    layout.itemRenderDirection = .rightToLeft
    let (frames, _, _) = frames(layout, source: ThreeColumns(), count: 4)
    // floor((320 − 20) / 3) = 100 wide, 110 apart; right to left, then round again.
    #expect(frames.map(\.minX) == [220, 110, 0, 220])
    #expect(frames[3].minY == 110)
    #expect(frames.allSatisfy { $0.width == 100 && $0.height == 100 })
  }
}
