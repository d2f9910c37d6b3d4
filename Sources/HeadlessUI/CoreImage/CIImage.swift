// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A stand-in for CoreImage's image: a recipe with an extent and no pixels. Filters keep the
/// extents CoreImage would give (a generator's is infinite, a crop's the intersection), so code
/// that filters an image and renders it back gets an image of the right size.
public final class CIImage: NSObject, @unchecked Sendable {
  /// The region the image covers, in pixels (infinite for a generator's output).
  public let extent: CGRect
  /// The bitmap it was made from, if any.
  public let cgImage: CGImage?

  /// An image of `extent`.
  init(extent: CGRect, cgImage: CGImage? = nil) {
    self.extent = extent
    self.cgImage = cgImage
    super.init()
  }

  /// An image of `cgImage`'s pixels, at the origin.
  public convenience init(cgImage: CGImage) {
    self.init(
      extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height), cgImage: cgImage)
  }

  /// An image of `image`'s bitmap; nil when it has none.
  public convenience init?(image: UIImage) {
    guard let cgImage = image.cgImage else { return nil }
    self.init(cgImage: cgImage)
  }

  /// An infinite image of one colour.
  public convenience init(color: CIColor) {
    self.init(extent: .infinite)
  }

  /// An empty image.
  public static func empty() -> CIImage { CIImage(extent: .null) }

  /// The part of the image inside `rect`.
  public func cropped(to rect: CGRect) -> CIImage {
    CIImage(extent: extent.intersection(rect))
  }

  /// The image moved or scaled by `transform`.
  public func transformed(by transform: CGAffineTransform) -> CIImage {
    extent.isInfinite ? self : CIImage(extent: extent.applying(transform))
  }

  /// The image through the filter `filterName` with `parameters` (see ``CIFilter``); the image
  /// itself for a filter name CoreImage does not have.
  public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage {
    guard let filter = CIFilter(name: filterName) else { return self }
    filter.setValue(self, forKey: kCIInputImageKey)
    for (key, value) in parameters { filter.setValue(value, forKey: key) }
    return filter.outputImage ?? self
  }

  /// A Gaussian blur of `sigma` (same extent: CoreImage's grows by the blur, which code crops
  /// back).
  public func applyingGaussianBlur(sigma: Double) -> CIImage { self }
}

/// A stand-in for CoreImage's filter, by name: the kinds below compute the output's extent as
/// CoreImage does; their pixel arithmetic is not done (there are no pixels). A name outside
/// the kinds (CoreImage has some 200) is a colour filter: same extent as its input.
public final class CIFilter: NSObject, @unchecked Sendable {
  /// The filter's name.
  public let name: String
  private var values: [String: Any] = [:]

  private static let generators: Set<String> = [
    "CIConstantColorGenerator", "CICheckerboardGenerator", "CIStripesGenerator",
    "CIRandomGenerator", "CILinearGradient", "CIRadialGradient", "CISmoothLinearGradient",
  ]
  private static let compositing: Set<String> = [
    "CISourceOverCompositing", "CISourceAtopCompositing", "CISourceInCompositing",
    "CIMultiplyCompositing", "CIMultiplyBlendMode", "CIScreenBlendMode", "CIOverlayBlendMode",
    "CIAdditionCompositing", "CIMinimumCompositing", "CIMaximumCompositing", "CIBlendWithMask",
  ]

  /// The filter `name`; nil for an empty name or one that does not start with `CI` (CoreImage's
  /// own filters all do).
  public init?(name: String) {
    guard name.hasPrefix("CI"), name.count > 2 else { return nil }
    self.name = name
    super.init()
  }

  /// The filter `name` with `parameters` set.
  public convenience init?(name: String, parameters: [String: Any]?) {
    self.init(name: name)
    for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
  }

  /// Sets an input (`kCIInputImageKey`…).
  public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  /// An input's value.
  public func value(forKey key: String) -> Any? { values[key] }
  /// Resets every input.
  public func setDefaults() { values = [:] }
  /// The names of the inputs set.
  public var inputKeys: [String] { values.keys.sorted() }

