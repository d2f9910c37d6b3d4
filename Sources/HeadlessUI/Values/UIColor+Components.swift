import Foundation

extension UIColor: _ExpressibleByColorLiteral {
  /// A colour from hue, saturation and brightness (HSB, all 0…1), converted to RGB as UIKit
  /// does. A hue outside 0…1 wraps; saturation and brightness are used as given.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    // An infinite or NaN hue is read as 0 (red) rather than trapping in the conversion to Int.
    var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if h < 0 { h += 1 }
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * fraction)
    let t = v * (1 - saturation * (1 - fraction))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch index {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour in the Display P3 space, kept as the same numbers (there is no colour
  /// management headlessly).
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a Core Graphics colour (the same value here).
  public init(cgColor: CGColor) {
    self = cgColor
  }

  /// The same colour (UIKit's `UIColor(ciColor:)`-style copy initializer).
  public init(_ color: UIColor) {
    self = color
  }

  /// A colour that depends on the trait collection, resolved at once with
  /// ``UITraitCollection/current`` (light appearance).
  public init(dynamicProvider: (UITraitCollection) -> UIColor) {
    self = dynamicProvider(.current)
  }

  /// The colour for `traitCollection` (dynamic colours are resolved when made, so itself).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  /// A `#colorLiteral(red:green:blue:alpha:)`.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A colour from an asset catalog: the colour registered under `name` with
  /// ``register(_:named:)``; else, in a launched app, the colour set of that name in its asset
  /// catalogs (its light appearance), or nil when they lack it, as on iOS; else (no app bundle
  /// known) mid grey.
  public init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// ``init(named:)`` looking in `bundle`'s asset catalogs (nil: the launched app's); traits
  /// are ignored.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
    if let registered = UIColorCatalog.shared.color(named: name) {
      self = registered
      return
    }
    if let catalog = AssetCatalogs.shared.catalog(for: bundle) {
      guard let color = catalog.colors[name] else { return nil }
      self = color
      return
    }
    self = UIColor(white: 0.5, alpha: 1)
  }

  /// Registers the value `UIColor(named: name)` returns (for a test that cares about it).
  public static func register(_ color: UIColor, named name: String) {
    UIColorCatalog.shared.register(color, named: name)
  }

  /// Writes hue, saturation, brightness and alpha through the pointers; always succeeds.
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == red {
        h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maximum == green {
        h = (blue - red) / delta + 2
      } else {
        h = (red - green) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? delta / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the grey level (the mean of the components) and alpha; always succeeds.
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    white?.pointee = (red + green + blue) / 3
    alpha?.pointee = self.alpha
    return true
  }

  /// The alpha component (Core Graphics' name).
  public var cgAlpha: CGFloat { alpha }

  /// The components `[r, g, b, a]` (Core Graphics' `components`).
  public var components: [CGFloat]? { [red, green, blue, alpha] }

  /// The number of components (4).
  public var numberOfComponents: Int { 4 }

  /// The same colour with another alpha (Core Graphics' name).
  public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(alpha) }
}

/// The colours `UIColor(named:)` returns, registered by tests.
final class UIColorCatalog: @unchecked Sendable {
  static let shared = UIColorCatalog()
  private let lock = NSLock()
  private var colors: [String: UIColor] = [:]

  func register(_ color: UIColor, named name: String) {
    lock.lock()
    defer { lock.unlock() }
    colors[name] = color
  }

  func color(named name: String) -> UIColor? {
    lock.lock()
    defer { lock.unlock() }
    return colors[name]
  }
}

/// `#colorLiteral(…)` makes a ``UIColor``.
public typealias _ColorLiteralType = UIColor
