import Foundation
import HeadlessUI
import Testing

/// A navigation controller's bar shows the top item's buttons where a finger reaches them: a
/// tap on a bar button item sends its action, a tap on the back button pops
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller: "the navigation bar
/// … displays a back button … tapping it pops the top view controller"), and a touch anywhere
/// else on the bar stays with the bar, which lies over the content (the items' geometry is this
/// project's assumption: `UINavigationBar+Items.swift`).
@MainActor
@Suite("Navigation bar items")
struct NavigationBarItemsTests {
  final class Screen: UIViewController {
    var saved = 0
    var contentTaps = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      let tap = UITapGestureRecognizer(target: self, action: Self.tapped)
      view.addGestureRecognizer(tap)
    }
    func save() { saved += 1 }
    func tapped() { contentTaps += 1 }
  }

  func stack() -> (UIWindow, UINavigationController, Screen, Screen) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let first = Screen()
    first.title = "Places"
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let second = Screen()
    second.title = "Rivers"
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .save, target: second, action: Screen.save)
    navigation.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    return (window, navigation, first, second)
  }

  func tap(_ window: UIWindow, at point: CGPoint, from ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: point)],
      at: .init(nanoseconds: ms * 1_000_000))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: point)],
      at: .init(nanoseconds: (ms + 60) * 1_000_000))
    window.clock.runUntilIdle(maxTime: .seconds(5))
  }

  func centre(of view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  func button(labelled label: String, in bar: UINavigationBar) -> UIButton? {
    bar.subviews.lazy.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == label }
  }

  @Test func theBarLiesBelowTheStatusBarInFrontOfTheContent() throws {
    let (window, navigation, _, second) = stack()
    let bar = navigation.navigationBar
    #expect(bar.superview === navigation.view)
    #expect(navigation.view.subviews.last === bar)
    // What a transition adds or raises goes behind the bar.
    let added = UIView()
    navigation.view.addSubview(added)
    navigation.view.bringSubviewToFront(second.view)
    #expect(navigation.view.subviews.last === bar)
    #expect(bar.frame.minY == window.safeAreaInsets.top)
    #expect(bar.frame.size == CGSize(width: 375, height: 44))
    #expect(second.view.frame == window.bounds, "the content still fills the view")
  }

  @Test func aTapOnABarButtonItemSendsItsAction() throws {
    let (window, navigation, _, second) = stack()
    let save = try #require(button(labelled: "Save", in: navigation.navigationBar))
    #expect(abs(save.frame.maxX - (375 - 8)) < 1e-9, "the right item at the right edge")
    tap(window, at: centre(of: save, in: window), from: 0)
    #expect(second.saved == 1)
    #expect(second.contentTaps == 0, "the bar's button took the touch")
  }

  @Test func aTapOnTheBackButtonPopsAndItsTitleIsThePreviousScreens() throws {
    let (window, navigation, first, _) = stack()
    let back = try #require(button(labelled: "Places", in: navigation.navigationBar))
    #expect(back.frame.minX == 8)
    tap(window, at: centre(of: back, in: window), from: 0)
    #expect(navigation.topViewController === first)
    // The root has no back button, and the bar rebuilt its items.
    #expect(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.isEmpty)
  }

  @Test func elsewhereOnTheBarATouchStaysWithTheBar() throws {
    let (window, navigation, _, second) = stack()
    let bar = navigation.navigationBar
    tap(window, at: CGPoint(x: 187.5, y: bar.frame.midY), from: 0)
    #expect(second.contentTaps == 0, "the bar lies over the content")
    tap(window, at: CGPoint(x: 187.5, y: bar.frame.maxY + 1), from: 200)
    #expect(second.contentTaps == 1, "just below it, the content")
  }

  /// UIKit's `isNavigationBarHidden` and `isToolbarHidden` are settable: setting them is the
  /// `set…Hidden(_:animated: false)` call (UINavigationController's documentation).
  @Test func theHiddenPropertiesAreSettable() {
    let (_, navigation, _, _) = stack()
    navigation.isNavigationBarHidden = true
    #expect(navigation.navigationBar.isHidden)
    #expect(navigation.isNavigationBarHidden)
    navigation.isNavigationBarHidden = false
    #expect(!navigation.navigationBar.isHidden)
    navigation.isToolbarHidden = false
    #expect(!navigation.isToolbarHidden)
  }

  @Test func aHiddenBarTakesNothingAndItemsFollowTheirChanges() throws {
    let (window, navigation, _, second) = stack()
    let bar = navigation.navigationBar
    let save = try #require(button(labelled: "Save", in: bar))
    let point = centre(of: save, in: window)
    navigation.setNavigationBarHidden(true, animated: false)
    tap(window, at: point, from: 0)
    #expect(second.saved == 0 && second.contentTaps == 1)
    navigation.setNavigationBarHidden(false, animated: false)
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Share", style: .plain, target: second, action: Screen.save)
    second.navigationItem.hidesBackButton = true
    bar.refreshItems()
    #expect(button(labelled: "Save", in: bar) == nil)
    #expect(button(labelled: "Places", in: bar) == nil)
    #expect(button(labelled: "Share", in: bar) != nil)
  }

  @Test func theBackTitleFollowsUIKitsOrder() throws {
    let (_, navigation, first, _) = stack()
    let bar = navigation.navigationBar
    first.navigationItem.backButtonTitle = "All"
    bar.refreshItems()
    #expect(button(labelled: "All", in: bar) != nil)
    first.navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "List", style: .plain, target: nil, action: nil as Selector?)
    bar.refreshItems()
    #expect(button(labelled: "List", in: bar) != nil)
    first.title = nil
    first.navigationItem.title = nil
    first.navigationItem.backBarButtonItem = nil
    first.navigationItem.backButtonTitle = nil
    bar.refreshItems()
    #expect(button(labelled: "Back", in: bar) != nil)
  }
}
