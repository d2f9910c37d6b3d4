import Foundation

extension CALayer {
  /// The running animations of this layer, oldest first (nil when none ever ran).
  var animations: [LayerAnimation]? {
    get { storedAnimations }
    set { storedAnimations = newValue }
  }

  func addAnimation(_ animation: LayerAnimation) {
    if storedAnimations == nil { storedAnimations = [] }
    storedAnimations?.append(animation)
  }

  func removeAnimation(_ animation: LayerAnimation) {
    storedAnimations?.removeAll(identicalTo: animation)
    if storedAnimations?.isEmpty == true { storedAnimations = nil }
  }

  /// Removes the running animations of `key` (a newer change replaces them).
  func supersede(_ key: AnimatedKey) {
    guard let list = storedAnimations else { return }
    for animation in list where animation.key == key {
      removeAnimation(animation)
      animation.animation.partWasSuperseded(animation)
    }
  }

  /// The last animation of `key` belonging to `group` (keyframes chain from it).
  func lastAnimation(of key: AnimatedKey, in group: ViewAnimation) -> LayerAnimation? {
    storedAnimations?.last { $0.key == key && $0.animation === group }
  }

  /// What is on screen for `key` at `now`: the newest started animation's value, else the
  /// model value (an animation not started yet shows its from-value, as UIKit's delayed
  /// animations fill backwards).
  func presentationValue(of key: AnimatedKey, at now: VirtualInstant) -> AnimatedValue {
    guard let list = storedAnimations else { return key.value(of: self) }
    var first: LayerAnimation?
    var result: AnimatedValue?
    for animation in list where animation.key == key {
      if first == nil { first = animation }
      if let value = animation.value(at: now) { result = value }
    }
    if let result { return result }
    if let first { return first.from }
    return key.value(of: self)
  }

  /// Whether an animation without `.allowUserInteraction` is running on this layer (UIKit
  /// then skips the view in hit testing).
  func blocksInteraction(at now: VirtualInstant) -> Bool {
    guard let list = storedAnimations else { return false }
    for animation in list where !animation.animation.options.contains(.allowUserInteraction) {
      if animation.animation.driver?.isUserInteractionEnabled == true { continue }
      return true
    }
    return false
  }

  /// A copy of the layer with the values on screen now: the model values with running
  /// animations applied (the layer itself when nothing animates). Geometry read from it is
  /// what a display frame shows.
  public func presentation() -> CALayer? {
    guard let list = storedAnimations, !list.isEmpty,
      let clock = list.first?.animation.clock
    else { return self }
    let copy = CALayer()
    copy.bounds = bounds
    copy.position = position
    copy.anchorPoint = anchorPoint
    copy.transform = transform
    copy.opacity = opacity
    copy.backgroundColor = backgroundColor
    copy.cornerRadius = cornerRadius
    copy.isHidden = isHidden
    copy.zPosition = zPosition
    for key in AnimatedKey.allCases where list.contains(where: { $0.key == key }) {
      key.apply(presentationValue(of: key, at: clock.now), to: copy)
    }
    return copy
  }

  /// Removes every running animation (their completions get false).
  public func removeAllAnimations() {
    guard let list = storedAnimations else { return }
    for animation in list {
      removeAnimation(animation)
      animation.animation.partWasSuperseded(animation)
    }
  }

  /// The keys of the running animations.
  public func animationKeys() -> [String]? {
    guard let list = storedAnimations, !list.isEmpty else { return nil }
    return list.map { "\($0.key)" }
  }
}
