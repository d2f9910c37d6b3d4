import Foundation

/// A colour as an RGBA value (components 0…1, sRGB-like, not premultiplied).
///
/// UIKit's `UIColor` is a class; headless code only needs the four numbers, so this is a value
/// type. `cgColor` returns the same value (``CGColor`` is an alias), so
/// `layer.backgroundColor = color.cgColor` compiles as on iOS.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: CGFloat
  /// Green, 0…1.
  public var green: CGFloat
  /// Blue, 0…1.
  public var blue: CGFloat
  /// Alpha (opacity), 0…1.
  public var alpha: CGFloat

  /// A colour from its components (not clamped, as UIKit's extended range allows).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `UIColor()`, NSObject's initializer, which UIKit's documentation does not describe: this
  /// project's choice is clear black (every component 0), what a colour with nothing set is.
  /// Code calls it as a fallback inside its own initializers (`self.init()` before `return nil`
  /// in a failable `init?(hexString:)`).
  public init() {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// A colour that tiles `image` (UIKit's pattern colour). No pixel is drawn here, so the
  /// pattern is not kept: the colour is opaque white, this project's choice (an opaque
  /// background, as a tiled image is).
  public init(patternImage image: UIImage) {
    self.init(red: 1, green: 1, blue: 1, alpha: 1)
  }

  /// A grey of brightness `white`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself (``CGColor`` is an alias of ``UIColor`` here).
  public var cgColor: CGColor { self }

  /// Writes the components through the pointers, as UIKit does; always succeeds.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// `rgba(r, g, b, a)`.
  public var description: String {
    "rgba(\(red), \(green), \(blue), \(alpha))"
  }

  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// 1/3 grey.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// 1/2 grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// 2/3 grey.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

/// Core Graphics colours are the same RGBA values headlessly.
public typealias CGColor = UIColor
