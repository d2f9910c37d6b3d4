import Foundation
import HeadlessUI

/// Where an animated view is drawn and how (``HeroTransition/presentedGeometry(into:)``): the
/// geometric part of a ``HeroTimeline/ViewState``.
public struct HeroPresentedGeometry: Sendable, Equatable {
  /// The frame in container coordinates (bounding box of the transformed bounds).
  public var frame: CGRect
  /// The bounds size.
  public var size: CGSize
  /// The transform in container space, without translation.
  public var transform: CGAffineTransform {
    didSet { scale = Self.scale(of: transform) }
  }
  /// The opacity of the snapshot itself.
  public var opacity: CGFloat
  /// The uniform scale of ``transform``, `√(a² + b²)`: worked out once with the geometry, so
  /// that a geometry given again (the engine's cache) is not measured again.
  public private(set) var scale: CGFloat

  /// A geometry.
  public init(frame: CGRect, size: CGSize, transform: CGAffineTransform, opacity: CGFloat) {
    self.frame = frame
    self.size = size
    self.transform = transform
    self.opacity = opacity
    self.scale = Self.scale(of: transform)
  }

  @inline(__always)
  static func scale(of transform: CGAffineTransform) -> CGFloat {
    (transform.a * transform.a + transform.b * transform.b).squareRoot()
  }
}
