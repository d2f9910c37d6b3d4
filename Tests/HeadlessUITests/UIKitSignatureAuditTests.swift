import Foundation
import HeadlessUI
import Testing

/// UIKit's declarations as Apple's pages give them, each written as a value of exactly the
/// declared type: a HeadlessUI declaration that differs (an optional that UIKit does not have,
/// another argument label, a missing default) stops this file from compiling, so a ported file
/// that uses it as iOS code does compiles. One row per declaration, the page it comes from
/// beside it (developer.apple.com/documentation/uikit/…).
///
/// One difference is kept on purpose: a delegate protocol's optional requirement
/// (`@objc optional`, which only the Objective-C runtime has) is a requirement with a default
/// implementation here, so UIKit's own `delegate?.method?(…)` spelling is plain `method(…)`;
/// an app implements it with UIKit's signature either way (docs/PORTING.md).
@MainActor
@Suite("UIKit's declarations, as Apple's pages give them")
struct UIKitSignatureAuditTests {
  /// A row: the declaration, its page, and a use of it typed as the page declares it.
  struct Row {
    let declaration: String
    let page: String
    let use: @MainActor () -> Void
  }

  static let rows: [Row] = [
    Row(
      declaration: "UIPanGestureRecognizer.translation(in:) -> CGPoint",
      page: "uipangesturerecognizer/translation(in:)"
    ) {
      let f: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.translation(
        in:)
      _ = f
    },
    Row(
      declaration: "UIPanGestureRecognizer.setTranslation(_:in:)",
      page: "uipangesturerecognizer/settranslation(_:in:)"
    ) {
      let f: (UIPanGestureRecognizer) -> (CGPoint, UIView?) -> Void =
        UIPanGestureRecognizer.setTranslation(_:in:)
      _ = f
    },
    Row(
      declaration: "UIPanGestureRecognizer.velocity(in:) -> CGPoint",
      page: "uipangesturerecognizer/velocity(in:)"
    ) {
      let f: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.velocity(in:)
      _ = f
    },
    Row(
      declaration: "UIGestureRecognizer.location(in:) -> CGPoint",
      page: "uigesturerecognizer/location(in:)"
    ) {
      let f: (UIGestureRecognizer) -> (UIView?) -> CGPoint = UIGestureRecognizer.location(in:)
      _ = f
    },
    Row(
      declaration: "UIGestureRecognizer.view: UIView?", page: "uigesturerecognizer/view"
    ) {
      let f: (UIGestureRecognizer) -> UIView? = { $0.view }
      _ = f
    },
    Row(
      declaration: "UIViewController.present(_:animated:completion:)",
      page: "uiviewcontroller/present(_:animated:completion:)"
    ) {
      UIViewController().present(UIViewController(), animated: false)
    },
    Row(
      declaration: "UIViewController.dismiss(animated:completion:)",
      page: "uiviewcontroller/dismiss(animated:completion:)"
    ) {
      UIViewController().dismiss(animated: false)
      UIViewController().dismiss(animated: false, completion: nil)
      UIViewController().dismiss(animated: false) {}
    },
    Row(
      declaration: "UIViewController.presentingViewController: UIViewController?",
      page: "uiviewcontroller/presentingviewcontroller"
    ) {
      let f: (UIViewController) -> UIViewController? = { $0.presentingViewController }
      _ = f
    },
    Row(
      declaration: "UIViewController.transitionCoordinator: UIViewControllerTransitionCoordinator?",
      page: "uiviewcontroller/transitioncoordinator"
    ) {
      let f: (UIViewController) -> UIViewControllerTransitionCoordinator? = {
        $0.transitionCoordinator
      }
      _ = f
    },
    Row(
      declaration: "UINavigationController.popViewController(animated:) -> UIViewController?",
      page: "uinavigationcontroller/popviewcontroller(animated:)"
    ) {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let popped: UIViewController? = navigation.popViewController(animated: false)
      _ = popped
    },
    Row(
      declaration: "UINavigationController.pushViewController(_:animated:)",
      page: "uinavigationcontroller/pushviewcontroller(_:animated:)"
    ) {
      let f: (UINavigationController) -> (UIViewController, Bool) -> Void =
        UINavigationController.pushViewController(_:animated:)
      _ = f
    },
    Row(
      declaration:
        "UIPercentDrivenInteractiveTransition.update(_:), finish(), cancel(), pause(), completionSpeed, completionCurve",
      page: "uipercentdriveninteractivetransition"
    ) {
      let interaction = UIPercentDrivenInteractiveTransition()
      let update: (CGFloat) -> Void = interaction.update(_:)
      let finish: () -> Void = interaction.finish
      let cancel: () -> Void = interaction.cancel
      let pause: () -> Void = interaction.pause
      let speed: CGFloat = interaction.completionSpeed
      let curve: UIView.AnimationCurve = interaction.completionCurve
      _ = (update, finish, cancel, pause, speed, curve)
    },
    Row(
      declaration: "UIView.animate(withDuration:delay:options:animations:completion:)",
      page: "uiview/animate(withduration:delay:options:animations:completion:)"
    ) {
      UIView.animate(
        withDuration: 0, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
        animations: {}, completion: { (finished: Bool) in _ = finished })
    },
    Row(
      declaration:
        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
      page:
        "uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)"
    ) {
      UIView.animate(
        withDuration: 0, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [], animations: {}, completion: nil)
    },
    Row(
      declaration: "UIViewPropertyAnimator(duration:curve:animations:), fractionComplete",
      page: "uiviewpropertyanimator"
    ) {
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut, animations: nil)
      let fraction: CGFloat = animator.fractionComplete
      let continueAnimation: (UITimingCurveProvider?, CGFloat) -> Void =
        animator.continueAnimation(withTimingParameters:durationFactor:)
      _ = (fraction, continueAnimation)
    },
    Row(
      declaration: "UIViewControllerContextTransitioning.completeTransition(_:), containerView",
      page: "uiviewcontrollercontexttransitioning"
    ) {
      let f: (any UIViewControllerContextTransitioning) -> UIView = { $0.containerView }
      let g: (any UIViewControllerContextTransitioning) -> (Bool) -> Void = {
        $0.completeTransition
      }
      let h: (any UIViewControllerContextTransitioning) -> Bool = { $0.transitionWasCancelled }
      _ = (f, g, h)
    },
    Row(
      declaration: "UIView.convert(_:to:) -> CGPoint, convert(_:from:) -> CGRect",
      page: "uiview/convert(_:to:)-1vskh"
    ) {
      let view = UIView()
      let point: CGPoint = view.convert(CGPoint.zero, to: nil)
      let rect: CGRect = view.convert(CGRect.zero, from: nil)
      _ = (point, rect)
    },
    Row(
      declaration: "UIView.snapshotView(afterScreenUpdates:) -> UIView?",
      page: "uiview/snapshotview(afterscreenupdates:)"
    ) {
      let snapshot: UIView? = UIView().snapshotView(afterScreenUpdates: false)
      _ = snapshot
    },
    Row(
      declaration:
        "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:) -> Bool"
        + " (completion defaults to nil)",
      page: "uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)"
    ) {
      let f: (any UIViewControllerTransitionCoordinator) -> Bool = {
        $0.animate(alongsideTransition: { _ in })
      }
      let g: (any UIViewControllerTransitionCoordinator) -> Bool = {
        $0.animate(alongsideTransition: nil, completion: { _ in })
      }
      let h: (any UIViewControllerTransitionCoordinator) -> Void = {
        $0.notifyWhenInteractionChanges { _ in }
      }
      _ = (f, g, h)
    },
    Row(
      declaration:
        "UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:)",
      page:
        "uiviewcontrollertransitioncoordinator/animatealongsidetransition(in:animation:completion:)"
    ) {
      let f: (any UIViewControllerTransitionCoordinator) -> Bool = {
        $0.animateAlongsideTransition(in: nil, animation: { _ in })
      }
      _ = f
    },
    Row(
      declaration: "UIContentContainer.viewWillTransition(to:with:)",
      page: "uicontentcontainer/viewwilltransition(to:with:)"
    ) {
      let f: (UIViewController) -> (CGSize, any UIViewControllerTransitionCoordinator) -> Void =
        UIViewController.viewWillTransition(to:with:)
      let g:
        (UIPresentationController) -> (CGSize, any UIViewControllerTransitionCoordinator) ->
          Void = UIPresentationController.viewWillTransition(to:with:)
      _ = (f, g)
    },
    Row(
      declaration: "UIPercentDrivenInteractiveTransition update(_:), finish(), cancel(), pause()",
      page: "uipercentdriveninteractivetransition/update(_:)"
    ) {
      let interaction = UIPercentDrivenInteractiveTransition()
      let update: (CGFloat) -> Void = interaction.update
      let finish: () -> Void = interaction.finish
      let cancel: () -> Void = interaction.cancel
      let pause: () -> Void = interaction.pause
      let speed: CGFloat = interaction.completionSpeed
      let curve: UIView.AnimationCurve = interaction.completionCurve
      let percent: CGFloat = interaction.percentComplete
      let duration: CGFloat = interaction.duration
      let wantsInteractiveStart: Bool = interaction.wantsInteractiveStart
      _ = (update, finish, cancel, pause, speed, curve, percent, duration, wantsInteractiveStart)
    },
    Row(
      declaration:
        "UIPresentationController.init(presentedViewController:presenting:), presentedView,"
        + " containerView, frameOfPresentedViewInContainerView",
      page: "uipresentationcontroller"
    ) {
      let make: (UIViewController, UIViewController?) -> UIPresentationController =
        UIPresentationController.init(presentedViewController:presenting:)
      let presented = UIViewController()  // the presentation holds it unowned, as UIKit's does
      let presentation = make(presented, nil)
      let presentedView: UIView? = presentation.presentedView
      let container: UIView? = presentation.containerView
      let frame: CGRect = presentation.frameOfPresentedViewInContainerView
      let presenting: UIViewController = presentation.presentingViewController
      let willBegin: () -> Void = presentation.presentationTransitionWillBegin
      let didEnd: (Bool) -> Void = presentation.dismissalTransitionDidEnd
      _ = (presentedView, container, frame, presenting, willBegin, didEnd)
      withExtendedLifetime(presented) {}
    },
    Row(
      declaration: "UIScreenEdgePanGestureRecognizer.edges: UIRectEdge",
      page: "uiscreenedgepangesturerecognizer/edges"
    ) {
      let pan = UIScreenEdgePanGestureRecognizer()
      pan.edges = .left
      let edges: UIRectEdge = pan.edges
      _ = edges
    },
    Row(
      declaration:
        "UIGestureRecognizer state, isEnabled, cancelsTouchesInView, delaysTouchesBegan,"
        + " require(toFail:), delegate",
      page: "uigesturerecognizer"
    ) {
      let recognizer = UIPanGestureRecognizer()
      let state: UIGestureRecognizer.State = recognizer.state
      let enabled: Bool = recognizer.isEnabled
      let cancels: Bool = recognizer.cancelsTouchesInView
      let delays: Bool = recognizer.delaysTouchesBegan
      let requireToFail: (UIGestureRecognizer) -> Void = recognizer.require(toFail:)
      let delegate: (any UIGestureRecognizerDelegate)? = recognizer.delegate
      let maximum: Int = recognizer.maximumNumberOfTouches
      _ = (state, enabled, cancels, delays, requireToFail, delegate, maximum)
    },
    Row(
      declaration:
        "UIGestureRecognizerDelegate gestureRecognizerShouldBegin(_:),"
        + " gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
      page: "uigesturerecognizerdelegate"
    ) {
      final class Delegate: NSObject, UIGestureRecognizerDelegate {}
      let delegate: any UIGestureRecognizerDelegate = Delegate()
      let pan = UIPanGestureRecognizer()
      let begins: Bool = delegate.gestureRecognizerShouldBegin(pan)
      let together: Bool = delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan)
      let requires: Bool = delegate.gestureRecognizer(pan, shouldRequireFailureOf: pan)
      let required: Bool = delegate.gestureRecognizer(pan, shouldBeRequiredToFailBy: pan)
      _ = (begins, together, requires, required)
    },
    Row(
      declaration:
        "UIScrollView contentOffset, setContentOffset(_:animated:), adjustedContentInset,"
        + " panGestureRecognizer: UIPanGestureRecognizer",
      page: "uiscrollview"
    ) {
      let scroll = UIScrollView()
      let offset: CGPoint = scroll.contentOffset
      let set: (CGPoint, Bool) -> Void = scroll.setContentOffset(_:animated:)
      let inset: UIEdgeInsets = scroll.adjustedContentInset
      let pan: UIPanGestureRecognizer = scroll.panGestureRecognizer
      let dragging: Bool = scroll.isDragging
      let decelerating: Bool = scroll.isDecelerating
      _ = (offset, set, inset, pan, dragging, decelerating)
    },
    Row(
      declaration:
        "UITableView indexPath(for:) -> IndexPath?, cellForRow(at:) -> UITableViewCell?,"
        + " selectRow(at:animated:scrollPosition:), dequeueReusableCell(withIdentifier:for:)",
      page: "uitableview"
    ) {
      let table = UITableView(frame: .zero, style: .plain)
      let indexPath: (UITableViewCell) -> IndexPath? = table.indexPath(for:)
      let cell: (IndexPath) -> UITableViewCell? = table.cellForRow(at:)
      let select: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void =
        table.selectRow(at:animated:scrollPosition:)
      let dequeue: (String, IndexPath) -> UITableViewCell =
        table.dequeueReusableCell(withIdentifier:for:)
      let selected: IndexPath? = table.indexPathForSelectedRow
      _ = (indexPath, cell, select, dequeue, selected)
    },
    Row(
      declaration:
        "UIViewControllerContextTransitioning viewController(forKey:), view(forKey:),"
        + " finalFrame(for:), initialFrame(for:), interactive updates",
      page: "uiviewcontrollercontexttransitioning/viewcontroller(forkey:)"
    ) {
      let a: (any UIViewControllerContextTransitioning) -> UIViewController? = {
        $0.viewController(forKey: .from)
      }
      let b: (any UIViewControllerContextTransitioning) -> UIView? = { $0.view(forKey: .to) }
      let c: (any UIViewControllerContextTransitioning, UIViewController) -> CGRect = {
        $0.finalFrame(for: $1)
      }
      let d: (any UIViewControllerContextTransitioning, UIViewController) -> CGRect = {
        $0.initialFrame(for: $1)
      }
      let e: (any UIViewControllerContextTransitioning) -> Void = {
        $0.updateInteractiveTransition(0.5)
        $0.finishInteractiveTransition()
        $0.cancelInteractiveTransition()
        $0.pauseInteractiveTransition()
      }
      let f: (any UIViewControllerContextTransitioning) -> Bool = { $0.isInteractive }
      _ = (a, b, c, d, e, f)
    },
    Row(
      declaration:
        "UINavigationControllerDelegate navigationController(_:animationControllerFor:from:to:),"
        + " navigationController(_:interactionControllerFor:)",
      page: "uinavigationcontrollerdelegate"
    ) {
      final class Delegate: NSObject, UINavigationControllerDelegate {}
      let delegate: any UINavigationControllerDelegate = Delegate()
      let navigation = UINavigationController()
      let animator: (any UIViewControllerAnimatedTransitioning)? =
        delegate.navigationController(
          navigation, animationControllerFor: .pop, from: UIViewController(),
          to: UIViewController())
      let interaction: (any UIViewControllerInteractiveTransitioning)? =
        delegate.navigationController(
          navigation, interactionControllerFor: UIViewControllerAnimatedTransitioningStandIn())
      _ = (animator, interaction)
    },
    Row(
      declaration:
        "UIViewControllerTransitioningDelegate presentationController(forPresented:presenting:source:)",
      page: "uiviewcontrollertransitioningdelegate"
    ) {
      final class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
      let delegate: any UIViewControllerTransitioningDelegate = Delegate()
      let controller = UIViewController()
      let presentation: UIPresentationController? =
        delegate.presentationController(
          forPresented: controller, presenting: nil, source: controller)
      let dismissal: (any UIViewControllerAnimatedTransitioning)? =
        delegate.animationController(forDismissed: controller)
      _ = (presentation, dismissal)
    },
    Row(
      declaration:
        "UIView.animate(withDuration:animations:), (withDuration:animations:completion:),"
        + " (withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
      page: "uiview/animate(withduration:animations:)"
    ) {
      // The SDK marks the blocks `@MainActor @Sendable` (Xcode 16's UIKit), as HeadlessUI does.
      let a: (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void = {
        UIView.animate(withDuration: $0, animations: $1)
      }
      let b:
        (
          TimeInterval, @escaping @MainActor @Sendable () -> Void,
          (@MainActor @Sendable (Bool) -> Void)?
        ) -> Void = {
          UIView.animate(withDuration: $0, animations: $1, completion: $2)
        }
      let c: () -> Void = {
        UIView.animate(
          withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
          options: [.curveEaseOut], animations: {}, completion: nil)
      }
      _ = (a, b, c)
    },
    Row(
      declaration:
        "UIViewPropertyAnimator startAnimation(), pauseAnimation(), isReversed,"
        + " addCompletion(_:), addAnimations(_:)",
      page: "uiviewanimating/startanimation()"
    ) {
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
      let start: () -> Void = animator.startAnimation
      let pause: () -> Void = animator.pauseAnimation
      let reversed: Bool = animator.isReversed
      animator.addCompletion { (position: UIViewAnimatingPosition) in _ = position }
      animator.addAnimations {}
      let state: UIViewAnimatingState = animator.state
      let running: Bool = animator.isRunning
      _ = (start, pause, reversed, state, running)
    },
    Row(
      declaration:
        "UIViewController performSegue(withIdentifier:sender:), prepare(for:sender:),"
        + " shouldPerformSegue(withIdentifier:sender:)",
      page: "uiviewcontroller/performsegue(withidentifier:sender:)"
    ) {
      let perform: (UIViewController) -> (String, Any?) -> Void =
        UIViewController.performSegue(withIdentifier:sender:)
      let prepare: (UIViewController) -> (UIStoryboardSegue, Any?) -> Void =
        UIViewController.prepare(for:sender:)
      let should: (UIViewController) -> (String, Any?) -> Bool =
        UIViewController.shouldPerformSegue(withIdentifier:sender:)
      _ = (perform, prepare, should)
    },
    Row(
      declaration:
        "UIStoryboard(name:bundle:), instantiateInitialViewController() -> UIViewController?,"
        + " instantiateViewController(withIdentifier:) -> UIViewController",
      page: "uistoryboard"
    ) {
      let make: (String, Bundle?) -> UIStoryboard = UIStoryboard.init(name:bundle:)
      let initial: (UIStoryboard) -> () -> UIViewController? =
        UIStoryboard.instantiateInitialViewController
      let named: (UIStoryboard) -> (String) -> UIViewController =
        UIStoryboard.instantiateViewController(withIdentifier:)
      _ = (make, initial, named)
    },
    Row(
      declaration:
        "UIViewController addChild(_:), removeFromParent(), didMove(toParent:),"
        + " willMove(toParent:), children",
      page: "uiviewcontroller/addchild(_:)"
    ) {
      let add: (UIViewController) -> (UIViewController) -> Void = UIViewController.addChild
      let remove: (UIViewController) -> () -> Void = UIViewController.removeFromParent
      let did: (UIViewController) -> (UIViewController?) -> Void =
        UIViewController.didMove(toParent:)
      let will: (UIViewController) -> (UIViewController?) -> Void =
        UIViewController.willMove(toParent:)
      let children: (UIViewController) -> [UIViewController] = { $0.children }
      _ = (add, remove, did, will, children)
    },
  ]

  /// An animator for the rows that need one.
  final class UIViewControllerAnimatedTransitioningStandIn: NSObject,
    UIViewControllerAnimatedTransitioning
  {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
  }

  @Test func everyDeclarationIsUsedAsDeclared() {
    for row in Self.rows { row.use() }
    #expect(Self.rows.count >= 36)
    #expect(Set(Self.rows.map(\.page)).count == Self.rows.count, "one row per page")
  }
}
