import HeadlessUI
import HeroEngine
import Replay
import Testing

/// A screen with two pan areas (top and bottom half), a view with a heroID, one with an
/// accessibility identifier, a hidden one, and a handler that reports its decision through
/// `ReplayContext.current`.
@MainActor
final class TwoPansViewController: UIViewController {
  let top = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
  let bottom = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  let hiddenBadge = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
  var topActions = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    bottom.accessibilityIdentifier = "bottom"
    badge.hero.id = "badge"
    hiddenBadge.hero.id = "hidden"
    hiddenBadge.isHidden = true
    view.addSubview(top)
    view.addSubview(bottom)
    top.addSubview(badge)
    top.addSubview(hiddenBadge)
    top.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: topPanned))
    let named = UIPanGestureRecognizer(target: self, action: bottomPanned(_:))
    named.name = "sheet pan"
    bottom.addGestureRecognizer(named)
  }

  func topPanned() {
    topActions += 1
    badge.transform = CGAffineTransform(translationX: 5, y: 0)
  }

  func bottomPanned(_ recognizer: UIPanGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    ReplayContext.current?.recordDecision(
      rule: "translation.y > 50",
      terms: [.init(name: "translation.y", value: Double(recognizer.translation(in: nil).y))],
      threshold: 50, choice: "none")
  }
}

@MainActor
@Suite("App scene observation")
struct AppReplaySceneTests {
  let downTop = TouchFrame.drag(
    from: .init(x: 100, y: 100), to: .init(x: 100, y: 200), duration: .nanoseconds(200_000_000))
  let downBottom = TouchFrame.drag(
    from: .init(x: 100, y: 400), to: .init(x: 100, y: 500), duration: .nanoseconds(200_000_000))

  @Test func recognizersAreToldApartByClassAndView() throws {
    let result = try Replayer().replay(
      downTop, into: .app(engine: .hero) { TwoPansViewController() })
    #expect(result.recognizers == ["UIPanGestureRecognizer@UIView"])
    #expect(result.gestureTrack.count == downTop.count)
    #expect(result.gestureTrack.first?.touchCount == 1)
    #expect(result.gestureTrack.first?.location == ReplayPoint(x: 100, y: 100))
    let states = result.gestureTrack.map(\.state)
    #expect(states.contains(.began) && states.last == .ended)
    #expect(result.releaseSample?.translation == ReplayPoint(x: 0, y: 100))

    let bottom = try Replayer().replay(
      downBottom, into: .app(engine: .hero) { TwoPansViewController() })
    #expect(bottom.recognizers == ["sheet pan"])
    #expect(bottom.decisions.map(\.rule) == ["translation.y > 50"])
    #expect(bottom.decisions.first?.terms.first?.value == 100)
  }

  @Test func twoRecognizersOnOneTouchEachGetATrack() throws {
    let scene = AppReplayScene.app(engine: .hero) {
      let controller = TwoPansViewController()
      controller.loadViewIfNeeded()
      // A second pan on the top area's superview: both get the touches of a drag in the top.
      let outer = UIPanGestureRecognizer()
      outer.delegate = SimultaneousDelegate.shared
      controller.view.addGestureRecognizer(outer)
      return controller
    }
    let result = try Replayer().replay(downTop, into: scene)
    #expect(
      result.recognizers == ["UIPanGestureRecognizer@UIView", "UIPanGestureRecognizer@UIView#2"])
    #expect(result.gestureTrack.count == 2 * downTop.count)
    #expect(result.primaryRecognizer == "UIPanGestureRecognizer@UIView")
    #expect(result.primaryGestureTrack.count == downTop.count)
  }

  @Test func restingFramesRecordIdentifiedVisibleViewsAsDrawn() throws {
    let result = try Replayer().replay(
      downTop, into: .app(engine: .hero) { TwoPansViewController() })
    let first = try #require(result.timeline.first)
    #expect(first.views.map(\.id) == ["badge", "bottom"])
    #expect(first.views.first?.heroID == "badge")
    #expect(first.views.last?.heroID == nil)
    #expect(first.views.last?.position == ReplayPoint(x: 187.5, y: 483.5))
    // After the handler translated the badge by 5 points, its centre as drawn moved.
    let last = try #require(result.timeline.last)
    #expect(last.views.first?.position == ReplayPoint(x: 25, y: 20))
    #expect(result.transitions.isEmpty)
    #expect(result.outcome.kind == .noTransition)
  }

  @Test func aViewSelectionNarrowsTheTimeline() throws {
    let scene = AppReplayScene.app(views: .only(["bottom"]), engine: .hero) {
      TwoPansViewController()
    }
    let result = try Replayer().replay(downTop, into: scene)
    #expect(result.timeline.allSatisfy { $0.views.map(\.id) == ["bottom"] })
  }

  @Test func theSetupStepRunsBeforeTheReplayAndIsNotRecorded() throws {
    var setupRan = false
    let scene = AppReplayScene.app(engine: .hero) {
      TwoPansViewController()
    } setup: { controller in
      setupRan = true
      controller.top.isHidden = true
    }
    let result = try Replayer().replay(downBottom, into: scene)
    #expect(setupRan)
    #expect(result.timeline.first?.views.map(\.id) == ["bottom"])
    #expect(result.engineCalls.isEmpty)
  }
}

@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
  static let shared = SimultaneousDelegate()
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}
