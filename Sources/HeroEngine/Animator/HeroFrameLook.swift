import Foundation
import HeadlessUI

/// The part of a snapshot's look the timeline records (cheap to sample every frame).
struct HeroFrameLook {
  var position: CGPoint
  var size: CGSize
  var transform: CGAffineTransform
  var opacity: CGFloat
  var cornerRadius: CGFloat
  var zPosition: CGFloat
  var anchorPoint: CGPoint

  init(_ model: HeroLayerState) {
    position = model.position
    size = model.size
    transform = model.transform.affine
    opacity = model.opacity
    cornerRadius = model.cornerRadius
    zPosition = model.zPosition
    anchorPoint = model.anchorPoint
  }

  /// Sets one recorded key from a value (other keys are ignored).
  mutating func set(_ key: HeroAnimatableKey, _ value: HeroAnimatableValue) {
    switch (key, value) {
    case (.position, .point(let p)): position = p
    case (.size, .size(let s)): size = s
    case (.transform, .transform(let t)): transform = t.affine
    case (.opacity, .scalar(let v)): opacity = v
    case (.cornerRadius, .scalar(let v)): cornerRadius = v
    case (.zPosition, .scalar(let v)): zPosition = v
    case (.anchorPoint, .point(let p)): anchorPoint = p
    default: break
    }
  }

  /// The map from the snapshot's bounds coordinates (origin at zero) to its parent space.
  var transformToParent: CGAffineTransform {
    var result = transform
    let anchorX = anchorPoint.x * size.width
    let anchorY = anchorPoint.y * size.height
    result.tx = position.x + transform.tx - (anchorX * transform.a + anchorY * transform.c)
    result.ty = position.y + transform.ty - (anchorX * transform.b + anchorY * transform.d)
    return result
  }
}