  /// The output: infinite for a generator; the union of the image and the background for a
  /// compositing filter; the input's extent for any other; nil when a needed input is missing.
  public var outputImage: CIImage? {
    if Self.generators.contains(name) { return CIImage(extent: .infinite) }
    let input = values[kCIInputImageKey] as? CIImage
    if Self.compositing.contains(name) {
      guard let input, let background = values[kCIInputBackgroundImageKey] as? CIImage else {
        return nil
      }
      return CIImage(extent: input.extent.union(background.extent))
    }
    return input.map { CIImage(extent: $0.extent, cgImage: $0.cgImage) }
  }
}

/// An option of a ``CIContext``.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
  public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
  public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
  public static let cacheIntermediates = CIContextOption(rawValue: "cache_intermediates")
}

/// A pixel format a context renders into.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static let RGBA8 = CIFormat(rawValue: 24)
  public static let BGRA8 = CIFormat(rawValue: 23)
  public static let ARGB8 = CIFormat(rawValue: 22)
  public static let RGBAf = CIFormat(rawValue: 34)
}

/// A stand-in for CoreImage's vector (points, rectangles and colours given to filters).
public final class CIVector: NSObject, @unchecked Sendable {
  /// The values.
  public let values: [CGFloat]

  public init(values: [CGFloat]) {
    self.values = values
    super.init()
  }

  /// `[x, y]`.
  public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
  /// `[x, y, z, w]`.
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    self.init(values: [x, y, z, w])
  }
  /// `[x, y, width, height]` of `rect`.
  public convenience init(cgRect rect: CGRect) {
    self.init(values: [rect.minX, rect.minY, rect.width, rect.height])
  }
  /// `[x, y]` of `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }

  public var count: Int { values.count }
  public var x: CGFloat { values.first ?? 0 }
  public var y: CGFloat { values.count > 1 ? values[1] : 0 }
  public var cgRectValue: CGRect {
    values.count >= 4
      ? CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) : .zero
  }
}

/// A stand-in for CoreImage's render context: renders an image's extent into a pixel-less
/// bitmap of that size.
public final class CIContext: NSObject, @unchecked Sendable {
  /// A context (options are kept, not used).
  public init(options: [CIContextOption: Any]? = nil) { super.init() }

  /// Renders `bounds` of `image` into `data` (`rowBytes` bytes a row, in `format`): there are
  /// no pixels, so every byte of the `bounds`-sized bitmap is written 0 (transparent black) —
  /// an average colour read from it is black with no alpha. `UnsafeMutableRawPointer` because
  /// that is CoreImage's signature (code passes `&bitmap`).
  public func render(
    _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
    format: CIFormat, colorSpace: CGColorSpace?
  ) {
    let rows = max(0, Int(bounds.height.rounded(.up)))
    data.initializeMemory(as: UInt8.self, repeating: 0, count: max(0, rowBytes) * rows)
  }

  /// A bitmap of `rect` (integral) of `image`; nil for an empty or infinite rectangle.
  public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
    guard !rect.isNull, !rect.isInfinite, !rect.isEmpty else { return nil }
    let pixels = rect.integral
    return CGImage(width: Int(pixels.width), height: Int(pixels.height))
  }
}

public let kCIInputImageKey = "inputImage"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputColorKey = "inputColor"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputEVKey = "inputEV"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputScaleKey = "inputScale"
public let kCIInputTransformKey = "inputTransform"
public let kCIOutputImageKey = "outputImage"

extension UIImage {
  /// The CoreImage image the image was made from: nil (HeadlessUI's images keep none; on iOS
  /// an image made with ``UIImage/init(ciImage:)`` keeps it, and code falls back to
  /// `CIImage(image:)`, which works here).
  public var ciImage: CIImage? { nil }

  /// An image of `ciImage`'s extent (its bitmap's size), at scale 1; an empty image for an
  /// infinite or empty extent.
  public convenience init(ciImage: CIImage) {
    let extent = ciImage.extent
    let size =
      extent.isInfinite || extent.isNull
      ? CGSize.zero : CGSize(width: extent.width, height: extent.height)
    self.init(size: size)
  }
}
