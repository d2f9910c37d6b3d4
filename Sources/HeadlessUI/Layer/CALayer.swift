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
///
/// An `NSObject`, as in Core Animation: `==`, `hash` and `description` by identity.
@preconcurrency @MainActor
open class CALayer: NSObject {
  // Stored properties marked `@exclusivity(unchecked)`: counted with UIView's (19 % of the
  // replay benchmark's instructions; see UIView and docs/PERFORMANCE.md, "Unsafe code").
  /// A counter that changes whenever any layer's bounds, position, anchor point, transform,
  /// opacity or hidden flag is set: what a view's place and look in its window depend on. An
  /// observer that samples views every frame keeps what it measured while this and
  /// ``UIView/hierarchyGeneration`` stay the same (and no animation runs).
  @exclusivity(unchecked) public private(set) static var geometryGeneration: UInt64 = 0

  /// The layer's own coordinate space: origin (scroll offset) and size.
  public var bounds: CGRect {
    get { _bounds }
    set {
      let oldValue = _bounds
      _bounds = newValue
      CALayer.geometryGeneration &+= 1
      if newValue.size != oldValue.size {
        owner?.boundsSizeDidChange(from: oldValue.size)
      } else if layoutsOnOriginChange && newValue.origin != oldValue.origin {
        owner?.setNeedsLayout()
      }
    }
  }
  @exclusivity(unchecked) private var _bounds: CGRect = .zero

  /// The 3D transform, kept as set (see ``CATransform3D`` for what headless geometry uses).
  public var transform: CATransform3D {
    get { _transform }
    set {
      _transform = newValue
      _affine = newValue.affine
      CALayer.geometryGeneration &+= 1
    }
  }
  @exclusivity(unchecked) private var _transform = CATransform3D.identity

  /// The affine projection of ``transform``, cached for geometry.
  public var affine: CGAffineTransform { _affine }
  @exclusivity(unchecked) private var _affine = CGAffineTransform.identity

  /// Where the anchor point sits in the superlayer's (superview's bounds) coordinates; a
  /// view's `center`.
  public var position: CGPoint {
    get { _position }
    set {
      _position = newValue
      CALayer.geometryGeneration &+= 1
    }
  }
  @exclusivity(unchecked) private var _position: CGPoint = .zero

