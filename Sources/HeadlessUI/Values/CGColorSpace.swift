import Foundation

/// CoreGraphics' colour-space models.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// A stand-in for CoreGraphics' colour space: HeadlessUI's colours are all sRGB-like RGBA
/// (``UIColor``), so every colour answers the RGB space; other spaces can be made and named,
/// and convert nothing.
public final class CGColorSpace: Hashable, Sendable {
  /// The space's model.
  public let model: CGColorSpaceModel
  /// The space's name (`CGColorSpace.sRGB`, …), where it has one.
  public let name: CFStringName?

  /// A name of a standard colour space.
  public typealias CFStringName = String

  public static let sRGB: CFStringName = "kCGColorSpaceSRGB"
  public static let genericRGBLinear: CFStringName = "kCGColorSpaceGenericRGBLinear"
  public static let displayP3: CFStringName = "kCGColorSpaceDisplayP3"
  public static let genericGrayGamma2_2: CFStringName = "kCGColorSpaceGenericGrayGamma2_2"
  public static let linearGray: CFStringName = "kCGColorSpaceLinearGray"

  init(model: CGColorSpaceModel, name: CFStringName?) {
    self.model = model
    self.name = name
  }

  /// The standard space `name` (grey spaces are monochrome, the others RGB).
  public convenience init?(name: CFStringName) {
    self.init(model: name.contains("Gray") ? .monochrome : .rgb, name: name)
  }

  /// The number of colour components (alpha not counted).
  public var numberOfComponents: Int { model == .monochrome ? 1 : model == .cmyk ? 4 : 3 }

  /// The RGB space of HeadlessUI's colours.
  public static let deviceRGB = CGColorSpace(model: .rgb, name: sRGB)

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.model == rhs.model && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }
}

/// CoreGraphics' device RGB space: the space of HeadlessUI's colours.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// CoreGraphics' device grey space.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

extension UIColor {
  /// The colour's space: RGB (``CGColor`` is ``UIColor`` here).
  public var colorSpace: CGColorSpace? { .deviceRGB }
}

extension UIColor {
  /// CoreGraphics' `CGColor(colorSpace:components:)`: the colour of `components` (the space's
  /// components, then alpha) in `colorSpace`, made RGB; nil when the count does not match the
  /// space, or for a space other than RGB or grey. (The components are an array here: a caller's
  /// array passes as it does to CoreGraphics' pointer.)
  public init?(colorSpace: CGColorSpace, components: [CGFloat]) {
    guard components.count == colorSpace.numberOfComponents + 1 else { return nil }
    switch colorSpace.model {
    case .rgb:
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    case .monochrome:
      self.init(red: components[0], green: components[0], blue: components[0], alpha: components[1])
    default:
      return nil
    }
  }
}
