import Foundation
import HeadlessUI

extension HeroTransition {
  /// Starts a notified transition (§1.4 notified → starting): tells the view-controller
  /// delegates, builds the container and context, runs the preprocessors, then animates.
  /// Apps do not call it; UIKit and ``transition(from:to:in:completion:)`` do.
  public func start() {
    guard state == .notified else { return }
    activeClock = resolveClock()
    state = .starting

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
      forEachDelegate(in: fromViewController) {
        $0.heroWillStartTransition()
        $0.heroWillStartAnimatingTo(viewController: toViewController)
      }
      forEachDelegate(in: toViewController) {
        $0.heroWillStartTransition()
        $0.heroWillStartAnimatingFrom(viewController: fromViewController)
      }
    }

    guard let transitionContainer else {
      complete(finished: false)
      return
    }
    let container = UIView(frame: transitionContainer.bounds)
    if !toOverFullScreen && !fromOverFullScreen { container.backgroundColor = containerColor }
    transitionContainer.isUserInteractionEnabled = isUserInteractionEnabled
    transitionContainer.addSubview(container)
    self.container = container
    let context = HeroContext(container: container)
    self.context = context

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
      clock.schedule(at: clock.now) { [weak self] in self?.animate() }
    } else {
      animate()
    }
  }

  /// Calls `body` on the delegate of `controller`'s tree: the controller, then a navigation
  /// controller's top controller, else every loaded child (recursively).
  func forEachDelegate(
    in controller: UIViewController, _ body: (HeroViewControllerDelegate) -> Void
  ) {
    if let delegate = controller as? HeroViewControllerDelegate { body(delegate) }
    if let navigation = controller as? UINavigationController,
      let top = navigation.topViewController as? HeroViewControllerDelegate
    {
      body(top)
    } else if !(controller is UINavigationController) {
      for child in controller.children where child.isViewLoaded {
        forEachDelegate(in: child, body)
      }
    }
  }
}
