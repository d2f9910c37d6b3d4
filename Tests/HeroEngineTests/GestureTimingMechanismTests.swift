import Foundation
import HeadlessUI
import Testing

@testable import HeroEngine

/// The mechanisms behind the gesture-timing bugs Hero users report, each against a case worked
/// by hand from Hero 1.6.4's source (docs/KNOWN-HERO-BUGS.md, mechanisms N1–N4):
/// - `HeroTransition+Start.swift:63-67, 181-188`: `fullScreenSnapshot` of the window added at `start()`; the
///   transition container's interaction set to `isUserInteractionEnabled` (false); Hero's own
///   container not interactive; `animate()` dispatched to the main queue in a navigation
///   controller.
/// - `HeroTransition+Animate.swift:28, 70-80`: `guard state == .starting`; a stored `forceFinishing`
///   completes at once; a stored `startingProgress` is applied; the snapshot removed last.
/// - `HeroTransition+Complete.swift:28-32`: `.notified` records `forceFinishing`; `.starting` and
///   `.animating` clean up (`context.clean()` on a `HeroContext!`) and reset to `.possible`
///   without touching `fullScreenSnapshot`.
/// - `HeroTransition+Interactive.swift:33-97`: `finish`/`cancel` accepted in `.notified`,
///   `.starting`, `.animating`; `apply` only in `.animating`; `update` outside `.animating`
///   stores `startingProgress`.
@MainActor
@Suite("Gesture-timing mechanisms (Hero 1.6.4)")
struct GestureTimingMechanismTests {
  /// A 300 × 600 window with a Hero-enabled navigation controller showing `first`.
  @MainActor final class NavigationStage {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let first = UIViewController()
    let second = UIViewController()
    let navigation: UINavigationController
    var events: [HeroEngineEvent.Kind] = []

    init() {
      navigation = UINavigationController(rootViewController: first)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      Hero.withShared(engine) {
        navigation.hero.isEnabled = true
        navigation.hero.navigationAnimationType = .slide(direction: .left)
      }
      engine.addEventObserver { [weak self] in self?.events.append($0.kind) }
    }

    func push(then body: (HeroTransition) -> Void = { _ in }) {
      Hero.withShared(engine) {
        navigation.pushViewController(second, animated: true)
        body(engine)
      }
    }

    /// What a touch at the window's centre reaches.
    var hitAtCentre: UIView? { window.hitTest(CGPoint(x: 150, y: 300), with: nil) }
  }

  // N2 (#259, #655 a): push, then finish() in the same turn, while `.starting`. finish():
  // no view contexts yet, so every animator's resume gives 0 → complete(after: 0) →
  // complete(finished: true) cleans up and resets to .possible. The queued animate() then
  // meets `guard state == .starting` and returns: the snapshot stays over the window.
  @Test func finishWhileStartingInANavigationControllerStrandsTheSnapshot() throws {
    let stage = NavigationStage()
    stage.push { engine in
      #expect(engine.state == .starting)
      #expect(engine.strandedSnapshots.isEmpty)  // still the running transition's own
      engine.finish()
    }
    #expect(stage.engine.state == .possible)
    #expect(stage.engine.lastTransitionFinished == true)
    #expect(stage.navigation.topViewController === stage.second)
    stage.window.clock.runUntilIdle()
    #expect(stage.events == [.snapshotAdded, .completed(finished: true), .queuedAnimateSkipped])
    let stranded = stage.engine.strandedSnapshots
    #expect(stranded.count == 1)
    let snapshot = try #require(stranded.first)
    #expect(snapshot.superview === stage.window)
    #expect(snapshot.frame == stage.window.bounds)
    let hit = try #require(stage.hitAtCentre)
    #expect(stage.engine.isEngineView(hit))  // every touch lands on the snapshot
    #expect(stage.window.isUserInteractionEnabled)
  }

  // Hero #572: the stranded snapshot outlives every later transition — each start() makes and
  // animate() removes only its own (fullScreenSnapshot is overwritten), so the old one stays.
  @Test func aStrandedSnapshotOutlivesTheNextTransitions() {
    let stage = NavigationStage()
    stage.push { $0.finish() }
    stage.window.clock.runUntilIdle()
    #expect(stage.engine.strandedSnapshots.count == 1)
    Hero.withShared(stage.engine) { _ = stage.navigation.popViewController(animated: true) }
    #expect(stage.engine.state == .starting)
    #expect(stage.engine.strandedSnapshots.count == 1)  // the new one is the pop's own
    stage.window.clock.step()
    Hero.withShared(stage.engine) { stage.engine.finish() }
    stage.window.clock.runUntilIdle()
    #expect(stage.navigation.topViewController === stage.first)
    #expect(stage.engine.strandedSnapshots.count == 1)
    #expect(stage.events.filter { $0 == .snapshotAdded }.count == 2)
    #expect(stage.events.filter { $0 == .snapshotRemoved }.count == 1)
  }

  // The same release one turn later: animate() has run (.animating) and removed the snapshot;
  // finish from progress 0 animates, and the app is reachable afterwards.
  @Test func finishAfterTheQueuedAnimateLeavesNothingBehind() throws {
    let stage = NavigationStage()
    stage.push()
    stage.window.clock.step()  // the main-queue turn: animate()
    #expect(stage.engine.state == .animating)
    #expect(stage.events == [.snapshotAdded, .snapshotRemoved])
    Hero.withShared(stage.engine) { stage.engine.finish() }
    #expect(stage.engine.state == .animating)  // animating towards the end
    stage.window.clock.runUntilIdle()
    #expect(stage.engine.state == .possible)
    #expect(stage.engine.strandedSnapshots.isEmpty)
    let hit = try #require(stage.hitAtCentre)
    #expect(!stage.engine.isEngineView(hit))
    #expect(hit === stage.second.view)
  }

