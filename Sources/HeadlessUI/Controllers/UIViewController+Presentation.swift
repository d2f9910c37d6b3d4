import Foundation

extension UIViewController {
  /// Presents `viewControllerToPresent` over this controller's top-level ancestor.
  ///
  /// Without a custom animator (or with `animated: false`) the hierarchy is updated at once:
  /// the presented view fills the window in a new container view on top; the presenter's view
  /// leaves the window when the style ``UIModalPresentationStyle/removesPresentersView``;
  /// appearance callbacks run (presenter will-disappear, presented will-appear, presenter
  /// did-disappear, presented did-appear) and then `completion`. With an animator from the
  /// presented controller's `transitioningDelegate`, the will-callbacks run, the animator (or
  /// the interaction controller) gets a transition context, and the rest happens when it
  /// calls `completeTransition(_:)`; `false` restores the previous hierarchy, sends the
  /// reverse callbacks and skips `completion`.
  ///
  /// Ignored (as UIKit does, with a log) when the presenter already presents something, is
  /// not in a window, when a transition is running in the window, or when the controller is
  /// already presented.
  ///
  /// ``present(_:animated:completion:)`` (open, in the class, so apps override it) does this.
  func presentModally(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    let presenter = topLevelController
    let presented = viewControllerToPresent
    guard let window = presenter.presentationWindow, window.activeTransition == nil,
      presenter.storedPresentedViewController == nil,
      presented.storedPresentingViewController == nil, presented !== presenter,
      presented.parent == nil, presented.rootWindow == nil
    else { return }

    let style = presented.modalPresentationStyle
    let presentation = presented.presentationControllerForPresenting(by: presenter, source: self)
    let removesPresenter =
      style == .custom ? presentation.shouldRemovePresentersView : style.removesPresentersView
    let presenterView = presenter.view!
    presenter.storedPresentedViewController = presented
    presented.storedPresentingViewController = presenter
    presented.isBeingPresented = true
    presented.loadViewIfNeeded()
    let presentedView = presented.view!

    let container = UITransitionView(frame: window.bounds)
    window.addSubview(container)
    presented.presentationContainer = container
    presentation.bind(presenter: presenter, container: container)
    let presenterHome = ViewPlacement(presenterView)
    if removesPresenter { presented.presenterViewHome = presenterHome }
    let presentedHome = ViewPlacement(presentedView)
    let presentedFrame = presentation.frameOfPresentedViewInContainerView
    presentedView.frame = presentedFrame

    let animator =
      flag
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: presenter, source: self) : nil

    // The finish step needs the context's animator; the context needs the finish step.
    var finish: (Bool) -> Void = { _ in }
    let context = UIViewControllerTransitionContext(
      operation: .present, containerView: container, from: presenter, to: presented,
      fromView: removesPresenter ? presenterView : nil, toView: presentedView, animated: flag,
      style: style, animator: animator,
      frames: [
        (presenter, presenterView.frame, removesPresenter ? .zero : presenterView.frame),
        (presented, .zero, presentedFrame),
      ],
      onComplete: { finish($0) })
    if animator != nil { window.activeTransition = context }

    if removesPresenter { presenter.sendWillDisappear(flag) }
    presented.sendWillAppear(flag)
    presentation.presentationTransitionWillBegin()

    // Through the window's token, not `weak`: see ``LifetimeToken``.
    let windowReference = WeakReference(window)
    finish = { didComplete in
      let window = windowReference.object
      window?.activeTransition = nil
      presented.isBeingPresented = false
      if didComplete {
        if presentedView.superview !== container { container.addSubview(presentedView) }
        if removesPresenter { presenterView.removeFromSuperview() } else { presenterHome.restore() }
        presentation.presentationTransitionDidEnd(true)
        animator?.animationEnded(true)
        if removesPresenter { presenter.sendDidDisappear(flag) }
        presented.sendDidAppear(flag)
        window?.layoutIfNeeded()
        completion?()
      } else {
        presentation.presentationTransitionDidEnd(false)
        presentedHome.restore()
        container.removeFromSuperview()
        presenterHome.restore()
        presented.presentationContainer = nil
        presented.presenterViewHome = nil
        presenter.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        animator?.animationEnded(false)
        presented.sendWillDisappear(flag)
        presented.sendDidDisappear(flag)
        if removesPresenter {
          presenter.sendWillAppear(flag)
          presenter.sendDidAppear(flag)
        }
      }
    }

