import Foundation

extension UIView {
  /// The map from this view's bounds coordinates to its superview's bounds coordinates.
  public var transformToSuperview: CGAffineTransform { layer.transformToSuperlayer }

  /// Converts `point` from this view's coordinates to `view`'s (to the window's, or the root
  /// view's when not in a window, for nil). Conversion goes through every transform on the
  /// way; views in different hierarchies meet in their roots' common parent space.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(conversion(to: view))
  }

  /// Converts `point` from `view`'s coordinates (the window's for nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    point.applying(conversion(from: view))
  }

  /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of the
  /// converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(conversion(to: view))
  }

  /// Converts `rect` from `view`'s coordinates to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(conversion(from: view))
  }

  /// The affine map from this view's coordinates to `view`'s (nil: window or root).
  public func conversion(to view: UIView?) -> CGAffineTransform {
    if view === self { return .identity }
    let (selfToRoot, selfRoot) = transformToRoot()
    guard let target = view else {
      return selfToRoot
    }
    if target === selfRoot {
      return selfToRoot
    }
    let (targetToRoot, targetRoot) = target.transformToRoot()
    if targetRoot === selfRoot {
      return selfToRoot.concatenating(targetToRoot.inverted())
    }
    // Different hierarchies: meet in the roots' parent space.
    let selfToSpace = selfToRoot.concatenating(selfRoot.transformToSuperview)
    let targetToSpace = targetToRoot.concatenating(targetRoot.transformToSuperview)
    return selfToSpace.concatenating(targetToSpace.inverted())
  }

  /// The affine map from `view`'s coordinates (nil: window or root) to this view's.
  public func conversion(from view: UIView?) -> CGAffineTransform {
    guard let view else { return transformToRoot().transform.inverted() }
    return view.conversion(to: self)
  }

  /// The map from this view's coordinates to its root's bounds coordinates, and the root.
  func transformToRoot() -> (transform: CGAffineTransform, root: UIView) {
    var transform = CGAffineTransform.identity
    var view = self
    while let parent = view.superview {
      transform = transform.concatenating(view.layer.transformToSuperlayer)
      view = parent
    }
    return (transform, view)
  }

  /// `point` in the superview's coordinates mapped into this view's coordinates.
  func convertFromSuperview(_ point: CGPoint) -> CGPoint {
    let layer = self.layer
    let anchorX = layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.size.width
    let anchorY = layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.size.height
    let dx = point.x - layer.position.x
    let dy = point.y - layer.position.y
    if layer.affine.isIdentity { return CGPoint(x: dx + anchorX, y: dy + anchorY) }
    let local = CGPoint(x: dx, y: dy).applying(
      CGAffineTransform(
        a: layer.affine.a, b: layer.affine.b, c: layer.affine.c, d: layer.affine.d, tx: 0,
        ty: 0
      ).inverted())
    return CGPoint(x: local.x + anchorX, y: local.y + anchorY)
  }
}
