import Foundation
import GestureTapeTesting
import HeadlessUI
import HeroEngine
import Testing

/// The regression suite of real Hero reports (docs/KNOWN-HERO-BUGS.md): for each, a scene
/// written the way the reporter's code was, a real recording of the gesture (recipes R1–R9),
/// and the assertion that catches the bug. Where the mechanism is still in Hero 1.6.4 the
/// assertion fails and the test records it as a known issue naming the Hero issue; where 1.6.4
/// fixed it the assertion passes. A known issue that stops failing fails the test, so a fix (or
/// a regression of the engine's fidelity) shows.
@MainActor
@Suite("Known Hero bugs")
struct KnownHeroBugsTests {
  /// A sweep row by variant name.
  func row(_ sweep: ReplaySweep, _ name: String) throws -> ReplaySweep.Row {
    try #require(sweep.rows.first { $0.name == name })
  }

  // MARK: Still in Hero 1.6.4

  // Hero #655 (a) and (b), with Hero 1.x names in a navigation controller: a flick whose .ended
  // is handled in the turn of .began finishes while `.starting`; the queued animate() returns
  // early and the full-screen snapshot freezes the screen, and the finish skipped its animation.
  @Test func hero655FastFlickFreezesInTheSameTurnVariantOnly() throws {
    let sweep = try Replayer().sweep(
      contentsOf: Recipe.fastFlick.url, into: BugScenes.photoPushed())
    #expect(sweep.failing.map(\.name) == ["release:same-turn"])
    for row in sweep.rows where row.name != "release:same-turn" {
      expectResponds(row.result)
      expectCompletesOnce(row.result)
      #expect(row.result.outcome.kind == .finished, "\(row.name)")
    }
    let sameTurn = try row(sweep, "release:same-turn")
    #expect(sameTurn.result.outcome.stateAtRelease == "starting")
    withKnownIssue("Hero #655 (a): the full-screen snapshot stays over the window") {
      expectResponds(sameTurn.result)
    }
    withKnownIssue("Hero #655 (b): finish before animate() completes without animating") {
      expectAnimatedEnd(sameTurn.result)
    }
  }

  // Hero #259, "pan quickly and app seems dead": the image-gallery example's own 0.x handler
  // (hero_dismissViewController / Hero.shared.end) in a navigation controller, on the demo flick.
  @Test func hero259QuickPanLeavesTheAppLookingDead() throws {
    let recorded = try Replayer().replay(
      contentsOf: Recipe.flick.url, into: BugScenes.galleryPushed())
    expectResponds(recorded)
    var settings = ReplaySettings()
    settings.timing = ReplayTiming(release: .sameTurn)
    let sameTurn = try Replayer(settings: settings).replay(
      contentsOf: Recipe.flick.url, into: BugScenes.galleryPushed())
    #expect(sameTurn.transitions.first?.strandedSnapshot == true)
    withKnownIssue("Hero #259: a full-screen snapshot is left on top, the app looks dead") {
      expectResponds(sameTurn)
    }
  }

  // Hero #371: the pop is cancelled by a handler that keeps calling update() after cancel(); the
  // stored starting progress pauses the next, button-driven transition half way.
  @Test func hero371CancelledPopFreezesTheNextTransition() throws {
    let result = try Replayer().run(
      [
        .replay(contentsOf: Recipe.reversePastStart.url), .wait(.seconds(0.5)),
        .tap(.accessibilityIdentifier("close")), .settle,
      ],
      in: BugScenes.reversingPushed())
    #expect(result.transitions.count == 2)
    #expect(result.transitions.first?.outcome == .cancelled)
    #expect(result.transitions.first?.kind == .pop)
    withKnownIssue("Hero #371: the next transition freezes at the stored starting progress") {
      expectNextTransitionCompletes(result)
    }
  }

