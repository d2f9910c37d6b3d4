import Foundation
import HeadlessUI

extension HeroTransition {
  /// Creates the snapshots and animations (docs/spec/HERO.md §1.4 starting → animating), fixes
  /// ``totalDuration``, then applies a stored finish/cancel, a stored starting progress, or
  /// starts the auto-run. Apps do not call it.
  public func animate() {
    guard state == .starting, !hasCrashed, let context else { return }
    state = .animating
    let now = self.now
    if let toView { context.unhide(toView) }

    animator.reserveCapacity(context.targetStateCount)
    // Destination views appear; the group drawn first is created first.
    let groups = context.insertToViewFirst ? [true, false] : [false, true]
    var order = 0
    for appearing in groups {
      for (index, view) in (appearing ? context.toViews : context.fromViews).enumerated() {
        guard let state = context[view], state.canAnimate else { continue }
        let parent = context.snapshotParent(for: view, state: state) {
          self.animator.context(for: $0)
        }
        let model = context.snapshotModel(for: view, state: state, parent: parent)
        let viewContext = HeroViewContext(
          view: view, appearing: appearing, targetState: state, parent: parent,
          name: HeroContext.name(of: view),
          pathSource: (context, appearing, index), model: model, order: order)
        order += 1
        animator.add(viewContext)
      }
    }
    animator.arrange(in: context)

    // Hero hides every animated view, then each snapshot unhides its view and hides it
    // again unless the view is its own snapshot (`useNoSnapshot`), which moves into the
    // container instead (Sources/Transition/HeroTransition+Animate.swift:35-52,
    // Sources/HeroContext.swift:141, 281).
    for viewContext in animator.contexts {
      if viewContext.animatesInPlace {
        context.animateInPlace(viewContext)
      } else {
        context.hide(viewContext.view)
      }
    }

    // Views only plugins animate are hidden and get a snapshot too (lines 35-52).
    var pluginViews: [(view: UIView, appearing: Bool)] = []
    if !plugins.isEmpty {
      for appearing in groups {
        for view in appearing ? context.toViews : context.fromViews
        where plugins.contains(where: { $0.canAnimate(view: view, appearing: appearing) }) {
          pluginViews.append((view, appearing))
        }
      }
      for (view, _) in pluginViews where animator.context(for: view) == nil {
        _ = context.snapshotView(for: view)
      }
    }
    // "UIKit appears to set fromView setNeedLayout to be true" (lines 54-57).
    fromView?.layoutIfNeeded()

    var duration = animator.animate(now: now)
    var pluginWantsInteractive = false
    for plugin in plugins {
      let from = pluginViews.filter {
        !$0.appearing && plugin.canAnimate(view: $0.view, appearing: false)
      }
      let to = pluginViews.filter {
        $0.appearing && plugin.canAnimate(view: $0.view, appearing: true)
      }
      let time = plugin.animate(fromViews: from.map(\.view), toViews: to.map(\.view))
      if time == .infinity { pluginWantsInteractive = true } else { duration = max(duration, time) }
    }
    totalDuration = duration
    startFrames()

    if let forceFinishing {
      complete(finished: forceFinishing)
    } else if let startingProgress {
      performUpdate(startingProgress)
    } else if pluginWantsInteractive {
      performUpdate(0)
    } else {
      complete(after: totalDuration, finishing: true)
    }

    // Hero's last line: the snapshot goes only here (even after a forced completion above).
    if let snapshot = fullScreenSnapshot, snapshot.superview != nil {
      snapshot.removeFromSuperview()
      emit(.snapshotRemoved)
    }
  }

  /// Starts the runner for the rest of the transition (docs/spec/HERO.md §3.4): completes at once when
  /// `after ≤ 1/120` s, else runs progress linearly to 1 (or 0) over `after` seconds.
  func complete(after: Double, finishing: Bool) {
    guard state == .animating || state == .starting || state == .notified else { return }
    if after <= 1.0 / 120 || activeClock == nil {
      complete(finished: finishing)
      return
    }
    let totalTime: Double
    if finishing {
      totalTime = after / max(1 - progress, 0.01)
    } else {
      totalTime = after / max(progress, 0.01)
    }
    runner.start(timePassed: progress * totalTime, totalTime: totalTime, reverse: !finishing)
    startFrames()
  }

  func runnerDidUpdate(progress: Double) {
    self.progress = progress
  }
}
