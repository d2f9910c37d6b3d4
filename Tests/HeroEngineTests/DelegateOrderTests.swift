import Foundation
import HeadlessUI
import HeroEngine
import Testing

@MainActor
final class LoggingController: UIViewController, HeroViewControllerDelegate {
  let name: String
  let log: EventLog

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  func heroWillStartTransition() { log.add("\(name).willStartTransition") }
  func heroDidEndTransition() { log.add("\(name).didEndTransition") }
  func heroDidCancelTransition() { log.add("\(name).didCancelTransition") }
  func heroWillStartAnimatingFrom(viewController: UIViewController) {
    log.add("\(name).willStartAnimatingFrom")
  }
  func heroDidEndAnimatingFrom(viewController: UIViewController) {
    log.add("\(name).didEndAnimatingFrom")
  }
  func heroDidCancelAnimatingFrom(viewController: UIViewController) {
    log.add("\(name).didCancelAnimatingFrom")
  }
  func heroWillStartAnimatingTo(viewController: UIViewController) {
    log.add("\(name).willStartAnimatingTo")
  }
  func heroDidEndAnimatingTo(viewController: UIViewController) {
    log.add("\(name).didEndAnimatingTo")
  }
  func heroDidCancelAnimatingTo(viewController: UIViewController) {
    log.add("\(name).didCancelAnimatingTo")
  }
}

@MainActor
final class EventLog: HeroTransitionDelegate {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func heroTransition(_ hero: HeroTransition, didUpdate state: HeroTransitionState) {
    add("state.\(state)")
  }
}

/// docs/spec/HERO.md §1.4 and docs/spec/HERO.md §3.5: state changes and view-controller callbacks in Hero's order. For a
/// custom transition the completion callback also sets `.possible` (before the end
/// callbacks), and the final reset sets it again.
///
/// Follows Hero 1.6.4 Sources/Transition/HeroTransition.swift:62-69 (state `didSet`),
/// HeroTransition+Start.swift:51-61 (will-start calls), HeroTransition+Complete.swift:115-170
/// (completion, end/cancel calls) and HeroTransition+CustomTransition.swift:27-41.
@MainActor
@Suite struct DelegateOrderTests {
  func run(finish: Bool) -> [String] {
    let log = EventLog()
    let stage = Stage(
      from: LoggingController("from", log: log), to: LoggingController("to", log: log))
    stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), [.fade])
    stage.engine.delegate = log
    stage.start()
    stage.engine.update(0.5)
    log.add("gesture.end")
    if finish { stage.engine.finish() } else { stage.engine.cancel() }
    stage.clock.runUntilIdle()
    return log.entries
  }

  @Test func onFinish() {
    #expect(
      run(finish: true) == [
        "state.notified", "state.starting",
        "from.willStartTransition", "from.willStartAnimatingTo",
        "to.willStartTransition", "to.willStartAnimatingFrom",
        "state.animating", "gesture.end", "state.completing", "state.possible",
        "from.didEndAnimatingTo", "from.didEndTransition",
        "to.didEndAnimatingFrom", "to.didEndTransition",
        "state.possible",
      ])
  }

  @Test func onCancel() {
    #expect(
      run(finish: false) == [
        "state.notified", "state.starting",
        "from.willStartTransition", "from.willStartAnimatingTo",
        "to.willStartTransition", "to.willStartAnimatingFrom",
        "state.animating", "gesture.end", "state.completing", "state.possible",
        "from.didCancelAnimatingTo", "from.didCancelTransition",
        "to.didCancelAnimatingFrom", "to.didCancelTransition",
        "state.possible",
      ])
  }
}

