import Foundation

/// A view as a display frame shows it: through the presentation values of running animations.
public struct UIViewPresentation: Sendable, Equatable {
  /// The centre of the bounds in window coordinates, through every transform.
  public var center: CGPoint
  /// The bounds size.
  public var size: CGSize
  /// The opacity.
  public var alpha: CGFloat
  /// The 2D transform.
  public var transform: CGAffineTransform
  /// Whether a running animation of the view's layer or an ancestor's drew it where it is: its
  /// motion on this frame is an animation's.
  public var isAnimated = false
}

extension UIView {
  /// Whether any `UIView` animation or property animator is running (in any window).
  public static var hasRunningAnimations: Bool { runningAnimationCount > 0 }

  /// The view as drawn now: its own and its ancestors' presentation values (the model values
  /// where nothing animates).
  public func presentationState() -> UIViewPresentation {
    let own = layer.presentation() ?? layer
    var point = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    var current: UIView? = self
    var isAnimated = false
    while let view = current, view.superview != nil {
      if let running = view.layer.storedAnimations, !running.isEmpty { isAnimated = true }
      let presented = view.layer.presentation() ?? view.layer
      point = point.applying(presented.transformToSuperlayer)
      current = view.superview
    }
    return UIViewPresentation(
      center: point, size: own.bounds.size, alpha: CGFloat(own.opacity), transform: own.affine,
      isAnimated: isAnimated)
  }
}
