import Foundation
import GestureLog
import HeadlessUI
import Replay
import TestSupport
import Testing

/// A hunt varies the steps of a session too (docs/TESTING.md §8, "Hunting a session"): the
/// gesture early, before the screen the steps opened has appeared (`early:+Nms`), and each tap
/// tapped twice (`twice:I`); the shrink leaves out the steps the failure does not need.
@MainActor
@Suite("Hunting a session")
struct SessionHuntTests {
  static let flick = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-down.gtape")

  /// A list with a button that pushes the card screen, with its own push animation (UIKit's
  /// default push is not modelled: docs/HEADLESSUI.md).
  final class ListController: UIViewController, UINavigationControllerDelegate {
    let open = UIButton(type: .system)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "List"
      open.frame = CGRect(x: 40, y: 200, width: 295, height: 60)
      open.accessibilityIdentifier = "open"
      open.addTarget(self, action: openCard, for: .touchUpInside)
      view.addSubview(open)
    }

    func openCard() {
      navigationController?.pushViewController(
        CardController(capturesHomeOnAppear: capturesHomeOnAppear), animated: true)
    }

    var capturesHomeOnAppear = true

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      operation == .push ? SlideIn() : nil
    }
  }

  /// Slides the pushed screen in from the right in 0.3 s.
  final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      let container = transitionContext.containerView
      toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
      container.addSubview(toView)
      UIView.animate(
        withDuration: 0.3, animations: { toView.frame = container.bounds },
        completion: { _ in transitionContext.completeTransition(true) })
    }
  }

  /// A card dragged by the finger and animated back on release, whose content finishes
  /// loading 100 ms after its screen appeared and moves it 60 pt down in 0.2 s (a header image
  /// that arrived). The buggy form takes "back" to be where the card was when the drag began, as
  /// handlers that save `card.center` at `.began` do: a drag during the load sends the card
  /// back to where it was before the load, not home.
  final class CardController: UIViewController {
    let card = UIView()
    let capturesHomeOnAppear: Bool
    var home = CGPoint(x: 187.5, y: 370)
    var start = CGPoint.zero

    init(capturesHomeOnAppear: Bool) {
      self.capturesHomeOnAppear = capturesHomeOnAppear
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Card"
      card.frame = CGRect(x: 20, y: 120, width: 335, height: 500)
      card.accessibilityIdentifier = "card"
      view.addSubview(card)
      view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: dragged(_:)))
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      _ = FrameClock.current?.schedule(after: .milliseconds(100)) { [weak self] in
        guard let self else { return }
        let home = CGPoint(x: 187.5, y: 430)
        self.home = home
        UIView.animate(withDuration: 0.2) { self.card.center = home }
      }
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
      switch pan.state {
      case .began:
        start = card.center
      case .changed:
        let translation = pan.translation(in: view)
        card.center = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      case .ended, .cancelled:
        let back = capturesHomeOnAppear ? start : home
        UIView.animate(withDuration: 0.25) { self.card.center = back }
      default: break
      }
    }
  }

  static func scene(buggy: Bool) -> AppReplayScene {
    .app {
      let list = ListController()
      list.capturesHomeOnAppear = buggy
      let navigation = UINavigationController(rootViewController: list)
      navigation.delegate = list
      return navigation
    }
  }

  static let steps: [ReplayStep] = [
    .settle, .tap(.accessibilityIdentifier("open")), .wait(.milliseconds(100)), .settle,
    .wait(.milliseconds(100)),
  ]
  static let checks: [ReplayCheck] = [
    .outcome(.noTransition), .view("card", at: .end, .position(ReplayPoint(x: 187.5, y: 430))),
  ]

  @Test func theGestureEarlyFindsTheCardSentBackBeforeTheLoadAndTheShrinkKeepsTheTap() throws {
    let recording = try GestureLogReader.read(contentsOf: Self.flick).recording
    let recorded = try Replayer().replay(
      recording, after: Self.steps, into: Self.scene(buggy: true))
    #expect(recorded.lastScreen?.contains("CardController") == true)
    #expect(Self.checks.compactMap { $0.verify(recorded) }.isEmpty, "passes as recorded")

    let hunt = try Replayer().hunt(
      recording, after: Self.steps, into: Self.scene(buggy: true), checks: Self.checks,
      options: .init(budget: 150, distinctFailures: 1))
    let failure = try #require(hunt.failures.first, "\(hunt.text)")
    #expect(failure.variant.perturbation.early != nil, "\(failure.variant.descriptor)")
    #expect(failure.check.hasPrefix(#"view "card" at end"#))

    let shrunk = try Replayer().shrink(
      recording, into: Self.scene(buggy: true), variant: failure.variant, check: failure.check,
      checks: hunt.checks, after: Self.steps)
    // The tap that opens the card is needed (without it the gesture lands on the list); the
    // first settle and the waits are not.
    #expect(shrunk.keptSteps == [1], "\(shrunk.keptSteps)")
    #expect(shrunk.result.steps.first(where: \.isUnderTest)?.screen?.contains("Card") == true)

    let fixed = try Replayer().hunt(
      recording, after: Self.steps, into: Self.scene(buggy: false), checks: Self.checks,
      options: .init(budget: 150, distinctFailures: 1))
    #expect(fixed.failures.isEmpty, "\(fixed.text)")
  }

  @Test func theStepsVariantsReadAndWriteBack() throws {
    let variant = try ReplayVariant(descriptor: "twice:1 early:+50ms")
    #expect(variant.perturbation.twice == 1)
    #expect(variant.perturbation.early == .milliseconds(50))
    #expect(variant.descriptor == "early:+50ms twice:1")
    #expect(variant.changesTheGesture)
    #expect(throws: ReplayVariant.ParseError.self) { try ReplayVariant(descriptor: "twice:-1") }
  }

  // A tap tapped twice delivers two taps at the same place, 120 ms apart.
  @Test func aTapTwiceIsTwoTapsAtOnePlace() throws {
    let recording = try GestureLogReader.read(contentsOf: Self.flick).recording
    var replayer = Replayer()
    replayer.settings.perturbation = try ReplayVariant(descriptor: "twice:1").perturbation
    let result = try replayer.replay(recording, after: Self.steps, into: Self.scene(buggy: false))
    let tap = try #require(result.steps.first { $0.label.hasPrefix("tap") })
    let first = try #require(tap.firstInput)
    let input = result.input[first...].prefix(tap.inputCount)
    let downs = input.filter { $0.touchCount == 1 }
    #expect(tap.inputCount == 4)
    #expect(Set(downs.map { "\($0.location)" }).count == 1)
    let lifts = input.filter { $0.touchCount == 0 }
    #expect(lifts.count == 2)
    #expect(downs.last!.time - downs.first!.time == .milliseconds(120))
  }
}
