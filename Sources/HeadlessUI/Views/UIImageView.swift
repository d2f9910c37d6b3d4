import Foundation

/// A view showing an image (reduced to its size); ``imageFrame`` says where the image would be
/// drawn for the ``UIView/contentMode``.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image (nil for none).
  open var image: UIImage? {
    didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
  }

  /// The image shown while highlighted (kept; HeadlessUI shows nothing).
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted.
  open var isHighlighted = false
  /// The frames ``startAnimating()`` would cycle through.
  open var animationImages: [UIImage]?
  /// The frames while highlighted.
  open var highlightedAnimationImages: [UIImage]?
  /// The length of one cycle in seconds (0: 1/30 s per frame, as UIKit).
  open var animationDuration: TimeInterval = 0
  /// How many cycles to play (0: forever).
  open var animationRepeatCount = 0
  private var animating = false

  /// Whether frames are cycling: between ``startAnimating()`` and ``stopAnimating()``, when
  /// there are ``animationImages``. No frame is shown (HeadlessUI draws nothing), and the
  /// animation does not end by itself after ``animationRepeatCount`` cycles.
  open var isAnimating: Bool { animating && !(animationImages ?? []).isEmpty }
  /// Starts cycling the frames.
  open func startAnimating() { animating = true }
  /// Stops cycling the frames.
  open func stopAnimating() { animating = false }

  /// An image view sized to `image` (zero frame without one). Like UIKit's, it does not take
  /// touches until ``UIView/isUserInteractionEnabled`` is set.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// An image view with `frame` and no image (not taking touches, as in UIKit).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view as a nib would decode it: no image, zero frame.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image's size (none on either axis without an image), as UIKit's image view reports.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size, or the current size without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? bounds.size
  }

  /// Where the image is drawn in the bounds for the content mode (nil without an image).
  public var imageFrame: CGRect? {
    guard let image else { return nil }
    let box = bounds
    let size = image.size
    switch contentMode {
    case .scaleToFill, .redraw:
      return box
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return CGRect(origin: box.center, size: .zero) }
      let sx = box.width / size.width
      let sy = box.height / size.height
      let scale = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      return CGRect(
        center: box.center, size: CGSize(width: size.width * scale, height: size.height * scale))
    case .center:
      return CGRect(center: box.center, size: size)
    case .top:
      return CGRect(
        x: box.midX - size.width / 2, y: box.minY, width: size.width,
        height: size.height)
    case .bottom:
      return CGRect(
        x: box.midX - size.width / 2, y: box.maxY - size.height, width: size.width,
        height: size.height)
    case .left:
      return CGRect(
        x: box.minX, y: box.midY - size.height / 2, width: size.width,
        height: size.height)
    case .right:
      return CGRect(
        x: box.maxX - size.width, y: box.midY - size.height / 2, width: size.width,
        height: size.height)
    case .topLeft:
      return CGRect(origin: box.origin, size: size)
    case .topRight:
      return CGRect(
        x: box.maxX - size.width, y: box.minY, width: size.width,
        height: size.height)
    case .bottomLeft:
      return CGRect(
        x: box.minX, y: box.maxY - size.height, width: size.width,
        height: size.height)
    case .bottomRight:
      return CGRect(
        x: box.maxX - size.width, y: box.maxY - size.height, width: size.width,
        height: size.height)
    }
  }

  /// An image view with the same image and content mode, sized to the bounds, at the origin
  /// (what Hero's optimized snapshot makes of an image view).
  open override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIImageView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.image = image
    snapshot.contentMode = contentMode
    snapshot.snapshotSource = self
    snapshot.isOpaque = isOpaque
    return snapshot
  }
}
