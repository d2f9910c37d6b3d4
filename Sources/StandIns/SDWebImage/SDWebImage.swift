@_exported import HeadlessUI

/// How an image is loaded (SDWebImage's bits; kept).
public struct SDWebImageOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let retryFailed = Self(rawValue: 1 << 0)
  public static let lowPriority = Self(rawValue: 1 << 1)
  public static let progressiveLoad = Self(rawValue: 1 << 2)
  public static let refreshCached = Self(rawValue: 1 << 3)
  public static let continueInBackground = Self(rawValue: 1 << 4)
  public static let handleCookies = Self(rawValue: 1 << 5)
  public static let allowInvalidSSLCertificates = Self(rawValue: 1 << 6)
  public static let highPriority = Self(rawValue: 1 << 7)
  public static let delayPlaceholder = Self(rawValue: 1 << 8)
  public static let transformAnimatedImage = Self(rawValue: 1 << 9)
  public static let avoidAutoSetImage = Self(rawValue: 1 << 10)
  public static let scaleDownLargeImages = Self(rawValue: 1 << 11)
}

/// Where an image came from (SDWebImage's raw values).
public enum SDImageCacheType: Int, Sendable {
  case none, disk, memory, all
}

/// What a load tells when it ends: the image, the error, where it came from, the URL.
public typealias SDExternalCompletionBlock = (UIImage?, Error?, SDImageCacheType, URL?) -> Void
/// What a load tells as bytes arrive (never, here).
public typealias SDImageLoaderProgressBlock = (Int, Int, URL?) -> Void

/// SDWebImage's downloader options (kept).
public struct SDWebImageDownloaderOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let lowPriority = Self(rawValue: 1 << 0)
  public static let progressiveLoad = Self(rawValue: 1 << 1)
  public static let useNSURLCache = Self(rawValue: 1 << 2)
  public static let UseNSURLCache = useNSURLCache
}

/// SDWebImage (an Objective-C pod; written from its README and the calls the corpus apps
/// make): images loaded from URLs into image views and buttons. On a machine with no network
/// the load of a web URL fails: the placeholder stays, and the completion (on the main queue)
/// has `URLError(.notConnectedToInternet)`. A `file:` URL is read from the disk for real, and
/// the image set. Loads are in order, so a replay is the same every run.
enum WebImageLoader {
  @MainActor
  static func load(
    _ url: URL?, placeholder: UIImage?, options: SDWebImageOptions,
    set: @escaping @MainActor (UIImage?) -> Void,
    completed: SDExternalCompletionBlock?
  ) {
    if !options.contains(.delayPlaceholder) { set(placeholder) }
    nonisolated(unsafe) let completed = completed
    guard let url else {
      DispatchQueue.main.async {
        completed?(nil, URLError(.badURL), .none, nil)
      }
      return
    }
    if url.isFileURL, let data = FileManager.default.contents(atPath: url.path),
      let image = UIImage(data: data)
    {
      if !options.contains(.avoidAutoSetImage) { set(image) }
      DispatchQueue.main.async { completed?(image, nil, .disk, url) }
      return
    }
    if options.contains(.delayPlaceholder) { set(placeholder) }
    DispatchQueue.main.async {
      completed?(nil, URLError(.notConnectedToInternet), .none, url)
    }
  }
}

extension UIImageView {
  public func sd_setImage(with url: URL?) {
    sd_setImage(with: url, placeholderImage: nil, options: [], completed: nil)
  }
  public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?) {
    sd_setImage(with: url, placeholderImage: placeholder, options: [], completed: nil)
  }
  public func sd_setImage(
    with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions
  ) {
    sd_setImage(with: url, placeholderImage: placeholder, options: options, completed: nil)
  }
  public func sd_setImage(with url: URL?, completed completedBlock: SDExternalCompletionBlock?) {
    sd_setImage(with: url, placeholderImage: nil, options: [], completed: completedBlock)
  }
  public func sd_setImage(
    with url: URL?, placeholderImage placeholder: UIImage?,
    completed completedBlock: SDExternalCompletionBlock?
  ) {
    sd_setImage(with: url, placeholderImage: placeholder, options: [], completed: completedBlock)
  }
  public func sd_setImage(
    with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
    completed completedBlock: SDExternalCompletionBlock?
  ) {
    WebImageLoader.load(
      url, placeholder: placeholder, options: options, set: { [weak self] in self?.image = $0 },
      completed: completedBlock)
  }
  public func sd_setImage(
    with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
    progress progressBlock: SDImageLoaderProgressBlock?,
    completed completedBlock: SDExternalCompletionBlock?
  ) {
    sd_setImage(
      with: url, placeholderImage: placeholder, options: options, completed: completedBlock)
  }
  /// Nothing is loading for long here; kept.
  public func sd_cancelCurrentImageLoad() {}
}

extension UIButton {
  public func sd_setImage(with url: URL?, for state: UIControl.State) {
    sd_setImage(with: url, for: state, placeholderImage: nil, completed: nil)
  }
  public func sd_setImage(
    with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
    completed completedBlock: SDExternalCompletionBlock? = nil
  ) {
    WebImageLoader.load(
      url, placeholder: placeholder, options: [],
      set: { [weak self] in self?.setImage($0, for: state) }, completed: completedBlock)
  }
  public func sd_setBackgroundImage(with url: URL?, for state: UIControl.State) {
    WebImageLoader.load(
      url, placeholder: nil, options: [],
      set: { [weak self] in self?.setBackgroundImage($0, for: state) }, completed: nil)
  }
}

/// SDWebImage's cache: empty (nothing is downloaded); clearing it does nothing.
public final class SDImageCache: @unchecked Sendable {
  public static let shared = SDImageCache()
  public static func sharedImageCache() -> SDImageCache { shared }
  public func clearMemory() {}
  public func clearDisk(onCompletion completion: (() -> Void)? = nil) {
    nonisolated(unsafe) let completion = completion
    DispatchQueue.main.async { completion?() }
  }
  public func imageFromCache(forKey key: String?) -> UIImage? { nil }
}

/// SDWebImage's downloader (kept for its settings).
public final class SDWebImageDownloader: @unchecked Sendable {
  public static let shared = SDWebImageDownloader()
  public static func sharedDownloader() -> SDWebImageDownloader { shared }
  public var downloadTimeout: TimeInterval = 15
  public func setValue(_ value: String?, forHTTPHeaderField field: String) {}
}

/// SDWebImage's manager (kept for its settings).
public final class SDWebImageManager: @unchecked Sendable {
  public static let shared = SDWebImageManager()
  public static func sharedManager() -> SDWebImageManager { shared }
  public var imageCache: SDImageCache { .shared }
}
