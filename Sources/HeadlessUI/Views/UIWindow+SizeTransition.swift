import Foundation

extension UIWindow {
  /// Gives the window (and its screen) a new size as iOS does when the device turns or the
  /// app's window is resized in Split View, over `duration` seconds of the window's clock:
  ///
  /// 1. every controller from the root up the presentation chain hears
  ///    `viewWillTransition(to:with:)` (a presented one through its presentation controller,
  ///    whose default forwards it), and a container forwards it to its children (`super`);
  /// 2. inside one `UIView.animate` of `duration` (ease in and out): the screen takes `size`
  ///    and its safe area (``UIScreen/safeAreaInsets(for:)``), the window, the root's view and
  ///    each presentation's container fill it, a presented view not in a custom presentation
  ///    takes its presentation controller's frame, layout runs, and the blocks the controllers
  ///    gave the coordinator's `animate(alongsideTransition:completion:)` run;
  /// 3. when the animation ends, their completions run.
  ///
  /// Apple documents the calls and the coordinator
  /// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:));
  /// the duration of a rotation is not documented (0.4 s is what a rotation of an iPhone takes,
  /// measured by eye), the coordinator's `targetTransform` is identity (nothing here turns), and
  /// that a presentation controller forwards the call to its presented controller by default is
  /// HeadlessUI's assumption. Nothing calls it during a replay unless the scene's setup or a
  /// test does.
  ///
  /// - Parameters:
  ///   - size: the new size in points; a size with a non-finite or negative side is ignored.
  ///   - duration: how long the resize animates, in seconds (0: at once, completions included).
  public func transition(to size: CGSize, duration: TimeInterval = 0.4) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    let coordinator = SizeTransitionCoordinator(window: self, duration: max(0, duration))
    let stack = presentationStack
    for (index, controller) in stack.enumerated() {
      if index > 0, let presentation = controller.presentationController {
        presentation.viewWillTransition(to: size, with: coordinator)
      } else {
        controller.viewWillTransition(to: size, with: coordinator)
      }
    }
    let resize: @MainActor @Sendable () -> Void = {
      self.screen = UIScreen(size: size, scale: self.screen.scale)
      self.frame = CGRect(origin: self.frame.origin, size: size)
      stack.first?.viewIfLoaded?.frame = self.bounds
      for controller in stack.dropFirst() {
        guard let presentation = controller.presentationController,
          let container = presentation.containerView
        else { continue }
        container.frame = self.bounds
        if controller.modalPresentationStyle != .custom {
          presentation.presentedView?.frame = presentation.frameOfPresentedViewInContainerView
        }
      }
      self.setNeedsLayout()
      self.layoutIfNeeded()
      for block in coordinator.alongside { block(coordinator) }
    }
    let finish: @MainActor @Sendable () -> Void = {
      coordinator.hasEnded = true
      for completion in coordinator.completions { completion(coordinator) }
    }
    guard coordinator.isAnimated else {
      resize()
      finish()
      return
    }
    UIView.animate(
      withDuration: coordinator.transitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: resize, completion: { _ in finish() })
  }
}
