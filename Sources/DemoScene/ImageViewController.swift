import Foundation
import HeadlessUI
import HeroEngine

/// The full-screen viewer of Hero's image-gallery example: a paging collection view of
/// ``ScrollingImageCell``s, dismissed by pulling down. `pan()` is the handler of Hero's
/// interactive-transition guide, verbatim.
public final class ImageViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, UIGestureRecognizerDelegate
{
  /// The item shown first.
  public var selectedIndex: IndexPath?
  /// The pager (optional, as `UICollectionViewController.collectionView` is).
  public var collectionView: UICollectionView?
  /// The pull-down recognizer (made with a closure instead of a selector).
  public var panGR = UIPanGestureRecognizer()

  /// Not decoded from archives headlessly (`UIView/init(coder:)` is required, as in UIKit).
  public required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  /// A viewer whose pan recognizer is `panGR` (a test double may be passed).
  public init(panGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()) {
    panGR = panGestureRecognizer
    super.init(nibName: nil, bundle: nil)
  }

  /// Builds the pager, shows ``selectedIndex`` and attaches the pan handler.
  public override func viewDidLoad() {
    super.viewDidLoad()
    // A black, non-opaque root: Hero's fade default animation then fades it out with the
    // dismissal (an opaque root would stay on top of the gallery until the end).
    view.backgroundColor = .black
    view.isOpaque = false
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.accessibilityIdentifier = "viewer"
    collectionView.isPagingEnabled = true
    collectionView.backgroundColor = .clear
    collectionView.isOpaque = false
    collectionView.register(ScrollingImageCell.self, forCellWithReuseIdentifier: "item") {
      ScrollingImageCell(frame: .zero)
    }
    view.addSubview(collectionView)
    self.collectionView = collectionView
    collectionView.dataSource = self
    collectionView.delegate = self
    view.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    if let selectedIndex {
      collectionView.scrollToItem(at: selectedIndex, at: .centeredHorizontally, animated: false)
    }
    panGR.addTarget { [weak self] _ in self?.pan() }
    panGR.delegate = self
    collectionView.addGestureRecognizer(panGR)
  }

  /// Keeps the pager filling the view.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView?.frame = view.bounds
  }

  // MARK: The seed handler (Hero's interactive-transition guide, 0.x names)

  // swift-format-ignore
  func pan() {
    let translation = panGR.translation(in: nil)
    let progress = translation.y / 2 / collectionView!.bounds.height
    switch panGR.state {
    case .began:
      Hero.shared.setDefaultAnimationForNextTransition(.fade)
      hero_dismissViewController()
    case .changed:
      Hero.shared.update(progress: Double(progress))
      if let cell = collectionView?.visibleCells[0]  as? ScrollingImageCell {
        let currentPos = CGPoint(x: translation.x + view.center.x, y: translation.y + view.center.y)
        Hero.shared.apply(modifiers: [.position(currentPos)], to: cell.imageView)
      }
    default:
      if progress + panGR.velocity(in: nil).y / collectionView!.bounds.height > 0.3 {
        Hero.shared.end()
      } else {
        Hero.shared.cancel()
      }
    }
  }

  // MARK: Gesture delegate

  /// As the example: only when not zoomed and moving more down than sideways.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if let cell = collectionView?.visibleCells.first as? ScrollingImageCell,
      cell.zoomScale == 1
    {
      let velocity = panGR.velocity(in: nil)
      return velocity.y > abs(velocity.x)
    }
    return false
  }

  // MARK: Data source

  /// ``ImageLibrary/count`` items.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    ImageLibrary.count
  }

  /// A full-screen image cell with its heroID and the example's unmatched modifiers.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    guard let imageCell = cell as? ScrollingImageCell else { return cell }
    imageCell.image = ImageLibrary.image(index: indexPath.item)
    imageCell.imageView.hero.id = "image_\(indexPath.item)"
    imageCell.imageView.hero.modifiers = [
      .position(CGPoint(x: view.bounds.width / 2, y: view.bounds.height + view.bounds.width / 2)),
      .scale(0.6), .fade,
    ]
    imageCell.imageView.isOpaque = true
    return imageCell
  }

  /// Full-screen pages.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    view.bounds.size
  }
}
