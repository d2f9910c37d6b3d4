import UIKit
import Hero

/// A column of cards; opening one presents it as a detail card, matched by its heroID.
final class CardListViewController: UIViewController {
  static let cardCount = 3
  private var cardViews: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .white
    for index in 0..<Self.cardCount {
      let card = UIView()
      card.backgroundColor = Card.color(index)
      card.layer.cornerRadius = 12
      card.hero.id = "card_\(index)"
      card.accessibilityIdentifier = "card_\(index)"
      view.addSubview(card)
      cardViews.append(card)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for (index, card) in cardViews.enumerated() {
      card.frame = CGRect(x: 16, y: 80 + CGFloat(index) * 150, width: view.bounds.width - 32, height: 130)
    }
  }

  /// Opens card `index` (a tap on iOS; the tests' setup step here).
  func openCard(_ index: Int, animated: Bool = true) {
    let detail = CardViewController()
    detail.cardIndex = index
    present(detail, animated: animated)
  }
}

enum Card {
  static func color(_ index: Int) -> UIColor {
    [UIColor.red, UIColor.blue, UIColor.green][index % 3]
  }
}
