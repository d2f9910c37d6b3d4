import Foundation

/// Which corners a layer's corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw bits (Core Animation's values).
  public let rawValue: UInt
  /// A mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left (in UIKit's flipped coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// Top right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// Bottom left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// Bottom right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// A curve by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous (squircle) corners.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// A gravity by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretch to fill.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Fit, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Fill, keeping the aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  /// Centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// A layer that draws a path (its path and colours are plain values).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The shape.
  public var path: CGPath?
  /// The fill colour (opaque black by default).
  public var fillColor: CGColor? = .black
  /// The stroke colour (none by default).
  public var strokeColor: CGColor?
  /// The stroke width.
  public var lineWidth: CGFloat = 1
  /// The fraction of the path where the stroke starts.
  public var strokeStart: CGFloat = 0
  /// The fraction of the path where the stroke ends.
  public var strokeEnd: CGFloat = 1
  /// The dash pattern.
  public var lineDashPattern: [NSNumber]?
  /// The line cap name.
  public var lineCap: String = "butt"
  /// The line join name.
  public var lineJoin: String = "miter"
  /// The fill rule name.
  public var fillRule: String = "non-zero"

  /// A shape layer.
  public required init() {}
}

/// The kinds of gradient a ``CAGradientLayer`` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a gradient (its colours and points are plain values).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s).
  public var colors: [Any]?
  /// Where each colour sits, 0…1.
  public var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates.
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends.
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (`.axial` by default).
  public var type: CAGradientLayerType = .axial

  /// A gradient layer.
  public required init() {}
}
