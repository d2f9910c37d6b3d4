import Foundation
import HeadlessUI

extension HeroTransition {
  /// Ends the transition (docs/spec/HERO.md §3.5): removes the snapshots, puts the real views back, tells the
  /// delegates and UIKit, and resets to `.possible`. In `.notified` it records the request
  /// for `animate()`; in `.possible` and `.completing` it does nothing. Apps do not call it.
  public func complete(finished: Bool) {
    guard !hasCrashed else { return }
    if state == .notified { forceFinishing = finished }
    guard state == .animating || state == .starting else { return }
    if isBeforeContext {
      // `context` is `HeroContext!`, still nil while `start()` tells the delegates: Hero's
      // `context.clean()` traps here.
      crashed(
        (finished ? "finish" : "cancel")
          + " during start(), before Hero's context exists: Hero 1.6.4 unwraps a nil context in "
          + "complete(finished:) (HeroTransition+Complete.swift)")
      return
    }
    lastTransitionFinished = finished
    state = .completing
    runner.stop()
    stopFrames()

    context?.unhideAll()
    if let toView, let fromView, let transitionContainer {
      if (toOverFullScreen && finished) || (fromOverFullScreen && !finished) {
        transitionContainer.addSubview(finished ? fromView : toView)
      }
      transitionContainer.addSubview(finished ? toView : fromView)
    }
    if let container, container.superview === transitionContainer {
      container.removeFromSuperview()
    }
    animator.clean()
    transitionContainer?.isUserInteractionEnabled = true

    emit(.completed(finished: finished))
    let callback = completionCallback
    let uikitContext = transitionContext
    let from = fromViewController
    let to = toViewController
    callback?(finished)

    if let from, let to {
      if finished {
        forEachDelegate(in: from, event: "didEnd") {
          $0.heroDidEndAnimatingTo(viewController: to)
          $0.heroDidEndTransition()
        }
        forEachDelegate(in: to, event: "didEnd") {
          $0.heroDidEndAnimatingFrom(viewController: from)
          $0.heroDidEndTransition()
        }
      } else {
        forEachDelegate(in: from, event: "didCancel") {
          $0.heroDidCancelAnimatingTo(viewController: to)
          $0.heroDidCancelTransition()
        }
        forEachDelegate(in: to, event: "didCancel") {
          $0.heroDidCancelAnimatingFrom(viewController: from)
          $0.heroDidCancelTransition()
        }
      }
    }
    if finished {
      uikitContext?.finishInteractiveTransition()
    } else {
      uikitContext?.cancelInteractiveTransition()
    }
    uikitContext?.completeTransition(finished)

    // Reset everything (docs/spec/HERO.md §3.5 step 9).
    transitionContext = nil
    fromViewController = nil
    toViewController = nil
    inNavigationController = false
    forceNotInteractive = false
    progressObservers = nil
    transitionContainer = nil
    completionCallback = nil
    forceFinishing = nil
    container = nil
    startingProgress = nil
    context = nil
    if resetDefaultAnimationAfterTransition {
      defaultAnimation = .auto
      resetDefaultAnimationAfterTransition = false
    }
    if resetContainerColorAfterTransition {
      containerColor = .black
      resetContainerColorAfterTransition = false
    }
    progress = 0
    totalDuration = 0
    state = .possible
    activeClock = nil
  }
}