  // Hero #451: the same handler in a modal .pageIn/.pageOut dismissal; after the gesture the
  // Close button's dismissal stays stuck on screen.
  @Test func hero451DismissalStaysStuckAfterDraggingPastTheStart() throws {
    let result = try Replayer().run(
      [
        .replay(contentsOf: Recipe.reversePastStart.url), .wait(.seconds(0.5)),
        .tap(.accessibilityIdentifier("close")), .settle,
      ],
      in: BugScenes.reversingPresented())
    #expect(result.transitions.map(\.kind) == [.dismiss, .dismiss])
    withKnownIssue("Hero #451: the controller fails to dismiss and remains stuck") {
      expectNextTransitionCompletes(result)
    }
    withKnownIssue("Hero #451: the stuck transition keeps UIKit's container from taking touches") {
      expectResponds(result)
    }
  }

  // Hero #746: released near the end (R4), the finish covers the rest in a few frames: the
  // photo leaps faster than the finger moved it.
  @Test func hero746FinishNearTheEndSnaps() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.dragNearEnd.url, into: BugScenes.photoPresented(divisor: 1))
    #expect(result.outcome.kind == .finished)
    let progress = try #require(result.outcome.progressAtRelease)
    #expect(progress > 0.75 && progress < 0.95)
    withKnownIssue("Hero #746: the finish after a release near the end snaps") {
      expectVelocityContinuous(.heroID("photo_2"), in: result, tolerance: 400)
    }
  }

  // MARK: Fixed by Hero 1.6.4 (the assertion passes)

  // Hero #203 / #188: crash or double completion on a very fast swipe in a navigation
  // controller. 1.x guards make complete(finished:) run once even when the release lands
  // while `.starting` (the freeze of #655 remains).
  @Test func hero203FastSwipeCompletesOnceWithoutACrash() throws {
    for release in ReplayTiming.Release.allCases {
      var settings = ReplaySettings()
      settings.timing = ReplayTiming(release: release)
      let result = try Replayer(settings: settings).replay(
        contentsOf: Recipe.fastFlick.url, into: BugScenes.photoPushed())
      expectCompletesOnce(result)
      #expect(result.transitions.first?.completions == 1, "\(release)")
      #expect(result.transitions.first?.delegateCallbacks.isEmpty == false, "\(release)")
    }
  }

  // Hero #176: released short of the threshold after holding still (R3), the cancelled photo
  // animates back from where the finger left it instead of jumping.
  @Test func hero176CancelAnimatesBackWithoutAJump() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.dragHoldRelease.url, into: BugScenes.photoPresented())
    expectOutcome(of: result, is: .cancelled)
    // The cancel animates back at up to ~12 pt a frame; the jump of #176 is the whole way in one.
    expectNoJump(.heroID("photo_2"), in: result, beyond: 20)
    expectAnimatedEnd(result, minimumFrames: 3)
    expectResponds(result)
  }

  // Hero #303 (fixed in 1.0.0): the overlay resumes from its current opacity on cancel.
  @Test func hero303OverlayResumesFromItsCurrentOpacity() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.dragHoldRelease.url, into: BugScenes.overlayCard())
    #expect(result.outcome.kind == .cancelled)
    let release = try #require(result.outcome.release)
    let opacities = result.timeline.compactMap { frame in
      frame.view("dimming").map { (time: frame.time, opacity: $0.opacity) }
    }
    #expect(opacities.count > 10)
    var largest = 0.0
    for (a, b) in zip(opacities, opacities.dropFirst()) where b.time >= release - 50_000_000 {
      largest = max(largest, abs(b.opacity - a.opacity))
    }
    #expect(largest < 0.1, "the overlay's opacity jumped by \(largest) in one frame")
  }

  // Hero #299, the tutorial handler (present on .began, update() only on .changed): b4760fe
  // (1.0.1) fixed the 0.01 s seek offset, but 1.6.4's animate() still starts the progress
  // runner (complete(after:finishing:)), so the display frame between .began and the first
  // update runs ahead on its own and the screen then jumps back.
  @Test func hero299InteractivePushRunsAheadBeforeTheFirstUpdate() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.verySlowDrag.url, into: BugScenes.slideIn())
    let release = try #require(result.outcome.release)
    let progresses = result.timeline.filter { $0.time < release }.compactMap(\.progress)
    #expect(progresses.count > 30)
    withKnownIssue("Hero #299: the first frame runs ahead of the finger, then jumps back") {
      for (a, b) in zip(progresses, progresses.dropFirst()) {
        #expect(b >= a, "progress went back from \(a) to \(b) while the finger moved on")
      }
    }
  }

  // Hero #132 (fixed in 0.3.x by 39363c4, "fix incorrect duration for interactive
  // transition"): while the finger drives the dismissal, the matched pair is drawn at one
  // geometry on every frame.
  @Test func hero132MatchedViewsStayTogetherWhileDragging() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.dragHoldRelease.url, into: BugScenes.profile())
    let release = try #require(result.outcome.release)
    var compared = 0
    for frame in result.timeline where frame.time < release {
      // The appearing side keeps the heroID as its name; the other side gets `@from`.
      guard let from = frame.view("avatar@from"), let to = frame.view("avatar") else { continue }
      compared += 1
      #expect(from.position.distance(to: to.position) < 0.5, "frame \(frame.index)")
      #expect(abs(from.width - to.width) < 0.5, "frame \(frame.index)")
    }
    #expect(compared > 20)
  }

  // Hero #122 (fixed in 0.3.4): the cancel does not take far too long. Hero 1.6.4 re-times
  // every view without an explicit duration by its optimized duration for the way back
  // (HeroDefaultAnimator.resume), so the bound is the transition's own duration, not the
  // remaining fraction of it.
  @Test func hero122CancelTakesNoLongerThanTheTransition() throws {
    let scene = BugScenes.photoPresented()
    var duration = 0.0
    scene.onGesture = { _, _ in duration = max(duration, scene.heroEngine?.totalDuration ?? 0) }
    let result = try Replayer().replay(contentsOf: Recipe.dragHoldRelease.url, into: scene)
    #expect(result.outcome.kind == .cancelled)
    #expect(duration > 0.2 && duration < 1)
    expectNotStuck(result, within: .seconds(duration + 2.0 / 60))
  }

  // Hero #105 ("It's gone"): a transition cancelled by dragging back past the start, then
  // started again by a second drag, runs as a fresh transition; nothing crashes.
  @Test func hero105CancelThenRedoStartsAFreshTransition() throws {
    let result = try Replayer().run(
      [
        .replay(contentsOf: Recipe.reversePastStart.url), .wait(.seconds(0.3)),
        .replay(contentsOf: Recipe.dragHoldRelease.url),
      ],
      in: BugScenes.photoPresented())
    #expect(result.transitions.map(\.outcome) == [.cancelled, .cancelled])
    expectCompletesOnce(result)
    expectResponds(result)
  }

  // MARK: Behaviours the recipes pin down (notes N5, N6; recipes R6, R8, R9)

  // N5: a pan the system cancels (R6) goes through the handler's `default:` branch like a
  // release; the transition ends (here: cancelled, velocity was low), nothing is left stuck.
  @Test func aSystemCancelledPanIsDecidedLikeARelease() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.dragCut.url, into: BugScenes.photoPresented())
    #expect(result.primaryGestureTrack.last?.state == .cancelled)
    expectNotStuck(result, within: .seconds(1))
    expectResponds(result)
  }

  // R8: a second drag while the first one's finish animates: Hero ignores the new dismissal
  // (it is transitioning), so one transition completes once.
  @Test func aSecondGestureDuringTheFinishIsIgnored() throws {
    let result = try Replayer().run(
      [.replay(contentsOf: Recipe.dragThenSecondDrag.url)], in: BugScenes.photoPresented())
    #expect(result.transitions.count == 1)
    #expect(result.transitions.first?.outcome == .finished)
    expectCompletesOnce(result)
    expectResponds(result)
  }

  // N6: progress is clamped to 0…1, so dragging past 100 % (R9) pins the transition at its end.
  @Test func draggingPastTheEndIsClamped() throws {
    let result = try Replayer().replay(
      contentsOf: Recipe.longDrag.url, into: BugScenes.photoPresented(divisor: 0.5))
    let progresses = result.timeline.compactMap(\.progress)
    #expect(progresses.max() == 1)
    #expect(result.engineCalls.contains { ($0.progress ?? 0) > 1 })
  }
}
