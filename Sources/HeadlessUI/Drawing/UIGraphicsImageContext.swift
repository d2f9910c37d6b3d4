import Foundation

/// The image contexts of `UIGraphicsBeginImageContextWithOptions` and of
/// ``UIGraphicsImageRenderer``: a stack per thread, the current one on top, as UIKit keeps them
/// (its image contexts may be used off the main thread). Nothing is drawn headlessly: a context
/// keeps its graphics state (``CGContext``), and the image it gives has its size and scale.
enum UIGraphicsImageContexts {
  struct Entry {
    var size: CGSize
    var scale: CGFloat
    var context: CGContext
  }

  /// One thread's stack.
  final class Stack {
    var entries: [Entry] = []
  }

  private static let key = "HeadlessUI.UIGraphicsImageContexts"

  /// The calling thread's stack.
  static var current: Stack {
    if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }

  static func push(size: CGSize, scale: CGFloat) -> CGContext {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let context = CGContext(size: size, scale: scale)
    current.entries.append(Entry(size: size, scale: scale, context: context))
    return context
  }
}

/// Starts an image context of `size` points (`scale` 0: the screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  _ = UIGraphicsImageContexts.push(size: size, scale: scale)
}

/// Starts an image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current drawing context: the top image context's (nil when there is none; HeadlessUI
/// calls no `draw(_:)` with a context of its own).
public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIGraphicsImageContexts.current.entries.last?.context
}

/// The image of the current context (nil when there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  UIGraphicsImageContexts.current.entries.last.map { UIImage(size: $0.size, scale: $0.scale) }
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  _ = UIGraphicsImageContexts.current.entries.popLast()
}

/// The format of a ``UIGraphicsImageRenderer``'s images.
open class UIGraphicsImageRendererFormat {
  /// Points to pixels (default: the screen's).
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the images are opaque.
  open var opaque = false
  /// The renderer's drawing area, in points (set by the renderer that uses the format).
  open internal(set) var bounds: CGRect = .zero
  /// The colour range (kept, not used).
  open var preferredRange: Range = .automatic

  /// The colour ranges of Apple's formats.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic, extended, standard
  }

  public init() {}

  /// The default format (the screen's scale).
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The preferred format: as ``default()``.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's drawing block is given.
open class UIGraphicsImageRendererContext {
  /// The drawing context (its state is kept; nothing is drawn).
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat
  private let size: CGSize

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.cgContext = cgContext
    self.format = format
    self.size = size
  }

  /// The image so far: the renderer's size and scale.
  open var currentImage: UIImage { UIImage(size: size, scale: format.scale) }
  /// Fills `rect` (nothing is drawn).
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` with a blend mode (nothing is drawn).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
  /// Strokes `rect` (nothing is drawn).
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Clips to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's image renderer: it runs the drawing block with a context on top of the current
/// contexts (so `UIGraphicsGetCurrentContext()` and `UIColor.setFill()` inside it work) and
/// gives an image of its size and scale. No pixels are drawn; encoded data is empty.
open class UIGraphicsImageRenderer {
  /// The format of its images.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// A renderer of `size` points in the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of `size` points in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
    format.bounds = bounds
  }

  /// A renderer of `bounds` in `format` (default: the default format).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format
    format.bounds = bounds
  }

  /// Whether the renderer can make images: always.
  open var allowsImageOutput: Bool { true }

  /// Runs `actions` and gives the image (the renderer's size and scale).
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    run(actions)
    return UIImage(size: bounds.size, scale: format.scale)
  }

  /// Runs `actions` and gives the PNG data: empty (no pixels are drawn).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    run(actions)
    return Data()
  }

  /// Runs `actions` and gives the JPEG data: empty (no pixels are drawn).
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    run(actions)
    return Data()
  }

  private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) {
    let context = UIGraphicsImageContexts.push(size: bounds.size, scale: format.scale)
    defer { _ = UIGraphicsImageContexts.current.entries.popLast() }
    actions(UIGraphicsImageRendererContext(cgContext: context, format: format, size: bounds.size))
  }
}

/// Fills `rect` in the current context with its fill colour (nothing is drawn).
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a frame around `rect` in the current context (nothing is drawn).
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect)
}
