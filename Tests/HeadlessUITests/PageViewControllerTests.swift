import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// `UIPageViewController` against Apple's pages: the data source gives the pages before and
/// after (`pageViewController(_:viewControllerBefore:)` / `…After:`), the delegate hears
/// `willTransitionTo` "before a gesture-driven transition begins" and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` "after a gesture-driven
/// transition completes", and `setViewControllers(_:direction:animated:completion:)` turns
/// without the delegate. How far a drag must go to turn is the paging scroll view's rule
/// (docs/HEADLESSUI.md).
@MainActor
@Suite("Page view controller")
struct PageViewControllerTests {
  final class Photo: UIViewController {
    let index: Int
    init(_ index: Int) {
      self.index = index
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not decoded") }
  }

  final class Album: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let count: Int
    var log: [String] = []
    init(count: Int) { self.count = count }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      let index = (viewController as? Photo)?.index ?? 0
      return index > 0 ? Photo(index - 1) : nil
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      let index = (viewController as? Photo)?.index ?? 0
      return index + 1 < count ? Photo(index + 1) : nil
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      log.append("will \((pendingViewControllers.first as? Photo)?.index ?? -1)")
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      log.append("did \((previousViewControllers.first as? Photo)?.index ?? -1) \(completed)")
    }
  }

  /// A 375 × 667 window showing a horizontal scrolling page controller at page `start`.
  func showing(start: Int, album: Album) -> (UIWindow, UIPageViewController) {
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    pages.dataSource = album
    pages.delegate = album
    pages.setViewControllers([Photo(start)], direction: .forward, animated: false)
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, pages)
  }

  /// A horizontal drag from x = 300 by `dx` over `moves` moves 16 ms apart, lifted at once,
  /// then 5 s for the scroll view to settle (a page turn takes under a second).
  func swipe(_ window: UIWindow, dx: CGFloat, moves: Int = 6) {
    var ms: Int64 = window.clock.now.nanoseconds / 1_000_000
    func send(_ phase: TouchPhase, _ x: CGFloat) {
      window.deliver(
        [TouchPoint(id: 1, phase: phase, location: CGPoint(x: x, y: 300))],
        at: VirtualInstant(nanoseconds: ms * 1_000_000))
      ms += 16
    }
    send(.began, 300)
    for step in 1...moves { send(.moved, 300 + dx * CGFloat(step) / CGFloat(moves)) }
    send(.ended, 300 + dx)
    window.clock.advance(by: .seconds(5))
  }

  func shown(_ pages: UIPageViewController) -> Int? {
    (pages.viewControllers?.first as? Photo)?.index
  }

  @Test func aFlickTurnsToTheNextPage() {
    let album = Album(count: 5)
    let (window, pages) = showing(start: 1, album: album)
    swipe(window, dx: -200)
    #expect(shown(pages) == 2)
    #expect(album.log == ["will 2", "did 1 true"])
    #expect(pages.children.count == 1, "only the shown page stays a child")
    #expect(pages.viewControllers?.first?.view.window === window)
    // The page fills the screen again.
    let frame = pages.viewControllers?.first?.view.convert(
      pages.viewControllers?.first?.view.bounds ?? .zero, to: nil)
    #expect(frame == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func aFlickTheOtherWayTurnsBack() {
    let album = Album(count: 5)
    let (window, pages) = showing(start: 1, album: album)
    swipe(window, dx: 200)
    #expect(shown(pages) == 0)
    #expect(album.log == ["will 0", "did 1 true"])
  }

  @Test func aShortSlowDragStaysOnThePage() {
    let album = Album(count: 5)
    let (window, pages) = showing(start: 1, album: album)
    swipe(window, dx: -60, moves: 30)
    #expect(shown(pages) == 1)
    #expect(album.log == ["will 2", "did 1 false"])
  }

  @Test func theFirstPageBouncesBackWithNothingBeforeIt() {
    let album = Album(count: 5)
    let (window, pages) = showing(start: 0, album: album)
    swipe(window, dx: 200)
    #expect(shown(pages) == 0)
    #expect(album.log.isEmpty, "no page to turn to: no transition")
    #expect(pages.viewControllers?.first?.view.convert(CGPoint.zero, to: nil) == .zero)
  }

  @Test func aProgrammaticTurnSlidesInAndTellsOnlyItsCompletion() {
    let album = Album(count: 5)
    let (window, pages) = showing(start: 1, album: album)
    var completed: Bool?
    pages.setViewControllers([Photo(4)], direction: .forward, animated: true) {
      completed = $0
    }
    #expect(completed == nil, "it slides first")
    window.clock.advance(by: .seconds(1))
    #expect(completed == true)
    #expect(shown(pages) == 4)
    #expect(album.log.isEmpty)
  }

  @Test func aStoryboardPageViewControllerKeepsItsStyleAndOrientation() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="P">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="P" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), path: "Pages.storyboard")
    let pages = try #require(
      UIStoryboard(document: document, name: "Pages").instantiateInitialViewController()
        as? UIPageViewController)
    #expect(pages.transitionStyle == .scroll)
    #expect(pages.navigationOrientation == .vertical)
    #expect(pages.spineLocation == .none)
  }
}
