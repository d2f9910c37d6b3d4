import Foundation
import HeadlessUI

/// A gallery cell: one image view filling the cell.
public final class ImageCell: UICollectionViewCell {
  /// The thumbnail; its heroID is `image_<item>`.
  public let imageView = UIImageView(frame: .zero)

  /// Not decoded from archives headlessly (`UIView/init(coder:)` is required, as in UIKit).
  public required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    contentView.addSubview(imageView)
  }

  /// Keeps the image view on the cell's bounds.
  public override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
  }
}
