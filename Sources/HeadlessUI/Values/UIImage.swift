import Foundation

/// An image reduced to what layout needs: its size in points (and a name for reports). There
/// are no pixels.
///
/// Images an app loads by name (`UIImage(named:)`, `#imageLiteral(resourceName:)`,
/// `UIImage(systemName:)`, `UIImage(contentsOfFile:)`) come from ``UIImage/register(named:size:scale:)``:
/// a test registers the names whose size matters. A name nobody registered still gives an image
/// (on a device the app's asset exists; only its size is unknown here), of
/// ``unregisteredSize`` (zero unless a test changes it), and is listed in
/// ``unregisteredNames`` so a test can check it missed nothing.
///
/// A class, as UIKit's is (an `NSObject`): code keeps images in `NSCache`, compares them with
/// `===`, hangs associated objects on them and conforms them to class-only protocols. An image
/// never changes after it is made; `==` compares what it holds (size, scale, name, modes), as
/// two loads of one asset compare equal on iOS (UIKit hands back the cached object).
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
  /// How the image is drawn: as is, or as a template tinted with the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// The context decides.
    case automatic
    /// As is.
    case alwaysOriginal
    /// As a template.
    case alwaysTemplate
  }

  /// How the image is stretched when resized.
  public enum ResizingMode: Int, Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// The size in points.
  public let size: CGSize
  /// The scale factor (points to pixels); informational.
  public let scale: CGFloat
  /// A name for reports and debugging (e.g. the asset name).
  public let name: String?
  /// The rendering mode (informational: it only changes pixels).
  public let renderingMode: RenderingMode
  /// The cap insets of a resizable image (informational).
  public let capInsets: UIEdgeInsets
  /// The tint of a `withTintColor(_:)` image (informational).
  public let tintColor: UIColor?
  /// The frames of an animated image (`animatedImage(with:duration:)`); nil for a still one.
  public let images: [UIImage]?
  /// How long one pass of an animated image lasts, in seconds (0 for a still one).
  public let duration: TimeInterval

  /// An empty image (zero points), as `UIImage()` makes: what apps give a bar as a blank
  /// shadow or background.
  public override convenience init() {
    self.init(size: .zero)
  }

  /// An image of `size` points.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
    renderingMode = .automatic
    capInsets = .zero
    tintColor = nil
    images = nil
    duration = 0
    super.init()
  }

  /// `image` with some of its attributes replaced (what the `with…` methods return).
  init(
    _ image: UIImage, scale: CGFloat? = nil, renderingMode: RenderingMode? = nil,
    capInsets: UIEdgeInsets? = nil, tintColor: UIColor?? = nil
  ) {
    size = image.size
    self.scale = scale ?? image.scale
    name = image.name
    self.renderingMode = renderingMode ?? image.renderingMode
    self.capInsets = capInsets ?? image.capInsets
    self.tintColor = tintColor ?? image.tintColor
    images = image.images
    duration = image.duration
    super.init()
  }

  /// An animated image of `images` lasting `duration` seconds: the first frame's size and scale.
  init(frames: [UIImage], duration: TimeInterval) {
    size = frames.first?.size ?? .zero
    scale = frames.first?.scale ?? 1
    name = frames.first?.name
    renderingMode = .automatic
    capInsets = .zero
    tintColor = nil
    images = frames
    self.duration = duration
    super.init()
  }

  /// An animated image of `images` that lasts `duration` seconds; nil when `images` is empty.
  open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    images.isEmpty ? nil : UIImage(frames: images, duration: duration)
  }

  /// Equal when size, scale, name, modes, tint and frames are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if other === self { return true }
    return size == other.size && scale == other.scale && name == other.name
      && renderingMode == other.renderingMode && capInsets == other.capInsets
      && tintColor == other.tintColor && images == other.images && duration == other.duration
  }

  /// Hashes what ``isEqual(_:)`` compares (size, scale and name suffice).
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(scale)
    hasher.combine(name)
    return hasher.finalize()
  }

  /// The image `name`: one a test registered (``register(named:size:scale:)``); else, in a
  /// launched app, the image set of that name in the app's asset catalogs with its real size
  /// in points, or nil when the catalogs lack it, as on iOS; else (no app bundle known) a
  /// placeholder of ``unregisteredSize``.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// ``init(named:)`` looking in `bundle`'s asset catalogs (nil: the launched app's); traits
  /// are ignored.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?
  ) {
    if let registered = UIImageCatalog.shared.registered(name) {
      self.init(registered)
      return
    }
    if let catalog = AssetCatalogs.shared.catalog(for: bundle) {
      guard let image = catalog.image(named: name, screenScale: UIScreen.main.scale) else {
        return nil
      }
      self.init(image)
      return
    }
    self.init(UIImageCatalog.shared.image(named: name))
  }

  /// ``init(named:in:compatibleWith:)``; the configuration is ignored.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?
  ) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// An SF Symbol: the image registered under `name`, else one of ``unregisteredSize``.
  public convenience init?(systemName name: String) {
    self.init(UIImageCatalog.shared.image(named: name))
  }

  /// ``init(systemName:)``; the configuration is ignored.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    self.init(systemName: name)
  }

  /// The image registered under `path` (or under its file name without extension), if any;
  /// nil otherwise, as for a file that does not exist. Nothing is read from disk.
  public convenience init?(contentsOfFile path: String) {
    let fileName = (path as NSString).lastPathComponent
    let stem = (fileName as NSString).deletingPathExtension
    guard
      let image = UIImageCatalog.shared.registered(path) ?? UIImageCatalog.shared.registered(stem)
    else { return nil }
    self.init(image)
  }

  /// An image from encoded data, at scale 1: PNG, JPEG and GIF data give their size from the
  /// header (no pixels are decoded); data of another image format (HEIC, WebP, TIFF, BMP) an
  /// image of ``unregisteredSize``; data that is no image, nil — as iOS answers.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image from encoded data at `scale` (points = pixels / scale; see ``init(data:)``).
  public convenience init?(data: Data, scale: CGFloat) {
    let scale = scale > 0 ? scale : 1
    let head = [UInt8](data.prefix(65_536))
    if let pixels = ImageHeader.size(of: head), !head.starts(with: Array("%PDF".utf8)) {
      self.init(
        size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    } else if ImageHeader.isOtherImageFormat(head) {
      self.init(UIImage(size: UIImageCatalog.shared.fallbackSize), scale: scale)
    } else {
      return nil
    }
  }

  /// `#imageLiteral(resourceName:)`: the image registered under the name.
  public required convenience init(imageLiteralResourceName name: String) {
    self.init(UIImageCatalog.shared.image(named: name))
  }

  /// The same image drawn with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(self, renderingMode: renderingMode)
  }

  /// The same image tinted.
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(self, renderingMode: .alwaysOriginal, tintColor: .some(color))
  }

  /// The same image tinted (the rendering mode is kept as given).
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(self, renderingMode: renderingMode, tintColor: .some(color))
  }

  /// The same image, resizable with cap insets.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    UIImage(self, capInsets: capInsets)
  }

  /// The same image, resizable with cap insets and a mode.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    resizableImage(withCapInsets: capInsets)
  }

  /// The same image, prepared for display (decoded on iOS; there is nothing to decode here).
  open func preparingForDisplay() -> UIImage? { self }

  /// Calls `completionHandler` with ``preparingForDisplay()``'s image, at once.
  open func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    completionHandler(preparingForDisplay())
  }

  /// ``preparingForDisplay()``, awaited.
  open func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

  /// The same image, of at most `size` pixels' worth of points (aspect kept), as a thumbnail.
  open func preparingThumbnail(of size: CGSize) -> UIImage? {
    guard self.size.width > 0, self.size.height > 0 else { return nil }
    let fit = min(size.width / self.size.width, size.height / self.size.height, 1)
    return UIImage(
      size: CGSize(width: self.size.width * fit, height: self.size.height * fit), scale: scale,
      name: name)
  }

  /// The same image, flipped when laid out right to left (kept as is: nothing is drawn).
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  /// The same image, mirrored (nothing is drawn).
  open func withHorizontallyFlippedOrientation() -> UIImage { self }
  /// Whether the image flips in right-to-left layouts: false.
  open var flipsForRightToLeftLayoutDirection: Bool { false }
  /// The insets of the image's alignment rectangle (zero).
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The same image with alignment insets (not kept: they change where pixels go).
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

  /// The same image with a symbol configuration (ignored).
  open func withConfiguration(_ configuration: Configuration) -> UIImage { self }

  /// A symbol or asset configuration (accepted and ignored: it only changes pixels).
  public struct Configuration: Hashable, Sendable {
    /// A configuration.
    public init() {}
  }

  /// A symbol configuration (accepted and ignored).
  public typealias SymbolConfiguration = Configuration

  // MARK: The catalog

  /// Registers the image `UIImage(named: name)` (and the other by-name initializers) returns.
  public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
    UIImageCatalog.shared.register(UIImage(size: size, scale: scale, name: name))
  }

  /// Forgets every registered image and every unregistered name asked for.
  public static func resetRegisteredImages() {
    UIImageCatalog.shared.reset()
  }

  /// The size of an image whose name nobody registered (zero by default).
  public static var unregisteredSize: CGSize {
    get { UIImageCatalog.shared.fallbackSize }
    set { UIImageCatalog.shared.fallbackSize = newValue }
  }

  /// The names asked for that nobody registered, sorted.
  public static var unregisteredNames: [String] { UIImageCatalog.shared.missingNames }
}

