import Foundation
@_exported import HeadlessUI

/// A stand-in for ImageIO's image source: encoded image data whose header is read (PNG, JPEG,
/// GIF: the type and the size in pixels, as `AssetHeaderProbe` reads them) and never decoded.
/// An image made from it (``CGImageSourceCreateImageAtIndex(_:_:_:)``) is a pixel-less
/// `CGImage` of the size the header gives, so code that sizes, scales or downsamples images
/// gets iOS's numbers; data whose header is not one of the three gives a source with no image,
/// the path ImageIO takes for data it cannot decode. Every source holds one image: frames of an
/// animated GIF are not counted.
public final class CGImageSource: @unchecked Sendable {
  /// The encoded bytes.
  let data: Data
  /// The uniform type identifier the header names (`public.png`…), nil when unknown.
  let typeIdentifier: String?
  /// The size in pixels the header gives, nil when unreadable.
  let pixelSize: CGSize?

  init(data: Data) {
    self.data = data
    let bytes = [UInt8](data.prefix(65_536))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      typeIdentifier = "public.png"
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      typeIdentifier = "public.jpeg"
    } else if bytes.starts(with: [0x47, 0x49, 0x46]) {
      typeIdentifier = "com.compuserve.gif"
    } else {
      typeIdentifier = nil
    }
    pixelSize = typeIdentifier == nil ? nil : AssetHeaderProbe.size(of: [UInt8](data))
  }

  /// The options dictionary as Swift reads it.
  static func options(_ options: CFDictionary?) -> [String: Any] {
    guard let options else { return [:] }
    var result: [String: Any] = [:]
    for (key, value) in options {
      if let key = key as? String { result[key] = value }
    }
    return result
  }
}

/// A source of `data`; nil for empty data (options are read by the functions that make images).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?)
  -> CGImageSource?
{
  let bytes = Data(referencing: data)
  return bytes.isEmpty ? nil : CGImageSource(data: bytes)
}

/// A source of the file at `url`; nil when it cannot be read or is empty.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
  return CGImageSource(data: data)
}

/// The number of images: 1 when the header was read, else 0.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
  source.pixelSize == nil ? 0 : 1
}

/// The uniform type identifier of the data (`public.png`, `public.jpeg`,
/// `com.compuserve.gif`), nil when not one of them.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? { source.typeIdentifier }

/// The properties of image `index`: `kCGImagePropertyPixelWidth` and `…PixelHeight` (and for a
/// GIF an empty `kCGImagePropertyGIFDictionary`, so delays read as absent); nil for an index out
/// of range.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCopyPropertiesAtIndex(
  _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CFDictionary? {
  guard index == 0, let size = source.pixelSize else { return nil }
  var properties: [String: Any] = [
    kCGImagePropertyPixelWidth: Int(size.width), kCGImagePropertyPixelHeight: Int(size.height),
  ]
  if source.typeIdentifier == "com.compuserve.gif" {
    properties[kCGImagePropertyGIFDictionary] = [String: Any]()
  }
  return properties as CFDictionary
}

/// The properties of the container: its size in bytes (`kCGImagePropertyFileSize`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?)
  -> CFDictionary?
{
  [kCGImagePropertyFileSize: source.data.count] as CFDictionary
}

/// Image `index` at its full size in pixels (no pixels are decoded); nil for an index out of
/// range.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateImageAtIndex(
  _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  guard index == 0, let size = source.pixelSize else { return nil }
  return CGImage(width: Int(size.width), height: Int(size.height))
}

/// A thumbnail of image `index`: the image scaled so that its longer side is at most
/// `kCGImageSourceThumbnailMaxPixelSize` (never enlarged; the full size without the option),
/// aspect ratio kept, sides rounded; nil for an index out of range.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateThumbnailAtIndex(
  _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  guard index == 0, let size = source.pixelSize, size.width > 0, size.height > 0 else {
    return nil
  }
  let options = CGImageSource.options(options)
  let longer = max(size.width, size.height)
  var scale: CGFloat = 1
  if let limit = (options[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue
    ?? (options[kCGImageSourceThumbnailMaxPixelSize] as? CGFloat).map(Double.init),
    limit > 0, CGFloat(limit) < longer
  {
    scale = CGFloat(limit) / longer
  }
  return CGImage(
    width: max(1, Int((size.width * scale).rounded())),
    height: max(1, Int((size.height * scale).rounded())))
}
