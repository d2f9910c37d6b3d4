import UIKit
import Hero

/// The photo grid, a collection view controller from Main.storyboard: even items use the
/// storyboard's prototype cell, odd items the cell of PhotoNibCell.xib. Selecting a photo
/// performs the storyboard's present-modally segue "showPhoto".
final class PhotosViewController: UICollectionViewController {
  static let photoCount = 9

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UINib(nibName: "PhotoNibCell", bundle: nil), forCellWithReuseIdentifier: "nibPhoto")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let photo = segue.destination as? PhotoViewController, let indexPath = sender as? IndexPath
    else { return }
    photo.photoIndex = indexPath.item
    // The tapped cell's image and the detail's image (heroID "photo" in the storyboard) match.
    for case let cell as PhotoCell in collectionView.visibleCells {
      cell.imageView.hero.id = collectionView.indexPath(for: cell) == indexPath ? "photo" : nil
    }
  }
}

// MARK: - Data source and delegate (UIKit's usual layout: overrides in an extension)

extension PhotosViewController {
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.photoCount
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let identifier = indexPath.item % 2 == 0 ? "photo" : "nibPhoto"
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    if let cell = cell as? PhotoCell {
      cell.imageView.backgroundColor = Photo.color(indexPath.item)
      cell.imageView.hero.id = nil
    }
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    performSegue(withIdentifier: "showPhoto", sender: indexPath)
  }
}

/// The photos, as colours (the example has no image files).
enum Photo {
  static func color(_ index: Int) -> UIColor {
    UIColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 5) / 4, blue: 0.5, alpha: 1)
  }
}
