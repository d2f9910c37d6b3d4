import Foundation
import HeadlessUI
import Testing

/// UIKit's declarations as Apple's pages give them, each written as a value of exactly the
/// declared type: a HeadlessUI declaration that differs (an optional that UIKit does not have,
/// another argument label, a missing default) stops this file from compiling, so a ported file
/// that uses it as iOS code does compiles. One row per declaration, the page it comes from
/// beside it (developer.apple.com/documentation/uikit/…).
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
  ]

  @Test func everyDeclarationIsUsedAsDeclared() {
    for row in Self.rows { row.use() }
    #expect(Self.rows.count >= 18)
    #expect(Set(Self.rows.map(\.page)).count == Self.rows.count, "one row per page")
  }
}
