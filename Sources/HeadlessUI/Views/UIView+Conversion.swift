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
    // The roots are compared by address and not retained (each is kept alive by the views
    // below it, which the caller holds).
    if Unmanaged.passUnretained(target).toOpaque() == selfRoot.toOpaque() {
      return selfToRoot
    }
    let (targetToRoot, targetRoot) = target.transformToRoot()
    if targetRoot.toOpaque() == selfRoot.toOpaque() {
      return selfToRoot.concatenating(targetToRoot.inverted())
    }
    // Different hierarchies: meet in the roots' parent space.
    let selfToSpace = selfToRoot.concatenating(
      selfRoot.takeUnretainedValue().transformToSuperview)
    let targetToSpace = targetToRoot.concatenating(
      targetRoot.takeUnretainedValue().transformToSuperview)
    return selfToSpace.concatenating(targetToSpace.inverted())
  }

  /// The affine map from `view`'s coordinates (nil: window or root) to this view's.
  public func conversion(from view: UIView?) -> CGAffineTransform {
    guard let view else { return transformToRoot().transform.inverted() }
    return view.conversion(to: self)
  }

  /// The map from this view's coordinates to its root's bounds coordinates, and the root.
  func transformToRoot() -> (transform: CGAffineTransform, root: Unmanaged<UIView>) {
    var transform = CGAffineTransform.identity
    // Not retained on the way up: nothing runs during the walk, and every ancestor is kept
    // alive by its own parent, window or controller. (Retaining each step was half the cost.)
    var view = Unmanaged.passUnretained(self)
    while let parent = view.takeUnretainedValue().storedSuperview {
      transform = transform.concatenating(view.takeUnretainedValue().layer.transformToSuperlayer)
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
