import Foundation
import HeadlessUI
import Testing

/// The item and section updates of `UICollectionView`
/// (https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:),
/// `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, the section forms,
/// `performBatchUpdates(_:completion:)`) and the table's section forms exist with UIKit's
/// signatures (an app calling `reloadItems(at:)` did not compile) and show the data
/// source's new state; here they reload at once, without animation.
@MainActor
@Suite("Collection and table updates")
struct BatchUpdatesTests {
  final class Photos: UICollectionViewController {
    var count = 3
    var configured: [Int] = []

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
    ) -> Int { count }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      configured.append(indexPath.item)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  func shown() -> (UIWindow, Photos) {
    let photos = Photos()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    window.rootViewController = photos
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, photos)
  }

  @Test func insertedAndDeletedItemsShowTheDataSourcesCount() {
    let (window, photos) = shown()
    #expect(photos.collectionView.visibleCells.count == 3)
    photos.count = 5
    photos.collectionView.insertItems(at: [
      IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0),
    ])
    window.layoutIfNeeded()
    #expect(photos.collectionView.visibleCells.count == 5)
    var completed: Bool?
    photos.collectionView.performBatchUpdates {
      photos.count = 2
      photos.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    } completion: {
      completed = $0
    }
    window.layoutIfNeeded()
    #expect(completed == true)
    #expect(photos.collectionView.visibleCells.count == 2)
  }

  @Test func aReloadedItemIsAskedForAgain() {
    let (window, photos) = shown()
    photos.configured.removeAll()
    photos.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    window.layoutIfNeeded()
    #expect(photos.configured.contains(1))
    photos.configured.removeAll()
    photos.collectionView.reloadSections(IndexSet(integer: 0))
    window.layoutIfNeeded()
    #expect(!photos.configured.isEmpty)
  }

  @Test func theTablesSectionFormsExist() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    table.reloadSections(IndexSet(integer: 0), with: .automatic)
    table.insertSections(IndexSet(integer: 1), with: .fade)
    table.deleteSections(IndexSet(integer: 1), with: .none)
    table.moveSection(0, toSection: 0)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0))
    table.reconfigureRows(at: [])
    #expect(table.visibleCells.isEmpty)
  }
}