/// The wrong-state table of docs/spec/HERO.md §1.5 (the rows that need no UIKit timing).
@MainActor
@Suite struct WrongStateTests {
  @Test func callsWhileIdleDoNothing() {
    let stage = Stage()
    let box = stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), [.fade])
    stage.engine.finish()
    stage.engine.cancel(animate: false)
    stage.engine.apply(modifiers: [.position(.zero)], to: box)
    stage.engine.changeTarget(modifiers: [.position(.zero)], to: box)
    stage.engine.complete(finished: true)
    #expect(stage.engine.state == .possible)
    #expect(stage.engine.timeline.stateChanges.isEmpty)
  }

  @Test func applyToAViewHeroDoesNotAnimateIsIgnored() {
    let stage = Stage()
    stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), [.fade])
    let plain = stage.box(in: stage.from.view, CGRect(x: 0, y: 100, width: 50, height: 50))
    stage.start()
    stage.engine.update(0.5)
    stage.engine.apply(modifiers: [.position(.zero)], to: plain)
    #expect(stage.engine.presentation(of: plain) == nil)
    #expect(plain.center == CGPoint(x: 25, y: 125))
  }

  // A second transition while one runs is refused (Hero returns nil to UIKit).
  @Test func secondTransitionIsRefused() {
    let stage = Stage()
    stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), [.fade])
    stage.start()
    var secondCompleted = false
    stage.engine.transition(from: stage.to, to: stage.from, in: stage.window) { _ in
      secondCompleted = true
    }
    #expect(stage.engine.fromViewController === stage.from)
    #expect(!secondCompleted)
  }

  // 0.x `setDefaultAnimationForNextTransition` resets to `.auto` after the transition; the 1.x
  // property persists.
  @Test func nextTransitionDefaultAnimationResets() {
    let stage = Stage()
    stage.engine.setDefaultAnimationForNextTransition(.zoom)
    stage.start()
    #expect(stage.engine.resolvedDefaultAnimation == .zoom)
    stage.engine.finish(animate: false)
    #expect(stage.engine.defaultAnimation == .auto)
    let other = Stage()
    other.engine.defaultAnimation = .zoom
    other.start()
    other.engine.finish(animate: false)
    #expect(other.engine.defaultAnimation == .zoom)
  }

  // The call log sees every interactive call with its arguments, time and state.
  @Test func callLog() {
    let stage = Stage()
    let box = stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), [.fade])
    var calls: [HeroCall] = []
    stage.engine.addCallObserver { calls.append($0) }
    stage.engine.update(progress: 0.2)
    stage.start()
    stage.advance(0.05)
    stage.engine.update(0.4)
    stage.engine.apply(modifiers: [.position(CGPoint(x: 1, y: 2))], to: box)
    stage.engine.end()
    #expect(calls.count == 4)
    #expect(
      calls[0]
        == HeroCall(
          kind: .update(progress: 0.2), isLegacyName: true, time: 0, state: .possible, progress: 0))
    #expect(calls[1].kind == .update(progress: 0.4))
    #expect(calls[1].time == 50_000_000 && calls[1].state == .animating)
    #expect(
      calls[2].kind
        == .apply(
          view: "from/0",
          values: [HeroAppliedValue(key: .position, value: .point(CGPoint(x: 1, y: 2)))]))
    #expect(calls[3].kind == .finish(animate: true) && calls[3].isLegacyName)
    #expect(calls[3].progress == 0.4)
  }

  // Hero 1.6.4 Sources/HeroViewControllerDelegate.swift:39-55: a navigation controller whose
  // top controller is no delegate passes the call to every loaded child (here the root `a`
  // under a plain top `b`); a tab bar controller whose selected controller is a delegate
  // calls only that one (`x`, not the loaded `y`).
  @Test func delegatesInContainers() {
    let log = EventLog()
    let a = LoggingController("a", log: log)
    let navigation = UINavigationController(rootViewController: a)
    navigation.pushViewController(UIViewController(), animated: false)
    a.loadViewIfNeeded()
    let x = LoggingController("x", log: log)
    let y = LoggingController("y", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [x, y]
    y.loadViewIfNeeded()
    let stage = Stage(from: navigation, to: tabs)
    stage.start()
    #expect(
      log.entries.filter { $0.hasSuffix("willStartTransition") } == [
        "a.willStartTransition", "x.willStartTransition",
      ])
  }
}
