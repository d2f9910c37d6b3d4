import Foundation
import HeadlessUI
import Testing

/// A card presentation as apps write it: UIKit's `presentingViewController` is not optional
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller),
/// so `presentingViewController.view` compiles as written on iOS (a ported card
/// presentation controller did not compile).
@MainActor
final class DimmingCardPresentation: UIPresentationController {
  var presenterAlphaDuringPresentation: CGFloat?

  override func presentationTransitionWillBegin() {
    presentingViewController.view.alpha = 0.5
    presenterAlphaDuringPresentation = presentingViewController.view.alpha
  }
}

@MainActor
@Suite("UIPresentationController's presenter, as UIKit declares it")
struct PresentationControllerSignatureTests {
  @Test func thePresenterIsNotOptional() {
    let root = UIViewController()
    let card = UIViewController()
    let presentation = DimmingCardPresentation(presentedViewController: card, presenting: root)
    let presenter: UIViewController = presentation.presentingViewController
    #expect(presenter === root)
    presentation.presentationTransitionWillBegin()
    #expect(presentation.presenterAlphaDuringPresentation == 0.5)
  }

  @Test func withoutAPresenterItIsThePresentedControllersOwn() {
    let card = UIViewController()
    let presentation = UIPresentationController(presentedViewController: card, presenting: nil)
    #expect(presentation.presentingViewController === card)
  }
}
