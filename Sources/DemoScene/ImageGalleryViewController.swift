import Foundation
import HeadlessUI
import HeroEngine

/// The gallery of Hero's image-gallery example: a 3-column grid of square thumbnails whose
/// image views have heroIDs `image_0`, `image_1`, … and modifiers `[.fade, .scale(0.8)]`;
/// cascades are set in the `HeroViewControllerDelegate` callbacks, as in the example.
public final class ImageGalleryViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, HeroViewControllerDelegate
{
  /// The grid.
  public private(set) var collectionView: UICollectionView!
  /// Columns of the grid.
  public var columns = 3

  /// A square cell a column wide.
  public var cellSize: CGSize {
    let side = view.bounds.width / CGFloat(columns)
    return CGSize(width: side, height: side)
  }

  /// Builds the grid.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.accessibilityIdentifier = "gallery"
    collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "item") {
      ImageCell(frame: .zero)
    }
    view.addSubview(collectionView)
    self.collectionView = collectionView
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// Keeps the grid filling the view.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  // MARK: Data source

  /// ``ImageLibrary/count`` items.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    ImageLibrary.count
  }

  /// A thumbnail cell with its heroID and modifiers.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    guard let imageCell = cell as? ImageCell else { return cell }
    imageCell.imageView.image = ImageLibrary.thumbnail(index: indexPath.item)
    imageCell.imageView.hero.id = "image_\(indexPath.item)"
    imageCell.imageView.hero.modifiers = [.fade, .scale(0.8)]
    imageCell.imageView.isOpaque = true
    return imageCell
  }

  /// Square cells, ``columns`` per row.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    cellSize
  }

  // MARK: Hero callbacks (as in the example)

  /// Going to the viewer: a radial cascade around the selected cell.
  public func heroWillStartAnimatingTo(viewController: UIViewController) {
    if let viewer = viewController as? ImageViewController, let index = viewer.selectedIndex,
      let cell = collectionView.cellForItem(at: index)
    {
      collectionView.hero.modifiers = [
        .cascade(delta: 0.015, direction: .radial(center: cell.center), delayMatchedViews: true)
      ]
    } else {
      collectionView.hero.modifiers = [.cascade(delta: 0.015)]
    }
  }

  /// Coming back from the viewer: an inverse radial cascade towards the shown image's cell,
  /// scrolled into view if needed.
  public func heroWillStartAnimatingFrom(viewController: UIViewController) {
    view.hero.modifiers = nil
    collectionView.hero.modifiers = [.cascade(delta: 0.015)]
    if let viewer = viewController as? ImageViewController,
      let originalIndex = viewer.selectedIndex,
      let currentIndex = viewer.collectionView?.indexPathsForVisibleItems.first,
      let target = collectionView.layoutAttributesForItem(at: currentIndex)
    {
      collectionView.hero.modifiers = [
        .cascade(delta: 0.015, direction: .inverseRadial(center: target.frame.center))
      ]
      if !collectionView.indexPathsForVisibleItems.contains(currentIndex) {
        collectionView.scrollToItem(
          at: currentIndex, at: originalIndex < currentIndex ? .bottom : .top, animated: false)
      }
    }
  }
}
