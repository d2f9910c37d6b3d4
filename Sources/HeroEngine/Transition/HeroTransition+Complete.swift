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

    // Hero's `context.clean()` first: views animated in place go back to their superviews.
    context?.restoreViewsAnimatedInPlace()

    if let toView, let fromView, let context, let container {
      if finished && isPresenting && toOverFullScreen {
        // Finished presenting over full screen (Hero 1.6.4
        // Sources/Transition/HeroTransition+Complete.swift:60-67): the destination shows
        // again; the source's views stay hidden, with their alpha stored, under Hero's
        // container, which stays in the source view with the source's snapshots as they
        // ended.
        keepUnderContainer(
          shown: toView, kept: fromView, of: fromViewController, context, container)
      } else if !finished && !isPresenting && fromOverFullScreen {
        // Cancelled dismissing an over-full-screen controller (lines 68-75): the mirror.
        keepUnderContainer(shown: fromView, kept: toView, of: toViewController, context, container)
      } else {
        context.unhideAll()
        context.removeAllSnapshots()
      }
      // Lines 81-85: the views go back to UIKit's container.
      if let transitionContainer {
        if (toOverFullScreen && finished) || (fromOverFullScreen && !finished) {
          transitionContainer.addSubview(finished ? fromView : toView)
        }
        transitionContainer.addSubview(finished ? toView : fromView)
      }
      // Lines 87-105: a presenting view UIKit did not take goes back where it was.
      if isPresenting != finished, !inContainerController, transitionContext != nil {
        let view = isPresenting ? fromView : toView
        if let superview = originalSuperview, superview.window != nil {
          superview.addSubview(view)
          if let frame = originalFrame { view.frame = frame }
        } else {
          container.window?.addSubview(view)
        }
      }
    } else {
      context?.unhideAll()
    }
    // Lines 108-113: cleared only when a dismissal finishes.
    if !isPresenting && finished {
      originalSuperview = nil
      originalFrame = nil
      originalFrameInContainer = nil
    }
    if let container, container.superview === transitionContainer {
      container.removeFromSuperview()
    }
    animator.clean()
    for plugin in plugins { plugin.clean() }
    transitionContainer?.isUserInteractionEnabled = true

    emit(.completed(finished: finished))
    let callback = completionCallback
    let uikitContext = transitionContext
    let from = fromViewController
    let to = toViewController
    callback?(finished)

    // Lines 121-130 (Hero #354): animations iOS leaves on the tab bar go.
    (finished ? to : from)?.tabBarController?.tabBar.layer.removeAllAnimations()

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
    inTabBarController = false
    forceNotInteractive = false
    progressObservers = nil
    transitionContainer = nil
    completionCallback = nil
    forceFinishing = nil
    container = nil
    startingProgress = nil
    plugins.removeAll()
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

  /// Keeps the snapshots of every animated view in `side` (the ones Hero leaves in its
  /// container when an overFullScreen transition ends, with their animations still on the
  /// layers), for ``presentation(of:)`` until the next transition starts.
  private func keepSnapshots(of side: UIView) {
    storedPresentations.removeAll()
    storedPresentationClock = activeClock
    for viewContext in animator.contexts where viewContext.view.isDescendant(of: side) {
      storedPresentations[ObjectIdentifier(viewContext.view)] = viewContext
    }
  }

  /// The over-full-screen ending: `shown`'s subtree unhidden and its snapshots removed; `kept`'s
  /// views left hidden with their alpha stored, under Hero's container, which moves into
  /// `kept` and stays there as `controller`'s stored snapshot, its snapshots' animations going on.
  private func keepUnderContainer(
    shown: UIView, kept: UIView, of controller: UIViewController?, _ context: HeroContext,
    _ container: UIView
  ) {
    context.unhide(rootView: shown)
    context.removeSnapshots(rootView: shown)
    keepSnapshots(of: kept)
    context.storeViewAlpha(rootView: kept)
    controller?.hero.storedSnapshot = container
    container.superview?.addSubview(kept)
    kept.addSubview(container)
  }
}
