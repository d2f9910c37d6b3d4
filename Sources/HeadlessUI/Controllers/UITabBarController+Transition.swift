import Foundation

/// A switch between tabs is a transition like a push: without an animator from the delegate
/// the new tab's view replaces the old one at once (will/did callbacks in UIKit's order);
/// with one, a transition context runs it (the tab bar controller's view as the container),
/// and `completeTransition(false)` selects the old tab again. Either way the transition
/// observer hears it (operation `tabSwitch`).
extension UITabBarController {
  func switchTabsByTransition(from old: UIViewController, to new: UIViewController, oldIndex: Int) {
    let visible = view.window != nil
    let animator =
      visible
      ? delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
      : nil
    let animated = animator != nil
    let fromView = old.view!
    let toView = new.view!
    let fromHome = ViewPlacement(fromView)
    let toHome = ViewPlacement(toView)
    toView.frame = view.bounds

    var finish: (Bool) -> Void = { _ in }
    let context = UIViewControllerTransitionContext(
      operation: .tabSwitch, containerView: view, from: old, to: new, fromView: fromView,
      toView: toView, animated: animated, style: .fullScreen, animator: animator,
      frames: [(old, fromView.frame, .zero), (new, .zero, view.bounds)],
      onComplete: { finish($0) })
    if animator != nil { activeTransition = context }

    if visible {
      old.sendWillDisappear(animated)
      new.sendWillAppear(animated)
    }

    finish = { [weak self] didComplete in
      guard let self else { return }
      self.activeTransition = nil
      if didComplete {
        fromView.removeFromSuperview()
        if toView.superview !== self.view {
          self.view.insertSubview(toView, belowSubview: self.tabBar)
        }
        toView.frame = self.view.bounds
        self.tabBar.selectedItem = new.tabBarItem
        animator?.animationEnded(true)
        if visible {
          old.sendDidDisappear(animated)
          new.sendDidAppear(animated)
        }
      } else {
        toHome.restore()
        fromHome.restore()
        self.restoreSelection(oldIndex)
        animator?.animationEnded(false)
        if visible {
          new.sendWillDisappear(animated)
          new.sendDidDisappear(animated)
          old.sendWillAppear(animated)
          old.sendDidAppear(animated)
        }
      }
    }

    guard let animator else {
      view.insertSubview(toView, belowSubview: tabBar)
      context.start(interactor: nil)
      return
    }
    let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
    context.start(interactor: interactor)
  }
}
