import Foundation
import HeadlessUI
import Testing

/// A delegate that notes what the sheet tells it, and can refuse the dismissal.
@MainActor
final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
  var log: [String] = []
  var allows = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.append("should")
    return allows
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("did")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.append("attempt")
  }
}

/// A custom presentation: the presented view takes the lower half, the presenter stays, and
/// the hooks are noted.
@MainActor
final class HalfPresentation: UIPresentationController {
  var hooks: [String] = []
  var layouts: [String] = []
  override func containerViewWillLayoutSubviews() { layouts.append("will") }
  override func containerViewDidLayoutSubviews() { layouts.append("did") }
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
  }
  override func presentationTransitionWillBegin() { hooks.append("presentWill") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    hooks.append("presentDid(\(completed))")
  }
  override func dismissalTransitionWillBegin() { hooks.append("dismissWill") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    hooks.append("dismissDid(\(completed))")
  }
}

@MainActor
final class HalfPresenter: UIViewControllerTransitioningDelegate {
  var made: HalfPresentation?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let presentation = HalfPresentation(presentedViewController: presented, presenting: presenting)
    made = presentation
    return presentation
  }
}

/// Sheets and presentation controllers, against
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller (the frame of the
/// presented view, the transition hooks, `shouldRemovePresentersView`),
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// ("presentationControllerShouldDismiss … isModalInPresentation … didAttemptToDismiss";
/// will-dismiss when the user starts, did-dismiss after the sheet is gone) and
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation.
/// The sheet's inset, resistance and thresholds are docs/HEADLESSUI.md's choices.
@MainActor
@Suite("Sheets pulled down and custom presentations")
struct SheetPresentationTests {
  func stage(modal: Bool = false) -> (UIWindow, UIViewController, UIViewController, SheetDelegate) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    sheet.isModalInPresentation = modal
    let delegate = SheetDelegate()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    return (window, root, sheet, delegate)
  }

  func touch(_ window: UIWindow, _ phase: TouchPhase, y: CGFloat, ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 160, y: y))],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }

  /// From y = 100 down to `to` (see `straightDrag`); returns the lift's time in ms.
  @discardableResult
  func pull(_ window: UIWindow, to: CGFloat) -> Int64 {
    straightDrag(
      in: window, from: CGPoint(x: 160, y: 100), direction: CGVector(dx: 0.0, dy: 1.0),
      distance: to - 100)
  }

  func top(_ view: UIView) -> CGFloat {
    let state = view.presentationState()
    return state.center.y - state.size.height / 2
  }

  @Test func aPageSheetSitsBelowTheTopOverItsPresenter() {
    let (window, root, sheet, _) = stage()
    let inset = window.safeAreaInsets.top + UISheetPresentationController.topInset
    #expect(sheet.view.frame == CGRect(x: 0, y: inset, width: 320, height: 480 - inset))
    #expect(root.view.window === window)
    #expect(sheet.sheetPresentationController != nil)
    #expect(sheet.presentationController?.presentingViewController === root)
  }

  @Test func aLongPullDismissesTheSheet() {
    let (window, root, sheet, delegate) = stage()
    let start = top(sheet.view)
    touch(window, .began, y: 100, ms: 0)
    for step in 1...20 { touch(window, .moved, y: 100 + CGFloat(step) * 15, ms: Int64(step) * 10) }
    // 300 pt down: the sheet's top follows the finger (the pull is linear over its height).
    #expect(abs(top(sheet.view) - (start + 300)) < 1e-6)
    #expect(window.isTransitioning)
    touch(window, .ended, y: 400, ms: 210)
    window.clock.advance(by: .seconds(0.5))
    #expect(root.presentedViewController == nil)
    #expect(delegate.log == ["should", "will", "did"])
  }

  @Test func aShortSlowPullPutsItBack() {
    let (window, root, sheet, delegate) = stage()
    let frame = sheet.view.frame
    let lift = pull(window, to: 160)
    window.clock.advance(to: VirtualInstant(nanoseconds: (lift + 400) * 1_000_000))
    #expect(root.presentedViewController === sheet)
    #expect(sheet.view.frame == frame)
    #expect(delegate.log == ["should", "will"])
    #expect(!window.isTransitioning)
  }

  @Test func aModalSheetResistsAndReportsTheAttempt() {
    let (window, root, sheet, delegate) = stage(modal: true)
    let frame = sheet.view.frame
    touch(window, .began, y: 100, ms: 0)
    for step in 1...20 { touch(window, .moved, y: 100 + CGFloat(step) * 10, ms: Int64(step) * 10) }
    // 200 pt of pull over a 470-pt sheet: (1 − 1 / (200 · 0.55 / 470 + 1)) · 470 ≈ 89.1 pt.
    let expected = (1 - 1 / (200 * 0.55 / frame.height + 1)) * frame.height
    #expect(abs(sheet.view.frame.minY - frame.minY - expected) < 1e-6)
    #expect(!window.isTransitioning)
    touch(window, .ended, y: 300, ms: 210)
    window.clock.advance(by: .seconds(0.5))
    #expect(sheet.view.frame == frame)
    #expect(root.presentedViewController === sheet)
    // isModalInPresentation: the delegate is not asked.
    #expect(delegate.log == ["attempt"])
  }

  @Test func aDelegateThatSaysNoKeepsTheSheet() {
    let (window, root, sheet, delegate) = stage()
    delegate.allows = false
    pull(window, to: 400)
    window.clock.advance(by: .seconds(0.5))
    #expect(root.presentedViewController === sheet)
    #expect(delegate.log == ["should", "attempt"])
  }

  @Test func aCustomPresentationControllerPlacesTheViewAndHearsTheHooks() throws {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    let presenter = HalfPresenter()
    presented.transitioningDelegate = presenter
    root.present(presented, animated: true)
    let presentation = try #require(presenter.made)
    #expect(presented.presentationController === presentation)
    #expect(presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
    #expect(root.view.window === window)
    // The container's layout brackets the presentation controller's two layout hooks.
    presentation.layouts = []
    presentation.containerView?.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(presentation.layouts == ["will", "did"])
    presented.dismiss(animated: true)
    #expect(
      presentation.hooks == ["presentWill", "presentDid(true)", "dismissWill", "dismissDid(true)"])
    #expect(root.presentedViewController == nil)
  }
}
