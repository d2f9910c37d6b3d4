import Foundation

/// An attachment in attributed text: an image (or data) drawn inline, with the bounds it takes
/// in the line. Kept, not drawn.
open class NSTextAttachment: NSObject {
  /// The image shown.
  open var image: UIImage?
  /// The attachment's bounds in the line, in points (zero: the image's size).
  open var bounds: CGRect = .zero
  /// The attachment's raw contents.
  open var contents: Data?
  /// The uniform type of ``contents``.
  open var fileType: String?

  /// An attachment of `contents` of type `uti`.
  public init(data contents: Data?, ofType uti: String?) {
    self.contents = contents
    fileType = uti
    super.init()
  }

  /// An empty attachment.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// An attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}