extension UIImage.Configuration {
  /// A symbol configuration by point size (ignored).
  public init(pointSize: CGFloat) { self.init() }
  /// A symbol configuration by point size and weight (ignored).
  public init(pointSize: CGFloat, weight: UIFont.Weight) { self.init() }
  /// A symbol configuration by text style (ignored).
  public init(textStyle: UIFont.TextStyle) { self.init() }
}

/// `#imageLiteral(resourceName:)` makes a ``UIImage``.
public typealias _ImageLiteralType = UIImage

/// The images `UIImage(named:)` returns, registered by tests. Locked: images are made from any
/// context.
final class UIImageCatalog: @unchecked Sendable {
  static let shared = UIImageCatalog()
  private let lock = NSLock()
  private var images: [String: UIImage] = [:]
  private var missing: Set<String> = []
  private var storedFallbackSize: CGSize = .zero

  var fallbackSize: CGSize {
    get { lock.withLock { storedFallbackSize } }
    set { lock.withLock { storedFallbackSize = newValue } }
  }

  var missingNames: [String] { lock.withLock { missing.sorted() } }

  func register(_ image: UIImage) {
    guard let name = image.name else { return }
    lock.withLock {
      images[name] = image
      missing.remove(name)
    }
  }

  func registered(_ name: String) -> UIImage? {
    lock.withLock { images[name] }
  }

  func image(named name: String) -> UIImage {
    lock.withLock {
      if let image = images[name] { return image }
      missing.insert(name)
      return UIImage(size: storedFallbackSize, name: name)
    }
  }

  func reset() {
    lock.withLock {
      images = [:]
      missing = []
      storedFallbackSize = .zero
    }
  }
}
