import Foundation

/// The geometry and look of a view, as Core Animation's layer holds them — without contents.
///
/// Every ``UIView`` owns one (`view.layer`); the view's `frame`, `center`, `transform`, `alpha`,
/// … read and write these stored properties, so Hero-style code that works on layers
/// (`layer.position`, `layer.transform`, `layer.cornerRadius`, `layer.zPosition`,
/// `layer.opacity`) sees the same values. There is no layer tree apart from the view tree
/// and no implicit animation: a property set is the presentation value at once.
///
/// The 3D ``transform`` is kept as set; geometry uses its affine projection (see
/// ``CATransform3D``).
@MainActor
public final class CALayer {
  /// The layer's own coordinate space: origin (scroll offset) and size.
  public var bounds: CGRect = .zero {
    didSet {
      if bounds.size != oldValue.size
        || (layoutsOnOriginChange && bounds.origin != oldValue.origin)
      {
        owner?.setNeedsLayout()
      }
    }
  }

  /// Where the anchor point sits in the superlayer's (superview's bounds) coordinates; a
  /// view's `center`.
  public var position: CGPoint = .zero

  /// The point of the bounds, in unit coordinates, that ``position`` refers to and that the
  /// transform pivots around; (0.5, 0.5) is the centre.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The 3D transform, kept as set (see ``CATransform3D`` for what headless geometry uses).
  public var transform: CATransform3D {
    get { storedTransform }
    set {
      storedTransform = newValue
      affine = newValue.affine
    }
  }

  /// The affine projection of ``transform``, cached for geometry.
  public private(set) var affine: CGAffineTransform = .identity

  private var storedTransform = CATransform3D.identity

  /// Opacity 0…1 (a view's `alpha`).
  public var opacity: Float = 1
  /// Corner radius in points.
  public var cornerRadius: CGFloat = 0
  /// Stacking order among siblings for drawing (hit testing ignores it, as in UIKit).
  public var zPosition: CGFloat = 0
  /// Whether the layer is hidden.
  public var isHidden = false
  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  public var masksToBounds = false
  /// The background colour (nil = transparent).
  public var backgroundColor: CGColor?
  /// Whether the layer declares itself opaque (a view's `isOpaque`).
  public var isOpaque = false
  /// Border width in points.
  public var borderWidth: CGFloat = 0
  /// Border colour.
  public var borderColor: CGColor? = .black
  /// Shadow opacity 0…1.
  public var shadowOpacity: Float = 0
  /// Shadow blur radius in points (Core Animation's default 3).
  public var shadowRadius: CGFloat = 3
  /// Shadow offset (Core Animation's default (0, −3)).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Shadow colour (Core Animation's default opaque black).
  public var shadowColor: CGColor? = .black
  /// The part of the contents shown, in unit coordinates.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Contents scale; informational.
  public var contentsScale: CGFloat = 1
  /// A name for debugging.
  public var name: String?

  /// Whether a change of the bounds origin (a scroll) marks the owner for layout.
  var layoutsOnOriginChange = false

  /// The view that owns this layer (nil for a standalone layer).
  public internal(set) weak var owner: UIView?

  /// A standalone layer.
  public init() {}

  /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds
  /// placed at ``position``.
  public var frame: CGRect {
    get {
      let size = bounds.size
      let anchorOffset = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
      if affine.isIdentity {
        return CGRect(
          x: position.x - anchorOffset.x, y: position.y - anchorOffset.y,
          width: size.width, height: size.height)
      }
      let local = CGRect(
        x: -anchorOffset.x, y: -anchorOffset.y, width: size.width, height: size.height)
      return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      // As Core Animation: the size goes to the bounds (with a non-identity transform this is
      // approximate, as on iOS where the frame is then undefined) and the position follows
      // the anchor point.
      let rect = newValue.standardized
      var newBounds = bounds
      newBounds.size = rect.size
      bounds = newBounds
      position = CGPoint(
        x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
    }
  }

  /// The affine form of ``transform``.
  public func affineTransform() -> CGAffineTransform { affine }

  /// Sets ``transform`` from an affine transform.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    self.transform = CATransform3D(transform)
  }

  /// The map from this layer's bounds coordinates to its superlayer's coordinates.
  public var transformToSuperlayer: CGAffineTransform {
    let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
    let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
    if affine.isIdentity {
      return CGAffineTransform(translationX: position.x - anchorX, y: position.y - anchorY)
    }
    var result = CGAffineTransform(translationX: -anchorX, y: -anchorY).concatenating(affine)
    result.tx += position.x
    result.ty += position.y
    return result
  }
}
