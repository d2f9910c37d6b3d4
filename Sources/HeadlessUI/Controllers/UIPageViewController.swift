import Foundation

/// Gives a page view controller the pages before and after a page.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil when it is the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil when it is the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages a page indicator shows (0: none).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The page a page indicator marks.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about the page turns a person makes (every method optional).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A gesture-driven turn towards `pendingViewControllers` begins.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A gesture-driven turn ended: `completed` is whether the page changed, and
  /// `previousViewControllers` what was shown before it.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// A container that shows one page (a child view controller) at a time and turns to the page
/// its data source gives before or after it, by a person's drag or by
/// ``setViewControllers(_:direction:animated:completion:)``.
///
/// The pages lie side by side in a paging scroll view (vertical for `.vertical` orientation): a
/// drag moves the page and its neighbour with the finger, and the release settles on the page
/// the scroll view's paging picks (past half a page, or a flick, turns it). The data source is
/// asked for both neighbours of the page when a drag begins; the delegate hears
/// `willTransitionTo` then with the neighbour in the drag's direction, and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the scroll view comes
/// to rest, as Apple documents them: "Called before a gesture-driven transition begins" and
/// "Called after a gesture-driven transition completes"; a programmatic
/// ``setViewControllers(_:direction:animated:completion:)`` tells the delegate nothing and calls
/// its completion. **Not from a source:** asking for both neighbours when the drag begins (UIKit
/// does not say when it asks), and `.pageCurl`, which turns pages by the same drag (no curl is
/// drawn; `gestureRecognizers` is empty). Double-sided pages and spine locations are plain
/// values.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over (turned here as `.scroll` is).
    case pageCurl
    /// Pages slide side by side.
    case scroll
  }

  /// The axis pages lie along.
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Which way a programmatic turn goes.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward
    /// To the previous page.
    case reverse
  }

  /// Where the spine of a `.pageCurl` book lies (a plain value).
  public enum SpineLocation: Int, Sendable {
    /// None (`.scroll`).
    case none
    /// The left or top edge.
    case min
    /// The middle.
    case mid
    /// The right or bottom edge.
    case max
  }

  /// The keys of the options dictionary.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The points between pages (`.scroll`), a `CGFloat` or `NSNumber`.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// The spine location (`.pageCurl`), a `SpineLocation` raw value.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// How pages turn.
  public let transitionStyle: TransitionStyle
  /// The axis pages lie along.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine lies (`.none` for `.scroll`).
  open private(set) var spineLocation: SpineLocation = .none
  /// Whether pages have a back (a plain value).
  open var isDoubleSided = false
  /// The points between two pages.
  public let interPageSpacing: CGFloat
  /// Gives the neighbouring pages; held weakly.
  open weak var dataSource: UIPageViewControllerDataSource?
  /// Told about turns a person makes; held weakly.
  open weak var delegate: UIPageViewControllerDelegate?
  /// UIKit's page-curl recognizers: none here (see the type's documentation).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  /// The page shown (one page: double-sided books are not modelled).
  open var viewControllers: [UIViewController]? { current.map { [$0] } }

  /// The page shown.
  var current: UIViewController?
  /// The neighbours asked for when the drag began (nil: none, or not asked).
  var before: UIViewController?
  var after: UIViewController?
  /// The page a programmatic animated turn goes to, and its completion.
  var pendingTurn: (page: UIViewController, completion: ((Bool) -> Void)?)?
  /// Whether a gesture-driven turn is under way (the delegate heard `willTransitionTo`).
  var turning = false
  lazy var pager: PageScroller = PageScroller(owner: self)

  /// A page view controller turning pages `style`-wise along `orientation`.
  ///
  /// - Parameters:
  ///   - style: how pages turn.
  ///   - navigationOrientation: the axis pages lie along.
  ///   - options: `.interPageSpacing` (points) and `.spineLocation`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = Self.spacing(options?[.interPageSpacing])
    super.init(nibName: nil, bundle: nil)
    if style == .pageCurl,
      let raw = (options?[.spineLocation] as? NSNumber)?.intValue
        ?? (options?[.spineLocation] as? Int),
      let location = SpineLocation(rawValue: raw)
    {
      spineLocation = location
    } else if style == .pageCurl {
      spineLocation = .min
    }
  }

  /// A page view controller as a storyboard decodes it: `transitionStyle`,
  /// `navigationOrientation`, `spineLocation` and `pageSpacing`.
  public required init?(coder: NSCoder) {
    let element = coder.interfaceBuilder?.element
    transitionStyle = element?["transitionStyle"] == "scroll" ? .scroll : .pageCurl
    navigationOrientation =
      element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
    interPageSpacing = Self.spacing(element?["pageSpacing"].flatMap { Double($0) })
    super.init(coder: coder)
    switch element?["spineLocation"] {
    case "min": spineLocation = .min
    case "mid": spineLocation = .mid
    case "max": spineLocation = .max
    default: spineLocation = transitionStyle == .pageCurl ? .min : .none
    }
  }

  private static func spacing(_ value: Any?) -> CGFloat {
    switch value {
    case let number as NSNumber: return CGFloat(number.doubleValue)
    case let double as Double: return CGFloat(double)
    case let float as CGFloat: return float
    case let int as Int: return CGFloat(int)
    default: return 0
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pager.scrollView)
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pager.layOut(in: view.bounds)
  }

  /// Shows `viewControllers`' first page. Animated, it slides in from the side `direction`
  /// says and `completion` runs with true when it is in place; not animated, it is shown at
  /// once and `completion` runs at once. The delegate is not told (only gesture-driven turns
  /// are its business).
  ///
  /// - Parameters:
  ///   - viewControllers: the page to show first; nil or empty shows nothing.
  ///   - direction: where the new page comes from when animated.
  ///   - animated: whether it slides in.
  ///   - completion: called with whether the turn finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first else {
      show(nil)
      completion?(true)
      return
    }
    guard animated, isViewLoaded, let current, current !== page, view.window != nil else {
      show(page)
      completion?(true)
      return
    }
    pendingTurn = (page, completion)
    pager.neighboursKnown = true
    if direction == .forward {
      before = nil
      after = page
    } else {
      before = page
      after = nil
    }
    pager.arrange(animatingTo: direction == .forward ? after : before)
  }

  /// Makes `page` the only page, at rest.
  func show(_ page: UIViewController?) {
    let previous = [current, before, after].compactMap { $0 }
    current = page
    before = nil
    after = nil
    for old in previous where old !== page { detach(old) }
    if let page { attach(page) }
    pager.neighboursKnown = false
    if isViewLoaded { pager.arrange(animatingTo: nil) }
  }

  func attach(_ page: UIViewController) {
    guard page.parent !== self else { return }
    addChild(page)
    if isViewLoaded { pager.scrollView.addSubview(page.view) }
    page.didMove(toParent: self)
  }

  func detach(_ page: UIViewController) {
    guard page.parent === self else { return }
    page.willMove(toParent: nil)
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
  }

  open override var childrenForAppearanceForwarding: [UIViewController] {
    current.map { [$0] } ?? []
  }
}
