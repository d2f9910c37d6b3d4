import HeadlessUI
import HeroEngine

/// One article, full screen. Swiping right dismisses it interactively: the reading list pages in
/// from the left (`pageIn(direction: .right)`, chosen right before the dismissal starts) while
/// the article shrinks behind it. On the lift the article goes when the swipe's progress plus its
/// speed (in widths per second) passes one half; otherwise the article comes back.
final class ArticleViewController: UIViewController {
  static let decisionThreshold: CGFloat = 0.5

  var article = Article.all[0]
  weak var headerView: UIImageView!
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()
  private var swipeGR: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "article"
    let header = UIImageView(image: UIImage(named: article.imageName))
    header.contentMode = .scaleAspectFill
    header.clipsToBounds = true
    view.addSubview(header)
    headerView = header
    titleLabel.text = article.title
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.numberOfLines = 0
    view.addSubview(titleLabel)
    bodyLabel.text = article.body
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    // The body gives way when the text is longer than the screen (the title keeps its lines).
    bodyLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    view.addSubview(bodyLabel)
    for subview in [header, titleLabel, bodyLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 240),
      titleLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      bodyLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
    ])

    swipeGR = UIPanGestureRecognizer(target: self, action: swiped(_:))
    swipeGR.maximumNumberOfTouches = 1
    view.addGestureRecognizer(swipeGR)
  }

  override var prefersStatusBarHidden: Bool { true }

  func swiped(_ gr: UIPanGestureRecognizer) {
    let translation = gr.translation(in: view)
    let progress = translation.x / view.bounds.width
    switch gr.state {
    case .began:
      hero.modalAnimationType = .pageIn(direction: .right)
      dismiss(animated: true, completion: nil)
    case .changed:
      Hero.shared.update(progress)
    case .ended:
      let speed = gr.velocity(in: view).x / view.bounds.width
      if progress + speed > Self.decisionThreshold {
        Hero.shared.finish()
      } else {
        Hero.shared.cancel()
      }
    default:
      Hero.shared.cancel()
    }
  }
}