  // While the transition runs, UIKit's container does not take touches (Hero sets it to
  // `isUserInteractionEnabled`, false by default) and neither does Hero's container; complete
  // sets the UIKit container back to true.
  @Test func theContainersRefuseTouchesDuringTheTransition() throws {
    let stage = NavigationStage()
    stage.push()
    stage.window.clock.step()
    let container = try #require(stage.engine.container)
    #expect(!container.isUserInteractionEnabled)
    #expect(stage.navigation.view.isUserInteractionEnabled == false)
    Hero.withShared(stage.engine) { stage.engine.finish(animate: false) }
    #expect(stage.navigation.view.isUserInteractionEnabled)
  }

  // N1 (#655 b): finish() while `.notified` only records forceFinishing; start() builds
  // everything, animate() completes at once (0 frames of animation) and then removes the
  // snapshot (its last line) — no freeze outside a navigation controller, but no animation.
  @Test func finishWhileNotifiedCompletesWithoutAnimatingWhenTheTransitionStarts() {
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let from = UIViewController()
    let to = UIViewController()
    window.rootViewController = from
    window.makeKeyAndVisible()
    var events: [HeroEngineEvent.Kind] = []
    engine.addEventObserver { events.append($0.kind) }
    var frames = 0
    engine.addStateObserver { if $0.state == .animating { frames += 1 } }
    _ = engine.animationController(forPresented: to, presenting: from, source: from)
    #expect(engine.state == .notified)
    engine.finish()
    #expect(engine.state == .notified)
    #expect(engine.forceFinishing == true)
    engine.transitionContainer = window
    engine.start()
    #expect(engine.state == .possible)
    #expect(engine.lastTransitionFinished == true)
    #expect(events == [.snapshotAdded, .completed(finished: true), .snapshotRemoved])
    #expect(engine.strandedSnapshots.isEmpty)
    #expect(window.clock.isIdle)  // no runner frames: the finish did not animate
  }

  // N4: apply() before `.animating` is dropped; update() is stored and applied by animate().
  // The pushed view slides in from the right (x: 450 → 150 over the slide); apply at the
  // starting turn pins nothing, so after animate() the view sits at the stored progress 0.5.
  @Test func applyBeforeAnimatingIsDroppedAndUpdateIsStored() throws {
    let stage = NavigationStage()
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    stage.second.view.addSubview(marker)
    marker.hero.id = "marker"
    stage.push { engine in
      engine.update(0.5)
      engine.apply(modifiers: [.position(CGPoint(x: 10, y: 10))], to: marker)
      #expect(engine.startingProgress == 0.5)
    }
    stage.window.clock.step()
    #expect(stage.engine.state == .animating)
    #expect(close(stage.engine.progress, 0.5))
    let position = try #require(stage.engine.presentation(of: stage.second.view)?.position)
    #expect(position != CGPoint(x: 10, y: 10))
    #expect(stage.engine.presentation(of: marker)?.position != CGPoint(x: 10, y: 10))
    Hero.withShared(stage.engine) {
      stage.engine.apply(modifiers: [.position(CGPoint(x: 10, y: 10))], to: stage.second.view)
    }
    #expect(stage.engine.presentation(of: stage.second.view)?.position == CGPoint(x: 10, y: 10))
  }

  // N3 (#371): an update() after the transition completed is stored and pauses the next,
  // button-driven transition at that progress; it never completes by itself.
  @Test func anUpdateAfterTheEndPausesTheNextTransition() {
    let stage = NavigationStage()
    stage.push { engine in engine.update(0.2) }
    stage.window.clock.step()
    Hero.withShared(stage.engine) {
      stage.engine.cancel(animate: false)
      stage.engine.update(0.35)  // a late .changed
    }
    #expect(stage.engine.state == .possible)
    #expect(stage.engine.startingProgress == 0.35)
    stage.push()
    stage.window.clock.runUntilIdle(maxTime: .seconds(5))
    #expect(stage.engine.state == .animating)
    #expect(close(stage.engine.progress, 0.35))
  }

  // Hero's `context` is `HeroContext!`, created after the `heroWillStart…` delegate calls:
  // a delegate that cancels there makes complete(finished:) unwrap nil. The engine records a
  // crash and stops instead of taking the test process down.
  @Test func cancelFromWillStartIsRecordedAsACrash() throws {
    final class Canceller: UIViewController, HeroViewControllerDelegate {
      weak var engine: HeroTransition?
      func heroWillStartTransition() { engine?.cancel() }
    }
    let engine = HeroTransition()
    let window = UIWindow(screenSize: CGSize(width: 300, height: 600))
    let from = Canceller()
    from.engine = engine
    window.rootViewController = from
    window.makeKeyAndVisible()
    var events: [HeroEngineEvent.Kind] = []
    engine.addEventObserver { events.append($0.kind) }
    engine.transition(from: from, to: UIViewController(), in: window)
    #expect(
      events == [
        .delegateCallback(name: "willStart", controller: "Canceller"),
        .crash(
          reason: try #require(
            engine.crash.map { if case .crash(let r) = $0.kind { r } else { "" } })),
      ])
    let crash = try #require(engine.crash)
    #expect(crash.state == .starting)
    guard case .crash(let reason) = crash.kind else {
      Issue.record("not a crash: \(crash.kind)")
      return
    }
    #expect(reason.contains("nil context"))
    engine.finish()
    engine.update(0.5)
    #expect(engine.state == .starting)  // stopped where Hero died
    #expect(events.count == 2)
  }
}
