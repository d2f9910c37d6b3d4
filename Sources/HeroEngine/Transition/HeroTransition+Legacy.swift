import Foundation
import HeadlessUI

/// Hero 0.x names (before the 1.0.0 renames), so 0.x app code compiles unchanged.
extension HeroTransition {
  /// 0.x `update(progress:)`: the same as ``update(_:)``.
  public func update(progress: Double) {
    log(.update(progress: progress), legacy: true)
    performUpdate(CGFloat(progress))
  }

  /// 0.x `end(animate:)`: the same as ``finish(animate:)``.
  public func end(animate: Bool = true) {
    log(.finish(animate: animate), legacy: true)
    performFinish(animate: animate)
  }

  /// 0.x: sets ``defaultAnimation`` for the next transition only; it goes back to `.auto`
  /// when that transition completes.
  public func setDefaultAnimationForNextTransition(_ animation: HeroDefaultAnimationType) {
    defaultAnimation = animation
    resetDefaultAnimationAfterTransition = true
  }

  /// 0.x: no default animation for the next transition only.
  public func disableDefaultAnimationForNextTransition() {
    setDefaultAnimationForNextTransition(.none)
  }

  /// 0.x: the container colour for the next transition only.
  public func setContainerColorForNextTransition(_ color: UIColor?) {
    containerColor = color ?? .black
    resetContainerColorAfterTransition = true
  }
}
