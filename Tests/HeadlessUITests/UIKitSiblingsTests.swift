import Foundation
import HeadlessUI
import Testing

/// Pieces of UIKit that gesture handlers and transitions use beside the transition itself,
/// each as Apple's page describes it: haptics a drag plays at its threshold, a content
/// transition, snapshots, the connected scenes.
@MainActor
@Suite("UIKit beside the transition")
struct UIKitSiblingsTests {
  /// A handler that plays a haptic when the drag crosses 100 points, once, as apps do
  /// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator).
  @MainActor final class ThresholdHandler {
    let haptic = UIImpactFeedbackGenerator(style: .medium)
    var crossed = false
    func dragged(to translation: CGFloat) {
      if translation > 100, !crossed {
        crossed = true
        haptic.impactOccurred()
      } else if translation <= 100 {
        crossed = false
        haptic.prepare()
      }
    }
  }

  @Test func feedbackGeneratorsCountWhatTheyWereAskedToPlay() {
    let handler = ThresholdHandler()
    for translation in stride(from: 0.0, through: 150, by: 10) { handler.dragged(to: translation) }
    #expect(handler.haptic.playedCount == 1)
    #expect(handler.haptic.style == .medium)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    selection.selectionChanged()
    #expect(selection.playedCount == 2)
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    #expect(notification.playedCount == 1)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }

  func windowed(_ view: UIView) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    window.rootViewController?.view.addSubview(view)
    return window
  }

  @Test func aContentTransitionChangesAtOnceUnlessItAnimatesItsContent() {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowanimatedcontent
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let window = windowed(view)
    var ended = 0
    UIView.transition(
      with: view, duration: 0.4, options: .transitionCrossDissolve,
      animations: { view.frame.origin.x = 200 }, completion: { _ in ended += 1 })
    // A snapshot cross-dissolve: the new frame at once, the completion after 0.4 s.
    #expect(view.layer.presentation()?.frame.origin.x ?? view.frame.origin.x == 200)
    window.clock.advance(by: .milliseconds(200))
    #expect(ended == 0)
    window.clock.advance(by: .milliseconds(250))
    #expect(ended == 1)

    UIView.transition(
      with: view, duration: 0.4, options: [.transitionFlipFromLeft, .allowAnimatedContent],
      animations: { view.frame.origin.x = 0 }, completion: { _ in ended += 1 })
    window.clock.advance(by: .milliseconds(200))
    let halfway = view.layer.presentation()?.frame.origin.x ?? -1
    #expect(halfway > 0 && halfway < 200, "\(halfway)")
    window.clock.advance(by: .milliseconds(250))
    #expect(ended == 2)
  }

  @Test func snapshotsOfPartsAndDrawingTheHierarchy() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let part = view.resizableSnapshotView(
      from: CGRect(x: 10, y: 10, width: 120, height: 80), afterScreenUpdates: false,
      withCapInsets: .zero)
    #expect(part?.bounds.size == CGSize(width: 120, height: 80))
    #expect(part?.snapshotSource === view)
    #expect(
      view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)
        == nil)
    // UIKit draws only what is on screen: false out of a window, true in one.
    #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
    let window = windowed(view)
    #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
    withExtendedLifetime(window) {}
  }
}

/// Bar appearances as iOS 13+ apps configure them at launch or in `viewDidLoad`
/// (https://developer.apple.com/documentation/uikit/uinavigationbarappearance): values kept.
@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
  @Test func anAppsNavigationBarConfigurationIsKept() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.shadowColor = .clear
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance.copy()
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
    #expect(navigation.navigationBar.scrollEdgeAppearance?.shadowColor == .clear)
    #expect(navigation.navigationBar.scrollEdgeAppearance !== appearance)
    let transparent = UINavigationBarAppearance()
    transparent.configureWithTransparentBackground()
    #expect(transparent.backgroundColor == .clear && transparent.backgroundEffect == nil)
    #expect(UINavigationBarAppearance().backgroundEffect != nil, "the default blurs")
    let tabs = UITabBarController()
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithOpaqueBackground()
    tabs.tabBar.standardAppearance = tabAppearance
    tabs.tabBar.scrollEdgeAppearance = tabAppearance
    #expect(tabs.tabBar.scrollEdgeAppearance === tabAppearance)
  }
}

/// `CATransaction` around view animations, as apps wait for a group of animations
/// (https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)):
/// the block runs when the animations added in the group have ended, at once when there are none.
@MainActor
@Suite("Core Animation transactions")
struct CATransactionTests {
  @Test func theCompletionWaitsForTheGroupsAnimations() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.rootViewController?.view.addSubview(view)
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("transaction") }
    CATransaction.setAnimationDuration(0.5)
    UIView.animate(
      withDuration: 0.2, animations: { view.alpha = 0.5 },
      completion: { _ in order.append("short") })
    UIView.animate(
      withDuration: 0.4, animations: { view.center.x = 200 },
      completion: { _ in order.append("long") })
    CATransaction.commit()
    #expect(CATransaction.animationDuration() == 0.25, "no transaction open: the default")
    #expect(order.isEmpty)
    window.clock.advance(by: .milliseconds(250))
    #expect(order == ["short"])
    window.clock.advance(by: .milliseconds(200))
    #expect(order == ["short", "long", "transaction"])
  }

  @Test func aGroupWithoutAnimationsCompletesAtCommit() {
    var ran = 0
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    #expect(CATransaction.disableActions())
    CATransaction.setCompletionBlock { ran += 1 }
    CATransaction.commit()
    #expect(ran == 1)
    CATransaction.commit()  // none open: nothing happens
    #expect(ran == 1)
  }
}
