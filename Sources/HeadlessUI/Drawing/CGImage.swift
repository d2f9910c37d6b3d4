import Foundation

/// How a bitmap stores alpha (CoreGraphics' values).
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst,
    alphaOnly
}

/// A bitmap's layout (CoreGraphics' flags; kept, never used to lay out pixels).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  public static let byteOrderDefault = CGBitmapInfo([])
}

/// A stand-in for CoreGraphics' bitmap image: its pixel size and format, and no pixels —
/// HeadlessUI draws nothing (``UIImage`` is a size and a scale). Cropping and drawing keep the
/// sizes right, so layout that depends on an image's size works.
public final class CGImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  public let bitsPerComponent: Int
  public let bitsPerPixel: Int
  public let alphaInfo: CGImageAlphaInfo
  public let bitmapInfo: CGBitmapInfo
  public let colorSpace: CGColorSpace?

  /// An image of `width` × `height` pixels (8-bit RGBA unless said).
  public init(
    width: Int, height: Int, bitsPerComponent: Int = 8, bitsPerPixel: Int = 32,
    alphaInfo: CGImageAlphaInfo = .premultipliedLast, bitmapInfo: CGBitmapInfo = [],
    colorSpace: CGColorSpace? = .deviceRGB
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self.alphaInfo = alphaInfo
    self.bitmapInfo = bitmapInfo
    self.colorSpace = colorSpace
  }

  /// Bytes per row of the (absent) pixels.
  public var bytesPerRow: Int { width * bitsPerPixel / 8 }

  /// The provider of the pixels: nil, as there are none (code that copies an image through its
  /// provider takes its failure path).
  public var dataProvider: CGDataProvider? { nil }
  /// The decode array: nil (none).
  public var decode: UnsafePointer<CGFloat>? { nil }
  /// Whether the image is interpolated when scaled: true.
  public var shouldInterpolate: Bool { true }
  /// How colours are mapped into the destination's space: the default.
  public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

  /// CoreGraphics' full initializer: an image of that size and format (the provider's bytes,
  /// the decode array and the intent are not kept); nil for a non-positive size.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard width > 0, height > 0 else { return nil }
    self.init(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel,
      alphaInfo: CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .premultipliedLast,
      bitmapInfo: bitmapInfo, colorSpace: space)
  }

  /// The part of the image inside `rect` (pixels), or nil when they do not meet.
  public func cropping(to rect: CGRect) -> CGImage? {
    let crop = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !crop.isNull, !crop.isEmpty else { return nil }
    return CGImage(
      width: Int(crop.width), height: Int(crop.height), bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, alphaInfo: alphaInfo, bitmapInfo: bitmapInfo,
      colorSpace: colorSpace)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How colours map from one colour space into another.
public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// A stand-in for CoreGraphics' data provider: the bytes it was made with.
public final class CGDataProvider: @unchecked Sendable {
  /// The bytes.
  public let data: CFData?

  /// A provider of `data`.
  public init?(data: CFData) { self.data = data }
}

extension UIImage {
  /// How an image is turned (EXIF's eight orientations).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The bitmap of the image's size in pixels (points × scale; nil for an empty image).
  public var cgImage: CGImage? {
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    guard width > 0, height > 0 else { return nil }
    return CGImage(width: width, height: height)
  }

  /// An image of `cgImage`'s pixels at scale 1.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage`'s pixels at `scale` (a left or right orientation swaps the sides).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale > 0 ? scale : 1
    var size = CGSize(
      width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    if [.left, .right, .leftMirrored, .rightMirrored].contains(orientation) {
      size = CGSize(width: size.height, height: size.width)
    }
    self.init(size: size, scale: scale)
  }

  /// Always `.up`: HeadlessUI keeps no orientation.
  public var imageOrientation: Orientation { .up }

  /// PNG data: nil, as UIKit gives for an image without a bitmap — HeadlessUI's images have
  /// none, so code that encodes images takes its failure path.
  public func pngData() -> Data? { nil }

  /// JPEG data: nil (see ``pngData()``).
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// Draws nothing (HeadlessUI draws no pixels).
  public func draw(in rect: CGRect) {}
  /// Draws nothing.
  public func draw(at point: CGPoint) {}
  /// Draws nothing.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Draws nothing.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
}
