import Foundation
import HeadlessUI

extension HeroTransition {
  /// Starts a notified transition (docs/spec/HERO.md §1.4 notified → starting): tells the view-controller
  /// delegates, builds the container and context, runs the preprocessors, then animates.
  /// Apps do not call it; UIKit and ``transition(from:to:in:completion:)`` do.
  public func start() {
    guard state == .notified, !hasCrashed else { return }
    activeClock = resolveClock()
    state = .starting
    isBeforeContext = true
    defer { isBeforeContext = false }

    if let toView, let fromView {
      // Where the presenting view lives, for an overFullScreen dismissal to put it back
      // (Hero 1.6.4 Sources/Transition/HeroTransition+Start.swift:34-37).
      if isPresenting && !inContainerController {
        originalSuperview = fromView.superview
        originalFrame = fromView.frame
      }
      if let toViewController, let transitionContext {
        // A zero final frame (a view UIKit does not place) is left alone; see docs/ENGINE.md.
        let final = transitionContext.finalFrame(for: toViewController)
        if final != .zero { toView.frame = final }
      } else {
        toView.frame = fromView.frame
      }
      toView.setNeedsLayout()
      if toView.window != nil { toView.layoutIfNeeded() }
    }

    if let fromViewController, let toViewController {
      forEachDelegate(in: fromViewController, event: "willStart") {
        $0.heroWillStartTransition()
        $0.heroWillStartAnimatingTo(viewController: toViewController)
      }
      forEachDelegate(in: toViewController, event: "willStart") {
        $0.heroWillStartTransition()
        $0.heroWillStartAnimatingFrom(viewController: fromViewController)
      }
    }

    // A delegate above may have finished, cancelled or crashed the transition.
    guard state == .starting, !hasCrashed else { return }

    // "take a snapshot to hide all the flashing that might happen": the whole window (else the
    // source view) goes over everything; only `animate()` takes it away again.
    let window = transitionContainer?.window
    if let snapshot = window?.snapshotView(afterScreenUpdates: false)
      ?? fromView?.snapshotView(afterScreenUpdates: false)
    {
      fullScreenSnapshot = snapshot
      snapshotsMade.removeAll { $0.object == nil }
      snapshotsMade.append(WeakReference(snapshot))
      if let host = window ?? transitionContainer {
        host.addSubview(snapshot)
        emit(.snapshotAdded)
      }
    } else {
      fullScreenSnapshot = nil
    }

    // The container an overFullScreen transition left in either controller's view goes
    // (lines 67-74); the views it kept hidden get their alpha back below.
    for controller in [fromViewController, toViewController] {
      if let old = controller?.hero.storedSnapshot {
        old.removeFromSuperview()
        controller?.hero.storedSnapshot = nil
        storedPresentations.removeAll()
        storedPresentationClock = nil
      }
    }

    plugins = Self.enabledPlugins.map { $0.init() }
    for plugin in plugins { plugin.hero = self }

    guard let transitionContainer else {
      isBeforeContext = false
      complete(finished: false)
      return
    }
    transitionContainer.isUserInteractionEnabled = isUserInteractionEnabled
    let container = UIView(frame: transitionContainer.bounds)
    container.isUserInteractionEnabled = false
    if !toOverFullScreen && !fromOverFullScreen { container.backgroundColor = containerColor }
    transitionContainer.addSubview(container)
    self.container = container
    let context = HeroContext(container: container)
    self.context = context
    isBeforeContext = false

    if let toView, let fromView, toView !== fromView {
      // Lines 117-139: the presenting view's frame in the container is remembered when
      // presenting and given back to the destination when dismissing.
      if isPresenting && !inContainerController {
        originalFrameInContainer = fromView.superview?.convert(fromView.frame, to: container)
      }
      if !isPresenting, let frame = originalFrameInContainer { toView.frame = frame }
      HeroContext.loadViewAlpha(rootView: toView)
      HeroContext.loadViewAlpha(rootView: fromView)
      container.addSubview(toView)
      container.addSubview(fromView)
      if isPresenting, let frame = originalFrameInContainer { fromView.frame = frame }
      toView.updateConstraints()
      toView.setNeedsLayout()
      toView.layoutIfNeeded()
      context.set(fromView: fromView, toView: toView)
    }

    if (viewOrderingStrategy == .auto && !isPresenting && !inTabBarController)
      || viewOrderingStrategy == .sourceViewOnTop
    {
      context.insertToViewFirst = true
    }

    IgnoreSubviewModifiersPreprocessor.process(context)
    ConditionalPreprocessor.process(context, transition: self)
    DefaultAnimationPreprocessor.process(self, context: context)
    MatchPreprocessor.process(context)
    SourcePreprocessor.process(context)
    CascadePreprocessor.process(context)
    for plugin in plugins {
      plugin.process(fromViews: context.fromViews, toViews: context.toViews)
    }

    // The destination stays hidden until `animate()` (lines 168-170, and Animate.swift:31-33).
    if let toView { context.hide(toView) }

    if inNavigationController, let clock = activeClock {
      // Hero dispatches `animate()` to the main queue inside a navigation controller: the
      // transition stays `.starting` until the clock runs.
      let transition = WeakReference(self)
      clock.schedule(at: clock.now) { transition.object?.animateFromQueue() }
    } else {
      animate()
    }
  }

  /// The `DispatchQueue.main.async { self.animate() }` of a navigation transition: when the
  /// transition completed in the meantime, Hero's `animate()` returns at its guard and the
  /// full-screen snapshot stays (reported as ``HeroEngineEvent/Kind-swift.enum/queuedAnimateSkipped``).
  func animateFromQueue() {
    guard !hasCrashed else { return }
    if state != .starting {
      if fullScreenSnapshot?.superview != nil { emit(.queuedAnimateSkipped) }
      return
    }
    animate()
  }

  /// Calls `body` on the delegate of `controller`'s tree: the controller, then a navigation
  /// controller's top controller or a tab bar controller's selected one when that is a
  /// delegate, else every loaded child (recursively) — Hero 1.6.4
  /// Sources/HeroViewControllerDelegate.swift:39-55.
  /// Each delegate reached is reported as a ``HeroEngineEvent/Kind-swift.enum/delegateCallback(name:controller:)``
  /// named `event`.
  func forEachDelegate(
    in controller: UIViewController, event: String,
    _ body: (HeroViewControllerDelegate) -> Void
  ) {
    func reach(_ delegate: HeroViewControllerDelegate, _ controller: UIViewController) {
      if !eventObservers.isEmpty {
        emit(.delegateCallback(name: event, controller: TypeLookup.name(of: controller)))
      }
      body(delegate)
    }
    if let delegate = TypeLookup.cast(controller, to: HeroViewControllerDelegate.self) {
      reach(delegate, controller)
    }
    if let navigation = controller as? UINavigationController,
      let top = navigation.topViewController,
      let delegate = TypeLookup.cast(top, to: HeroViewControllerDelegate.self)
    {
      reach(delegate, top)
    } else if let tabs = controller as? UITabBarController,
      let selected = tabs.selectedViewController,
      let delegate = TypeLookup.cast(selected, to: HeroViewControllerDelegate.self)
    {
      reach(delegate, selected)
    } else {
      // Also a navigation controller whose top controller is no delegate, or a tab bar
      // controller whose selected one is not: every loaded child, recursively.
      for child in controller.children where child.isViewLoaded {
        forEachDelegate(in: child, event: event, body)
      }
    }
  }
}
