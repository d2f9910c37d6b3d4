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
public struct UIImage: Hashable, Sendable, _ExpressibleByImageLiteral {
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
  public var size: CGSize
  /// The scale factor (points to pixels); informational.
  public var scale: CGFloat
  /// A name for reports and debugging (e.g. the asset name).
  public var name: String?
  /// The rendering mode (informational: it only changes pixels).
  public var renderingMode: RenderingMode = .automatic
  /// The cap insets of a resizable image (informational).
  public var capInsets: UIEdgeInsets = .zero
  /// The tint of a `withTintColor(_:)` image (informational).
  public var tintColor: UIColor?

  /// An empty image (zero points), as `UIImage()` makes: what apps give a bar as a blank
  /// shadow or background.
  public init() {
    self.init(size: .zero)
  }

  /// An image of `size` points.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
  }

  /// The image `name`: one a test registered (``register(named:size:scale:)``); else, in a
  /// launched app, the image set of that name in the app's asset catalogs with its real size
  /// in points, or nil when the catalogs lack it, as on iOS; else (no app bundle known) a
  /// placeholder of ``unregisteredSize``.
  public init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// ``init(named:)`` looking in `bundle`'s asset catalogs (nil: the launched app's); traits
  /// are ignored.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
    if let registered = UIImageCatalog.shared.registered(name) {
      self = registered
      return
    }
    if let catalog = AssetCatalogs.shared.catalog(for: bundle) {
      guard let image = catalog.image(named: name, screenScale: UIScreen.main.scale) else {
        return nil
      }
      self = image
      return
    }
    self = UIImageCatalog.shared.image(named: name)
  }

  /// ``init(named:in:compatibleWith:)``; the configuration is ignored.
  public init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// An SF Symbol: the image registered under `name`, else one of ``unregisteredSize``.
  public init?(systemName name: String) {
    self = UIImageCatalog.shared.image(named: name)
  }

  /// ``init(systemName:)``; the configuration is ignored.
  public init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(systemName: name)
  }

  /// The image registered under `path` (or under its file name without extension), if any;
  /// nil otherwise, as for a file that does not exist. Nothing is read from disk.
  public init?(contentsOfFile path: String) {
    let fileName = (path as NSString).lastPathComponent
    let stem = (fileName as NSString).deletingPathExtension
    guard
      let image = UIImageCatalog.shared.registered(path) ?? UIImageCatalog.shared.registered(stem)
    else { return nil }
    self = image
  }

  /// An image from encoded data: its size is not decoded headlessly, so it has
  /// ``unregisteredSize``. Nil for empty data.
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(size: UIImageCatalog.shared.fallbackSize)
  }

  /// An image from encoded data at a scale (see ``init(data:)``).
  public init?(data: Data, scale: CGFloat) {
    self.init(data: data)
    self.scale = scale
  }

  /// `#imageLiteral(resourceName:)`: the image registered under the name.
  public init(imageLiteralResourceName name: String) {
    self = UIImageCatalog.shared.image(named: name)
  }

  /// The same image drawn with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// The same image tinted.
  public func withTintColor(_ color: UIColor) -> UIImage {
    var image = self
    image.tintColor = color
    image.renderingMode = .alwaysOriginal
    return image
  }

  /// The same image tinted (the rendering mode is kept as given).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    var image = withTintColor(color)
    image.renderingMode = renderingMode
    return image
  }

  /// The same image, resizable with cap insets.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    var image = self
    image.capInsets = capInsets
    return image
  }

  /// The same image, resizable with cap insets and a mode.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    resizableImage(withCapInsets: capInsets)
  }

  /// The same image with a symbol configuration (ignored).
  public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

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

/// The images `UIImage(named:)` returns, registered by tests. Locked: images are values made
/// from any context.
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
