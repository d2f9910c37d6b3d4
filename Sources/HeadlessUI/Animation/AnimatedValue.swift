import Foundation

/// The value of one animated layer property, and interpolation between two of them (transforms
/// by decomposition, as Core Animation interpolates them).
enum AnimatedValue: Equatable {
  case rect(CGRect)
  case point(CGPoint)
  case scalar(CGFloat)
  case color(UIColor?)
  indirect case transform(CATransform3D)

  static func interpolate(_ from: AnimatedValue, _ to: AnimatedValue, _ f: Double) -> AnimatedValue
  {
    let t = CGFloat(f)
    switch (from, to) {
    case (.rect(let a), .rect(let b)): return .rect(Interpolation.rect(a, b, t))
    case (.point(let a), .point(let b)): return .point(Interpolation.point(a, b, t))
    case (.scalar(let a), .scalar(let b)): return .scalar(Interpolation.scalar(a, b, t))
    case (.color(let a), .color(let b)): return .color(Interpolation.color(a, b, t))
    case (.transform(let a), .transform(let b)):
      if a == b { return .transform(a) }
      return .transform(CATransform3D(TransformDecomposition.interpolate(a.affine, b.affine, t)))
    default:
      return f >= 1 ? to : from
    }
  }
}

/// The layer properties `UIView` animations animate.
enum AnimatedKey: Int, CaseIterable {
  case bounds, position, transform, opacity, backgroundColor, cornerRadius

  @MainActor
  func value(of layer: CALayer) -> AnimatedValue {
    switch self {
    case .bounds: .rect(layer.bounds)
    case .position: .point(layer.position)
    case .transform: .transform(layer.transform)
    case .opacity: .scalar(CGFloat(layer.opacity))
    case .backgroundColor: .color(layer.backgroundColor)
    case .cornerRadius: .scalar(layer.cornerRadius)
    }
  }

  @MainActor
  func apply(_ value: AnimatedValue, to layer: CALayer) {
    switch (self, value) {
    case (.bounds, .rect(let rect)): layer.bounds = rect
    case (.position, .point(let point)): layer.position = point
    case (.transform, .transform(let transform)): layer.transform = transform
    case (.opacity, .scalar(let value)): layer.opacity = Float(value)
    case (.backgroundColor, .color(let color)): layer.backgroundColor = color
    case (.cornerRadius, .scalar(let value)): layer.cornerRadius = value
    default: break
    }
  }
}

/// One property of one layer moving from a value to another as part of a ``ViewAnimation``,
/// over a part (`start`, `length`, fractions of the animation's time) of it.
@preconcurrency @MainActor
final class LayerAnimation {
  let key: AnimatedKey
  let from: AnimatedValue
  let to: AnimatedValue
  let animation: ViewAnimation
  let start: Double
  let length: Double

  init(
    key: AnimatedKey, from: AnimatedValue, to: AnimatedValue, animation: ViewAnimation,
    start: Double = 0, length: Double = 1
  ) {
    self.key = key
    self.from = from
    self.to = to
    self.animation = animation
    self.start = start
    self.length = length
  }

  /// The value now; nil when this part has not started (a later keyframe).
  func value(at now: VirtualInstant) -> AnimatedValue? {
    let progress = animation.progress(at: now)
    if length >= 1 && start <= 0 {
      return AnimatedValue.interpolate(from, to, animation.curveValue(progress))
    }
    let time = animation.curveValue(progress)
    if time < start { return nil }
    let local = length > 0 ? min(max((time - start) / length, 0), 1) : 1
    return AnimatedValue.interpolate(from, to, local)
  }
}
