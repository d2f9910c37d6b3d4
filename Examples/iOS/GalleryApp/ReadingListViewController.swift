import UIKit
import Hero

/// The reading list: one row per article (a thumbnail and a title). Opening an article
/// presents it with pages turning in from the right.
final class ReadingListViewController: UIViewController {
  static let rowHeight: CGFloat = 88
  private let stackView = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "readingList"
    stackView.axis = .vertical
    stackView.spacing = 1
    stackView.distribution = .fillEqually
    for article in Article.all {
      stackView.addArrangedSubview(row(for: article))
    }
    view.addSubview(stackView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let height = Self.rowHeight * CGFloat(Article.all.count)
    stackView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: height)
  }

  private func row(for article: Article) -> UIView {
    let row = UIView()
    row.backgroundColor = .secondarySystemBackground
    let thumbnail = UIImageView(image: UIImage(named: article.imageName))
    thumbnail.frame = CGRect(x: 16, y: 12, width: 64, height: 64)
    thumbnail.contentMode = .scaleAspectFill
    thumbnail.clipsToBounds = true
    thumbnail.layer.cornerRadius = 8
    row.addSubview(thumbnail)
    let title = UILabel(frame: CGRect(x: 96, y: 12, width: 260, height: 64))
    title.text = article.title
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    title.numberOfLines = 2
    row.addSubview(title)
    return row
  }

  /// Opens an article (a tap on its row on iOS; the tests' setup step here).
  func openArticle(_ index: Int, animated: Bool = true) {
    let article = ArticleViewController()
    article.article = Article.all[index]
    article.hero.modalAnimationType = .pageIn(direction: .left)
    present(article, animated: animated)
  }
}

/// An article of the reading list.
struct Article {
  var title: String
  var body: String
  var imageName: String

  static let all = [
    Article(
      title: "Gestures that decide", body: String(repeating: "A pan moves the view. ", count: 40),
      imageName: "article-0"),
    Article(
      title: "Velocity at the lift", body: String(repeating: "Fast enough is far enough. ", count: 40),
      imageName: "article-1"),
    Article(
      title: "Springs and interruptions",
      body: String(repeating: "Nothing jumps. ", count: 60), imageName: "article-2"),
  ]
}
