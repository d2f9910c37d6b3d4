import Foundation
import HeadlessUI
import HeroEngine
import Replay
import Testing

/// A dismissal whose handler pins its card under the finger with `apply` and, at the release,
/// moves the card's end with `changeTarget`.
@MainActor
final class ApplyingCardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    card.hero.id = "card"
    view.addSubview(card)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: panned(_:)))
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: nil)
    switch pan.state {
    case .began: hero.dismissViewController()
    case .changed:
      Hero.shared.update(translation.y / view.bounds.height)
      Hero.shared.apply(
        modifiers: [.position(CGPoint(x: 140 + translation.x, y: 160 + translation.y))], to: card)
    default:
      Hero.shared.changeTarget(
        modifiers: [.size(CGSize(width: 50.25, height: 30)), .opacity(0.5)], to: card)
      Hero.shared.finish()
    }
  }
}

/// `EngineCall.arguments`: the text an `apply` or `changeTarget` is recorded with, rendered when
/// read and the same as a call recorded with the text.
@MainActor
@Suite("Engine calls")
struct EngineCallTests {
  final class Renders: @unchecked Sendable {
    var count = 0
  }

  @Test func aDeferredCallIsTheCallWithItsText() throws {
    let renders = Renders()
    let deferred = EngineCall(
      time: .nanoseconds(5), kind: .apply, target: "card", recognizer: "pan"
    ) {
      renders.count += 1
      return "position(1, 2)"
    }
    #expect(renders.count == 0)
    let text = EngineCall(
      time: .nanoseconds(5), kind: .apply, target: "card", arguments: "position(1, 2)",
      recognizer: "pan")
    #expect(deferred == text)
    #expect(deferred.hashValue == text.hashValue)
    #expect(renders.count > 0)
    #expect(deferred.arguments == "position(1, 2)")

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let deferredJSON = try encoder.encode(deferred)
    #expect(deferredJSON == (try encoder.encode(text)))
    #expect(try JSONDecoder().decode(EngineCall.self, from: deferredJSON) == text)

    var changed = deferred
    changed.arguments = "opacity(0)"
    #expect(changed.arguments == "opacity(0)")
    #expect(changed != text)
    #expect(deferred.arguments == "position(1, 2)")
  }

  @Test func appliedValuesAreRecordedAsText() throws {
    let drag = TouchFrame.drag(
      from: .init(x: 100, y: 300), to: .init(x: 130, y: 400), duration: .nanoseconds(200_000_000))
    let scene = AppReplayScene.app(engine: .hero) {
      UIViewController()
    } setup: {
      $0.present(ApplyingCardViewController(), animated: false)
    }
    let result = try Replayer().replay(drag, into: scene)
    let applies = result.engineCalls.filter { $0.kind == .apply }
    try #require(!applies.isEmpty)
    // The last move is 30 points right of and 100 below the touch-down: the handler pins the
    // card's centre at (140 + 30, 160 + 100).
    let last = try #require(applies.last)
    #expect(last.target == "card")
    #expect(last.arguments == "position((170.00, 260.00))")
    let change = try #require(result.engineCalls.first { $0.kind == .changeTarget })
    // Keys by their layer key path, numbers with two decimals (ReplayFormat.number).
    #expect(change.arguments == "destination bounds.size(50.25×30.00) opacity(0.50)")
  }

  @Test func aHeroAppInASceneWithoutHeroIsWarnedAbout() throws {
    let drag = TouchFrame.drag(
      from: .init(x: 100, y: 300), to: .init(x: 130, y: 400), duration: .nanoseconds(200_000_000))
    func scene(_ engine: ReplayEngine?) -> AppReplayScene {
      .app(engine: engine) {
        UIViewController()
      } setup: {
        $0.present(ApplyingCardViewController(), animated: false)
      }
    }
    let unobserved = try Replayer().replay(drag, into: scene(nil))
    // Hero's process-wide engine ran the dismissal as a UIKit transition the scene only saw
    // from outside: no `apply` calls, and a warning that says what to write.
    #expect(!unobserved.engineCalls.contains { $0.kind == .apply })
    let warning = try #require(unobserved.warnings.first { $0.code == .unobservedEngine })
    #expect(warning.message.contains("engine: .hero"))
    let observed = try Replayer().replay(drag, into: scene(.hero))
    #expect(observed.engineCalls.contains { $0.kind == .apply })
    // Each call names the engine it went to; the unobserved replay saw UIKit's side only.
    #expect(observed.engineCalls.allSatisfy { $0.engine == ReplayEngine.hero.name })
    #expect(unobserved.engineCalls.allSatisfy { $0.engine == "UIKit" })
    #expect(!unobserved.engineCalls.isEmpty)
    #expect(!observed.warnings.contains { $0.code == .unobservedEngine })
  }
}
