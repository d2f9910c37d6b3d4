import UIKit

/// A place on a map; "Opening hours" presents a card over the current context (the map stays
/// visible above and behind it).
final class PlacesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
    view.accessibilityIdentifier = "map"
    definesPresentationContext = true
  }

  func showOpeningHours(animated: Bool) {
    let card = PlaceCardViewController()
    card.modalPresentationStyle = .overCurrentContext
    present(card, animated: animated)
  }
}
