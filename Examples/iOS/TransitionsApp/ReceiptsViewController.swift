import UIKit

/// A list of receipts; tapping one presents it full screen.
final class ReceiptsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    view.accessibilityIdentifier = "receipts"
  }

  func showReceipt(number: Int, animated: Bool) {
    let receipt = ReceiptViewController()
    receipt.number = number
    receipt.modalPresentationStyle = .fullScreen
    present(receipt, animated: animated)
  }
}
