import HeadlessUI

/// One photo of the viewer.
final class PhotoPageViewController: UIViewController {
  let index: Int
  let imageView = UIImageView()

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    view.accessibilityIdentifier = "photo-\(index)"
    imageView.frame = view.bounds.insetBy(dx: 0, dy: 120)
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.contentMode = .scaleAspectFit
    view.addSubview(imageView)
  }
}

/// A photo viewer that pages sideways through an album, with a "2 / 6" counter that follows
/// the page a swipe lands on.
final class PhotoPagesViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let photoCount: Int
  private(set) var currentIndex: Int
  let counter = UILabel()

  init(photoCount: Int, startingAt index: Int) {
    self.photoCount = photoCount
    currentIndex = index
    super.init(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 16])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers(
      [PhotoPageViewController(index: currentIndex)], direction: .forward, animated: false)
    counter.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 24)
    counter.textAlignment = .center
    counter.accessibilityIdentifier = "counter"
    view.addSubview(counter)
    updateCounter()
  }

  /// Shows photo `index`, sliding it in when `animated`.
  func show(photo index: Int, animated: Bool) {
    guard index != currentIndex, (0..<photoCount).contains(index) else { return }
    let direction: UIPageViewController.NavigationDirection =
      index > currentIndex ? .forward : .reverse
    setViewControllers(
      [PhotoPageViewController(index: index)], direction: direction, animated: animated
    ) { [weak self] _ in
      self?.currentIndex = index
      self?.updateCounter()
    }
  }

  private func updateCounter() {
    counter.text = "\(currentIndex + 1) / \(photoCount)"
  }

  // MARK: UIPageViewControllerDataSource

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? PhotoPageViewController, page.index > 0 else { return nil }
    return PhotoPageViewController(index: page.index - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? PhotoPageViewController, page.index + 1 < photoCount
    else { return nil }
    return PhotoPageViewController(index: page.index + 1)
  }

  // MARK: UIPageViewControllerDelegate

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let page = viewControllers?.first as? PhotoPageViewController else { return }
    currentIndex = page.index
    updateCounter()
  }
}
