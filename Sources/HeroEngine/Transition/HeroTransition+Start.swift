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
      if let toViewController, let transitionContext {
        let final = transitionContext.finalFrame(for: toViewController)
        if final != .zero { toView.frame = final }
      } else {
        toView.frame = fromView.frame
      }
      // Hero forces a layout here and again below (setNeedsLayout + layoutIfNeeded); headless
      // views lay out when something changed, which gives the same geometry for less work.
      toView.layoutIfNeeded()
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
      snapshotsMade.removeAll { $0.view == nil }
      snapshotsMade.append(WeakView(view: snapshot))
      if let host = window ?? transitionContainer {
        host.addSubview(snapshot)
        emit(.snapshotAdded)
      }
    } else {
      fullScreenSnapshot = nil
    }

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

    if let toView, let fromView {
      container.addSubview(toView)
      container.addSubview(fromView)
      toView.layoutIfNeeded()
      context.set(fromView: fromView, toView: toView)
    }

    if (viewOrderingStrategy == .auto && !isPresenting)
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

    if inNavigationController, let clock = activeClock {
      // Hero dispatches `animate()` to the main queue inside a navigation controller: the
      // transition stays `.starting` until the clock runs.
      clock.schedule(at: clock.now) { [weak self] in self?.animateFromQueue() }
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
  /// controller's top controller, else every loaded child (recursively).
  /// Each delegate reached is reported as a ``HeroEngineEvent/Kind-swift.enum/delegateCallback(name:controller:)``
  /// named `event`.
  func forEachDelegate(
    in controller: UIViewController, event: String,
    _ body: (HeroViewControllerDelegate) -> Void
  ) {
    func reach(_ delegate: HeroViewControllerDelegate, _ controller: UIViewController) {
      if !eventObservers.isEmpty {
        emit(.delegateCallback(name: event, controller: String(describing: type(of: controller))))
      }
      body(delegate)
    }
    if let delegate = controller as? HeroViewControllerDelegate { reach(delegate, controller) }
    if let navigation = controller as? UINavigationController,
      let top = navigation.topViewController, let delegate = top as? HeroViewControllerDelegate
    {
      reach(delegate, top)
    } else if !(controller is UINavigationController) {
      for child in controller.children where child.isViewLoaded {
        forEachDelegate(in: child, event: event, body)
      }
    }
  }
}
