import HeadlessUI
import HeroEngine

/// Stories in a two-column grid of cards. A card shrinks a little under the finger (a spring
/// animation on highlight) and a tap opens its story, the card growing into the story's header
/// on a spring.
final class StoriesViewController: UICollectionViewController {
  static let storyCount = 8

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.minimumInteritemSpacing = 16
    layout.minimumLineSpacing = 16
    layout.itemSize = CGSize(width: 163.5, height: 220)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    collectionView.backgroundColor = .systemBackground
    collectionView.accessibilityIdentifier = "stories"
    // The card reacts the moment the finger lands, not after the scroll view's 150 ms wait.
    collectionView.delaysContentTouches = false
    collectionView.register(StoryCell.self, forCellWithReuseIdentifier: StoryCell.reuseIdentifier)
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    Self.storyCount
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: StoryCell.reuseIdentifier, for: indexPath)
    (cell as? StoryCell)?.show(story: indexPath.item)
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let story = StoryViewController()
    story.index = indexPath.item
    story.hero.modalAnimationType = .fade
    present(story, animated: true, completion: nil)
  }
}

/// A story card: a coloured card (its heroID matches the story's header) with a title. While
/// highlighted it shrinks to 95 % on a spring.
final class StoryCell: UICollectionViewCell {
  static let reuseIdentifier = "StoryCell"
  static let pressedScale: CGFloat = 0.95

  let cardView = UIView()
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    cardView.layer.cornerRadius = 14
    cardView.clipsToBounds = true
    contentView.addSubview(cardView)
    titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
    titleLabel.textColor = .white
    titleLabel.numberOfLines = 2
    cardView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isHighlighted: Bool {
    didSet {
      let scale = isHighlighted ? Self.pressedScale : 1
      UIView.animate(
        withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
        options: [.allowUserInteraction, .beginFromCurrentState]
      ) {
        self.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
  }

  func show(story index: Int) {
    accessibilityIdentifier = "storyCell_\(index)"
    cardView.backgroundColor = Story.color(index)
    cardView.hero.id = "story_\(index)"
    titleLabel.text = Story.titles[index % Story.titles.count]
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    cardView.frame = contentView.bounds
    titleLabel.frame = CGRect(x: 12, y: bounds.height - 64, width: bounds.width - 24, height: 52)
  }
}

/// The stories' colours and titles.
enum Story {
  static let titles = ["Flick", "Hold", "Pinch", "Swipe"]

  static func color(_ index: Int) -> UIColor {
    UIColor(hue: CGFloat(index) / 8, saturation: 0.7, brightness: 0.8, alpha: 1)
  }
}