  /// The point of the bounds, in unit coordinates, that ``position`` refers to and that the
  /// transform pivots around; (0.5, 0.5) is the centre.
  public var anchorPoint: CGPoint {
    get { _anchorPoint }
    set {
      _anchorPoint = newValue
      CALayer.geometryGeneration &+= 1
    }
  }
  @exclusivity(unchecked) private var _anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)

  /// Opacity 0…1 (a view's `alpha`).
  public var opacity: Float {
    get { _opacity }
    set {
      _opacity = newValue
      CALayer.geometryGeneration &+= 1
    }
  }
  @exclusivity(unchecked) private var _opacity: Float = 1

  /// Corner radius in points.
  public var cornerRadius: CGFloat {
    get { _cornerRadius }
    set { _cornerRadius = newValue }
  }
  @exclusivity(unchecked) private var _cornerRadius: CGFloat = 0

  /// Stacking order among siblings for drawing (hit testing ignores it, as in UIKit).
  public var zPosition: CGFloat {
    get { _zPosition }
    set { _zPosition = newValue }
  }
  @exclusivity(unchecked) private var _zPosition: CGFloat = 0

  /// Whether the layer is hidden.
  public var isHidden: Bool {
    get { _isHidden }
    set {
      _isHidden = newValue
      CALayer.geometryGeneration &+= 1
    }
  }
  @exclusivity(unchecked) private var _isHidden: Bool = false

  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  public var masksToBounds: Bool {
    get { _masksToBounds }
    set { _masksToBounds = newValue }
  }
  @exclusivity(unchecked) private var _masksToBounds: Bool = false

  /// The background colour (nil = transparent).
  public var backgroundColor: CGColor? {
    get { _backgroundColor }
    set { _backgroundColor = newValue }
  }
  @exclusivity(unchecked) private var _backgroundColor: CGColor? = nil

  /// Whether the layer declares itself opaque (a view's `isOpaque`).
  public var isOpaque: Bool {
    get { _isOpaque }
    set { _isOpaque = newValue }
  }
  @exclusivity(unchecked) private var _isOpaque: Bool = false

  /// Border width in points.
  public var borderWidth: CGFloat {
    get { _borderWidth }
    set { _borderWidth = newValue }
  }
  @exclusivity(unchecked) private var _borderWidth: CGFloat = 0

  /// Border colour.
  public var borderColor: CGColor? {
    get { _borderColor }
    set { _borderColor = newValue }
  }
  @exclusivity(unchecked) private var _borderColor: CGColor? = .black

  /// Shadow opacity 0…1.
  public var shadowOpacity: Float {
    get { _shadowOpacity }
    set { _shadowOpacity = newValue }
  }
  @exclusivity(unchecked) private var _shadowOpacity: Float = 0

  /// Shadow blur radius in points (Core Animation's default 3).
  public var shadowRadius: CGFloat {
    get { _shadowRadius }
    set { _shadowRadius = newValue }
  }
  @exclusivity(unchecked) private var _shadowRadius: CGFloat = 3

  /// Shadow offset (Core Animation's default (0, −3)).
  public var shadowOffset: CGSize {
    get { _shadowOffset }
    set { _shadowOffset = newValue }
  }
  @exclusivity(unchecked) private var _shadowOffset: CGSize = CGSize(width: 0, height: -3)

  /// Shadow colour (Core Animation's default opaque black).
  public var shadowColor: CGColor? {
    get { _shadowColor }
    set { _shadowColor = newValue }
  }
  @exclusivity(unchecked) private var _shadowColor: CGColor? = .black

  /// The part of the contents shown, in unit coordinates.
  public var contentsRect: CGRect {
    get { _contentsRect }
    set { _contentsRect = newValue }
  }
  @exclusivity(unchecked) private var _contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// Contents scale; informational.
  public var contentsScale: CGFloat {
    get { _contentsScale }
    set { _contentsScale = newValue }
  }
  @exclusivity(unchecked) private var _contentsScale: CGFloat = 1

  /// A name for debugging.
  public var name: String? {
    get { _name }
    set { _name = newValue }
  }
  @exclusivity(unchecked) private var _name: String? = nil

  /// The layer's running `UIView` animations (see `CALayer+Animation.swift`).
  @exclusivity(unchecked) var storedAnimations: [LayerAnimation]?
  /// The explicit animations added by key (`add(_:forKey:)`), while they run.
  var explicitAnimationsByKey: [String: CAAnimation]?

  /// Whether a change of the bounds origin (a scroll) marks the owner for layout.
  @exclusivity(unchecked) var layoutsOnOriginChange = false

  /// The view that owns this layer (nil for a standalone layer). The view owns the layer and
  /// clears this as it goes away (`unowned(unsafe)`: see ``UIView/superview`` for the gain).
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var owner: UIView?

  /// A standalone layer (or a view's, see ``UIView/layerClass``).
  public required override init() {}

  // MARK: Standalone sublayers

  /// Layers added with ``addSublayer(_:)``. A view's own layer tree is its view tree (a view's
  /// subviews' layers are not listed here); standalone sublayers are kept, with their values,
  /// for code that reads them back, and take no part in hit testing or view geometry.
  ///
  /// Settable, as UIKit's is: a layer left out of the new list leaves this layer, and one put
  /// in it leaves its old superlayer (`layer.sublayers?.popLast()` removes the top one).
  public var sublayers: [CALayer]? {
    get { storedSublayers }
    set {
      let kept = newValue ?? []
      for layer in storedSublayers ?? [] where !kept.contains(where: { $0 === layer }) {
        layer.superlayer = nil
      }
      for layer in kept where layer.superlayer !== self {
        layer.superlayer?.storedSublayers?.removeAll(identicalTo: layer)
        layer.superlayer = self
      }
      storedSublayers = newValue
    }
  }
  @exclusivity(unchecked) private var storedSublayers: [CALayer]?

  /// The layer this one was added to with ``addSublayer(_:)``.
  public private(set) weak var superlayer: CALayer?

  /// Adds `layer` on top of the standalone sublayers.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the standalone sublayers (clamped).
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Inserts `layer` below `sibling` (on top when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` above `sibling` (on top when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer's standalone sublayers.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll(identicalTo: self)
    superlayer = nil
  }

  // MARK: Values that only change pixels

  /// The shadow's shape (a plain value: shadows are not drawn).
  @exclusivity(unchecked) public var shadowPath: CGPath?
  /// A mask layer (a plain value: masks only change pixels).
  public var mask: CALayer?
  /// Which corners ``cornerRadius`` rounds (a plain value).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The corner curve (a plain value).
  public var cornerCurve: CALayerCornerCurve = .circular
  /// The contents (an image or nil; a plain value).
  public var contents: Any?
  /// How the contents fit the bounds (a plain value).
  public var contentsGravity: CALayerContentsGravity = .resize
  /// Whether the layer is cached as a bitmap (a plain value).
  public var shouldRasterize = false
  /// The scale of that bitmap (a plain value).
  public var rasterizationScale: CGFloat = 1
  /// Whether edges are antialiased (a plain value).
  public var allowsEdgeAntialiasing = false
  /// Whether the layer's opacity applies to the group (a plain value).
  public var allowsGroupOpacity = true
  /// Whether the back of a 3D-rotated layer draws (a plain value).
  public var isDoubleSided = true
  /// Whether the layer draws in its superlayer's coordinate space flipped (a plain value).
  public var isGeometryFlipped = false

  /// Marks the contents for redrawing (nothing to draw headlessly).
  public func setNeedsDisplay() {}

  /// Redraws now if marked (nothing to draw headlessly).
  public func displayIfNeeded() {}

  /// Marks the layer's owner for layout.
  public func setNeedsLayout() { owner?.setNeedsLayout() }

  /// Lays out the owner if marked.
  public func layoutIfNeeded() { owner?.layoutIfNeeded() }

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
