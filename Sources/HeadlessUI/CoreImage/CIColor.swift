import Foundation

/// A stand-in for CoreImage's colour: red, green, blue and alpha, 0…1, in sRGB.
public final class CIColor: NSObject, @unchecked Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// A colour of these components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components of `color`.
  public convenience init(color: UIColor) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The components, red, green, blue and alpha.
  public var components: [CGFloat] { [red, green, blue, alpha] }
  /// The number of components: 4.
  public var numberOfComponents: Int { 4 }
  /// `"r g b a"`, as CoreImage writes a colour.
  public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }

  public static let black = CIColor(red: 0, green: 0, blue: 0)
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension UIColor {
  /// The colour of `ciColor`.
  public init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }
}