    guard let animator else {
      container.addSubview(presentedView)
      context.start(interactor: nil)
      return
    }
    let interactor = presented.transitioningDelegate?.interactionControllerForPresentation(
      using: animator)
    context.start(interactor: interactor)
  }

  /// Dismisses the controller this one presents, or this controller if it presents nothing
  /// (through its top-level ancestor). Controllers presented above the one being dismissed are
  /// removed at once; the dismissed one goes with or without its custom animator as in
  /// ``present(_:animated:completion:)``. The presenter's view returns to where it was.
  /// ``dismiss(animated:completion:)`` (open, in the class) does this.
  func dismissModally(animated flag: Bool, completion: (@MainActor () -> Void)?) {
    performDismiss(animated: flag, builtIn: nil, completion: completion)
  }

  /// The dismissal a sheet's pull starts: the default sheet animation driven by `interaction`;
  /// `completion` runs when the sheet is gone.
  func dismissBySheetPull(
    interaction: UIPercentDrivenInteractiveTransition, completion: @escaping @MainActor () -> Void
  ) {
    performDismiss(
      animated: true, builtIn: (DefaultSheetDismissAnimator(), interaction),
      completion: completion)
  }

  private func performDismiss(
    animated flag: Bool,
    builtIn: (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning)?,
    completion: (@MainActor () -> Void)?
  ) {
    let top = topLevelController
    let dismissed: UIViewController
    if let presented = top.storedPresentedViewController {
      dismissed = presented
    } else if top.storedPresentingViewController != nil {
      dismissed = top
    } else {
      return
    }
    guard let presenter = dismissed.storedPresentingViewController,
      let window = dismissed.presentationWindow ?? presenter.presentationWindow,
      window.activeTransition == nil
    else { return }

    // Anything presented above goes at once, without callbacks to the hidden ones.
    while let above = dismissed.storedPresentedViewController {
      var topmost = above
      while let next = topmost.storedPresentedViewController { topmost = next }
      topmost.removePresentationImmediately()
    }

    let style = dismissed.modalPresentationStyle
    let removesPresenter = dismissed.presenterViewHome != nil
    let presentation = dismissed.storedPresentationController
    let dismissedView = dismissed.view!
    let presenterView = presenter.view!
    guard let container = dismissed.presentationContainer else { return }
    let dismissedHome = ViewPlacement(dismissedView)
    let presenterHome = ViewPlacement(presenterView)
    let presenterTarget = dismissed.presenterViewHome
    dismissed.isBeingDismissed = true

    let animator =
      builtIn?.0
      ?? (flag
        ? dismissed.transitioningDelegate?.animationController(forDismissed: dismissed) : nil)

    var finish: (Bool) -> Void = { _ in }
    let finalPresenterFrame = presenterTarget?.frame ?? presenterView.frame
    let context = UIViewControllerTransitionContext(
      operation: .dismiss, containerView: container, from: dismissed, to: presenter,
      fromView: dismissedView, toView: removesPresenter ? presenterView : nil, animated: flag,
      style: style, animator: animator,
      frames: [
        (dismissed, dismissedView.frame, .zero),
        (presenter, removesPresenter ? .zero : presenterView.frame, finalPresenterFrame),
      ],
      onComplete: { finish($0) })
    if animator != nil { window.activeTransition = context }

    dismissed.sendWillDisappear(flag)
    if removesPresenter { presenter.sendWillAppear(flag) }
    presentation?.dismissalTransitionWillBegin()

    // Through the window's token, not `weak`: see ``LifetimeToken``.
    let windowReference = WeakReference(window)
    finish = { didComplete in
      let window = windowReference.object
      window?.activeTransition = nil
      dismissed.isBeingDismissed = false
      if didComplete {
        dismissedView.removeFromSuperview()
        container.removeFromSuperview()
        // A presenter whose view stayed in the window (`.overFullScreen`, `.overCurrentContext`,
        // a custom presentation that keeps it) is not part of a finished dismissal: it stays
        // where the animator left it (docs/HEADLESSUI.md, "Presentation").
        if let presenterTarget {
          presenterTarget.restore()
        } else {
          presenterHome.restore(keepingFrame: true)
        }
        dismissed.presentationContainer = nil
        dismissed.presenterViewHome = nil
        presenter.storedPresentedViewController = nil
        dismissed.storedPresentingViewController = nil
        presentation?.dismissalTransitionDidEnd(true)
        animator?.animationEnded(true)
        dismissed.sendDidDisappear(flag)
        if removesPresenter { presenter.sendDidAppear(flag) }
        window?.layoutIfNeeded()
        completion?()
      } else {
        if container.superview == nil, let window { window.addSubview(container) }
        dismissedHome.restore()
        presenterHome.restore()
        presentation?.dismissalTransitionDidEnd(false)
        animator?.animationEnded(false)
        if removesPresenter {
          presenter.sendWillDisappear(flag)
          presenter.sendDidDisappear(flag)
        }
        dismissed.sendWillAppear(flag)
        dismissed.sendDidAppear(flag)
      }
    }

    guard let animator else {
      context.start(interactor: nil)
      return
    }
    let interactor =
      builtIn?.1
      ?? dismissed.transitioningDelegate?.interactionControllerForDismissal(using: animator)
    context.start(interactor: interactor)
  }

  /// Ends this (topmost) presentation at once: views out, links cleared, presenter back.
  func removePresentationImmediately() {
    guard let presenter = storedPresentingViewController else { return }
    sendWillDisappear(false)
    viewIfLoaded?.removeFromSuperview()
    presentationContainer?.removeFromSuperview()
    presenterViewHome?.restore()
    presentationContainer = nil
    presenterViewHome = nil
    presenter.storedPresentedViewController = nil
    storedPresentingViewController = nil
    sendDidDisappear(false)
  }
}

/// The container a presentation lives in (UIKit's `UITransitionView`): fills the window. Its
/// layout tells the presentation controller (`containerViewWillLayoutSubviews` before,
/// `containerViewDidLayoutSubviews` after), where a custom presentation places its views.
@preconcurrency @MainActor
public final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?

  public override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}
