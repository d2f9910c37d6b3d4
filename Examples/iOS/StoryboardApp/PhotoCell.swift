import UIKit

/// A photo cell: the storyboard's prototype and PhotoNibCell.xib both use this class and
/// connect its image view.
final class PhotoCell: UICollectionViewCell {
  @IBOutlet weak var imageView: UIView!
}
