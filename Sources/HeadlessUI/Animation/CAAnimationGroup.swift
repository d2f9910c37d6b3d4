import Foundation

/// Several animations of one layer run together
/// (https://developer.apple.com/documentation/quartzcore/caanimationgroup). Added to a layer,
/// each ``CABasicAnimation`` of ``animations`` runs as if added alone, its `beginTime` counted
/// from the group's, its duration the group's when it has none (a longer one is cut to the
/// group's, as Core Animation clips children to the group), its timing function the group's
/// when it has none, the group's fill mode and removal; other kinds of children do nothing,
/// as when added alone. The group's delegate hears the start at once and the stop when the
/// last child ends (`finished` as that child's), or at once, unfinished, when no child can run.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations run together.
  open var animations: [CAAnimation]?

  /// The children a layer runs: each runnable basic animation copied with the group's timing.
  func runnableChildren() -> [CABasicAnimation] {
    let groupDuration = duration > 0 ? duration : 0.25
    return (animations ?? []).compactMap { child in
      guard let basic = child as? CABasicAnimation, basic.keyPath != nil else { return nil }
      let copy = CABasicAnimation(keyPath: basic.keyPath)
      copy.fromValue = basic.fromValue
      copy.toValue = basic.toValue
      copy.byValue = basic.byValue
      copy.isAdditive = basic.isAdditive
      copy.isCumulative = basic.isCumulative
      let start = max(basic.beginTime, 0)
      guard start < groupDuration else { return nil }
      copy.beginTime = max(beginTime, 0) + start
      let own = basic.duration > 0 ? basic.duration : groupDuration
      copy.duration = min(own, groupDuration - start)
      copy.timingFunction = basic.timingFunction ?? timingFunction
      copy.autoreverses = basic.autoreverses
      copy.isRemovedOnCompletion = isRemovedOnCompletion
      copy.fillMode = fillMode
      return copy
    }
  }
}

/// Tells a group's delegate that its last child stopped.
@MainActor
final class AnimationGroupEnd: CAAnimationDelegate {
  let group: CAAnimationGroup

  init(_ group: CAAnimationGroup) { self.group = group }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    group.delegate?.animationDidStop(group, finished: flag)
  }
}
