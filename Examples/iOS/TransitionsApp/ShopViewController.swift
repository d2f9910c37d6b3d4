import UIKit

/// A shop whose filters open in a page sheet (pulled down to close) and whose draft review
/// opens in a sheet that may not be pulled away while it has unsaved text: pulling it asks
/// whether to discard instead.
final class ShopViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private(set) var discardPrompt: UIView?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "shop"
  }

  func showFilters(animated: Bool) {
    let filters = UIViewController()
    filters.view.backgroundColor = .secondarySystemBackground
    filters.view.accessibilityIdentifier = "filters"
    filters.modalPresentationStyle = .pageSheet
    present(filters, animated: animated)
  }

  func showDraftReview(animated: Bool) {
    let draft = UIViewController()
    draft.view.backgroundColor = .secondarySystemBackground
    draft.view.accessibilityIdentifier = "draft"
    draft.modalPresentationStyle = .pageSheet
    draft.isModalInPresentation = true
    draft.presentationController?.delegate = self
    present(draft, animated: animated)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    guard discardPrompt == nil else { return }
    let prompt = UIView(frame: CGRect(x: 20, y: 200, width: 335, height: 120))
    prompt.accessibilityIdentifier = "discardPrompt"
    presentationController.presentedViewController.view.addSubview(prompt)
    discardPrompt = prompt
  }
}
