import Foundation

/// How drawn colours combine with what is under them (CoreGraphics' modes).
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn,
    sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor,
    plusDarker, plusLighter
}

/// How a path is painted.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// A stand-in for CoreGraphics' drawing context: it keeps the graphics state code sets and
/// reads back (the transform, colours, line width, alpha, blend mode, saved states) and draws
/// no pixels. ``makeImage()`` gives an image of the context's size.
public final class CGContext {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  public let bitsPerComponent: Int
  public let bytesPerRow: Int
  /// The pixels: nil, as CoreGraphics gives for a context that owns no bitmap — code that
  /// filters pixels itself (a blur through Accelerate) takes its no-data path.
  public var data: UnsafeMutableRawPointer? { nil }
  public let colorSpace: CGColorSpace?
  public let bitmapInfo: UInt32

  private struct State {
    var ctm = CGAffineTransform.identity
    var fillColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
  }
  private var state = State()
  private var saved: [State] = []

  /// A bitmap context of `width` × `height` pixels (`data` is ignored: nothing is drawn);
  /// nil for a negative size.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard width >= 0, height >= 0 else { return nil }
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bytesPerRow = bytesPerRow
    colorSpace = space
    self.bitmapInfo = bitmapInfo
  }

  /// A context of `size` points at `scale` (an image renderer's).
  init(size: CGSize, scale: CGFloat) {
    width = Int((size.width * scale).rounded())
    height = Int((size.height * scale).rounded())
    bitsPerComponent = 8
    bytesPerRow = width * 4
    colorSpace = .deviceRGB
    bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue
    state.ctm = CGAffineTransform(scaleX: scale, y: scale)
  }

  /// The current transformation matrix.
  public var ctm: CGAffineTransform { state.ctm }
  /// The current fill colour.
  public var fillColor: CGColor { state.fillColor }
  /// The current stroke colour.
  public var strokeColor: CGColor { state.strokeColor }
  /// The current line width.
  public var lineWidth: CGFloat { state.lineWidth }
  /// The current alpha.
  public var alpha: CGFloat { state.alpha }
  /// The current blend mode.
  public var blendMode: CGBlendMode { state.blendMode }

  public func saveGState() { saved.append(state) }
  public func restoreGState() { if let last = saved.popLast() { state = last } }

  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = state.ctm.translatedBy(x: tx, y: ty)
  }
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  public func setLineCap(_ cap: CGLineCap) {}
  public func setLineJoin(_ join: CGLineJoin) {}
  /// Sets the dash pattern of strokes (kept as a no-op: strokes are not drawn).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  /// Sets the miter limit of strokes (a no-op: strokes are not drawn).
  public func setMiterLimit(_ limit: CGFloat) {}
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  public var interpolationQuality: CGInterpolationQuality = .default

  // Paths and painting: nothing is drawn.
  public func beginPath() {}
  public func closePath() {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {}
  public func addRect(_ rect: CGRect) {}
  public func addEllipse(in rect: CGRect) {}
  public func addPath(_ path: CGPath) {}
  public func drawPath(using mode: CGPathDrawingMode) {}
  public func fillPath() {}
  public func strokePath() {}
  public func fill(_ rect: CGRect) {}
  public func fill(_ rects: [CGRect]) {}
  public func fillEllipse(in rect: CGRect) {}
  public func stroke(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect, width: CGFloat) {}
  public func strokeEllipse(in rect: CGRect) {}
  public func clear(_ rect: CGRect) {}
  public func clip() {}
  public func clip(to rect: CGRect) {}
  public func clip(to rects: [CGRect]) {}
  /// Clips to `rect` through the alpha of `mask` (nothing is drawn).
  public func clip(to rect: CGRect, mask: CGImage) {}
  public func draw(_ image: CGImage, in rect: CGRect) {}

  /// An image of the context's size (no pixels); nil for an empty context.
  public func makeImage() -> CGImage? {
    guard width > 0, height > 0 else { return nil }
    return CGImage(width: width, height: height, colorSpace: colorSpace)
  }
}

/// How finely scaled images are sampled (kept, not used).
public enum CGInterpolationQuality: Int32, Sendable {
  case `default`, none, low, medium, high
}

/// Line ends.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Line joins.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

extension UIColor {
  /// Makes this the current context's fill colour (no context: nothing).
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
  /// Makes this the current context's stroke colour.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
  /// Makes this the current context's fill and stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}

extension CALayer {
  /// Renders the layer and its sublayers into `ctx`: nothing is drawn (HeadlessUI draws no
  /// pixels); the context's state is unchanged.
  public func render(in ctx: CGContext) {}
}
