import Foundation
import HeadlessUI

/// A full-screen viewer cell: the image view fitted to the cell keeping the image's aspect
/// ratio and centred (what Hero's example does with its scroll view's content insets; there
/// is no zooming here, so the zoom scale is always 1).
public final class ScrollingImageCell: UICollectionViewCell {
  /// The image view (heroID `image_<item>`).
  public var imageView: UIImageView!
  /// The zoom scale of the image (always 1: the headless viewer does not zoom).
  public private(set) var zoomScale: CGFloat = 1
  /// Space reserved at the top (Hero's example uses the top layout guide; 0 here).
  public var topInset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  /// The image shown.
  public var image: UIImage? {
    get { imageView.image }
    set {
      imageView.image = newValue
      setNeedsLayout()
    }
  }

  /// Not decoded from archives headlessly (`UIView/init(coder:)` is required, as in UIKit).
  public required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    let imageView = UIImageView(frame: bounds)
    imageView.contentMode = .scaleAspectFill
    contentView.addSubview(imageView)
    self.imageView = imageView
  }

  /// Fits the image: full width (or height) keeping its aspect ratio, centred below
  /// ``topInset``.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let available = CGSize(width: bounds.width, height: bounds.height - topInset)
    var size = CGSize(width: bounds.width, height: bounds.width)
    if let image = imageView.image, image.size.width > 0, image.size.height > 0,
      available.width > 0, available.height > 0
    {
      if available.width / available.height < image.size.width / image.size.height {
        size = CGSize(
          width: available.width, height: available.width * image.size.height / image.size.width)
      } else {
        size = CGSize(
          width: available.height * image.size.width / image.size.height, height: available.height)
      }
    }
    imageView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: topInset + (available.height - size.height) / 2,
      width: size.width, height: size.height)
  }
}
