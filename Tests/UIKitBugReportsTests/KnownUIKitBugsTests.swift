import Foundation
import GestureTapeTesting
import HeadlessUI
import TestSupport
import Testing

/// The recordings of docs/KNOWN-UIKIT-BUGS.md: real kernel recordings made by `gesturetape
/// record` in the QEMU harness (recordings/hero-bugs/README.md, Examples/recordings/README.md).
enum UIKitRecipe {
  /// R5: 80 pt down at 40 pt/s (cancels every dismissal here).
  static let verySlowDrag = Fixtures.recordings.appendingPathComponent(
    "hero-bugs/virtio-touchscreen-1fg-very-slow-drag.gtape")
  /// R6: a 100 pt drag down cut with the finger down: the touch ends cancelled.
  static let dragCut = Fixtures.recordings.appendingPathComponent(
    "hero-bugs/virtio-touchscreen-1fg-drag-cut.gtape")
  /// A swipe from 2 pt off the left edge, ~230 pt right in 152 ms.
  static let leftEdgeSwipe = Fixtures.repositoryRoot.appendingPathComponent(
    "Examples/recordings/virtio-touchscreen-1fg-left-edge-swipe.gtape")
}

/// The scenes, built the no-glue way with `AppReplayScene`.
@MainActor
enum UIKitBugScenes {
  static func viewer(_ reported: PhotoViewerViewController.Reported) -> AppReplayScene {
    .app {
      PhotoGridViewController()
    } setup: { grid in
      grid.present(PhotoViewerViewController(reported: reported), animated: false)
    }
  }

  static func notes(usesOwnSwipeDelegate: Bool) -> AppReplayScene {
    .app {
      UINavigationController(
        rootViewController: NotesViewController(usesOwnSwipeDelegate: usesOwnSwipeDelegate))
    } setup: { navigation in
      (navigation.viewControllers.first as? NotesViewController)?.open(note: 1, animated: false)
    }
  }

  static func drawer(ignoresCancelled: Bool) -> AppReplayScene {
    .app { TopDrawerViewController(ignoresCancelled: ignoresCancelled) }
  }
}

/// UIKit interactive-transition bugs people reported, each replayed from a real recording into
/// a scene written as the reporter's code was, and caught by a generic assertion. Where the
/// mechanism is UIKit's behaviour (HeadlessUI models it), the buggy code fails the assertion
/// and the test records it with `withKnownIssue`; the fixed code passes. If a known issue ever
/// stops failing, the test fails.
@MainActor
@Suite("Known UIKit bugs")
struct KnownUIKitBugsTests {
  // NYTPhotoViewer #121: the interaction controller is returned for every dismissal; the Close
  // button's dismissal starts interactive, waits for updates that never come, and never ends.
  @Test func nytPhotoViewer121CloseButtonDismissalNeverEnds() throws {
    let steps: [ReplayStep] = [.tap(.accessibilityIdentifier("close")), .settle]
    let buggy = try Replayer().run(steps, in: UIKitBugScenes.viewer(.interactionControllerAlways))
    #expect(buggy.transitions.first?.kind == .dismiss)
    #expect(buggy.transitions.first?.machinery == .uikit)
    withKnownIssue("NYTPhotoViewer #121: an interactive dismissal nobody drives") {
      expectNotStuck(buggy, within: .seconds(1))
    }
    let fixed = try Replayer().run(steps, in: UIKitBugScenes.viewer(.fixed))
    expectNotStuck(fixed, within: .seconds(1))
    #expect(fixed.transitions.first?.outcome == .finished)
  }

  // ARNTransitionAnimator #21: after a cancelled pull, the flag that says "interactive" stays
  // set; the Close button's dismissal then waits for the pan.
  @Test func arnTransitionAnimator21CloseAfterACancelledPullNeverEnds() throws {
    let steps: [ReplayStep] = [
      .replay(contentsOf: UIKitRecipe.verySlowDrag), .wait(.seconds(0.5)),
      .tap(.accessibilityIdentifier("close")), .settle,
    ]
    let buggy = try Replayer().run(steps, in: UIKitBugScenes.viewer(.flagKeptAfterCancel))
    #expect(buggy.transitions.map(\.kind) == [.dismiss, .dismiss])
    #expect(buggy.transitions.first?.outcome == .cancelled)
    withKnownIssue("ARNTransitionAnimator #21: the next dismissal is interactive and stalls") {
      expectNextTransitionCompletes(buggy)
    }
    let fixed = try Replayer().run(steps, in: UIKitBugScenes.viewer(.fixed))
    expectNextTransitionCompletes(fixed)
  }

  // NYTPhotoViewer #193: the handler ignores `.cancelled`; when the touch is cancelled the
  // interactive dismissal is left open, the viewer half pulled.
  @Test func nytPhotoViewer193CancelledTouchLeavesTheDismissalOpen() throws {
    let buggy = try Replayer().replay(
      contentsOf: UIKitRecipe.dragCut, into: UIKitBugScenes.viewer(.cancelledStateIgnored))
    #expect(buggy.primaryGestureTrack.contains { $0.state == .cancelled })
    withKnownIssue("NYTPhotoViewer #193: the transition is neither finished nor cancelled") {
      expectNotStuck(buggy, within: .seconds(1))
    }
    let fixed = try Replayer().replay(
      contentsOf: UIKitRecipe.dragCut, into: UIKitBugScenes.viewer(.fixed))
    expectNotStuck(fixed, within: .seconds(1))
    #expect(fixed.outcome.kind == .cancelled)
    expectCameToRest(fixed)
  }

  // SwiftCustomTransitions #4 / AWPercentDrivenInteractiveTransition #2: the animator calls
  // completeTransition(true) after a cancel, and UIKit dismisses the viewer anyway.
  @Test func cancelWorksAsFinishWhenTheAnimatorCompletesTrue() throws {
    let buggy = try Replayer().replay(
      contentsOf: UIKitRecipe.verySlowDrag, into: UIKitBugScenes.viewer(.completesTrueAlways))
    #expect(buggy.transitions.first?.interactionEnd == "cancelled")
    #expect(buggy.problems.contains("completed against its interaction"))
    withKnownIssue("SwiftCustomTransitions #4: interaction.cancel works as finish") {
      expectCompletesOnce(buggy)
    }
    let fixed = try Replayer().replay(
      contentsOf: UIKitRecipe.verySlowDrag, into: UIKitBugScenes.viewer(.fixed))
    expectCompletesOnce(fixed)
    #expect(fixed.outcome.kind == .cancelled)
  }

  // A handler that calls cancel() twice: UIKit's percent-driven controller "calls through to
  // the transition context's cancelInteractiveTransition()"
  // (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()),
  // so the second call reaches the context after the interaction ended. It is recorded, and the
  // no-jump check's "nothing after finish/cancel" rule flags it.
  @Test func aSecondCancelIsRecordedAndFlagged() throws {
    let buggy = try Replayer().replay(
      contentsOf: UIKitRecipe.verySlowDrag, into: UIKitBugScenes.viewer(.cancelsTwice))
    #expect(buggy.engineCalls.filter { $0.kind == .cancel }.count == 2)
    let message = ReplayCheck.noJump("viewer", beyond: 10_000).verify(buggy) ?? ""
    #expect(message.contains("The handler called cancel"))
    #expect(buggy.outcome.kind == .cancelled, "the second call changes nothing")
    let fixed = try Replayer().replay(
      contentsOf: UIKitRecipe.verySlowDrag, into: UIKitBugScenes.viewer(.fixed))
    #expect(fixed.engineCalls.filter { $0.kind == .cancel }.count == 1)
    #expect(ReplayCheck.noJump("viewer", beyond: 10_000).verify(fixed) == nil)
  }

  // Radar 15215690 (WordPress-iOS #6639, RMPZoomTransitionAnimator #1): a navigation delegate
  // that implements the animation method, even returning nil for pops, turns the edge swipe
  // back off: the note does not follow the finger.
  @Test func radar15215690AnimationDelegateTurnsTheSwipeBackOff() throws {
    let buggy = try Replayer().replay(
      contentsOf: UIKitRecipe.leftEdgeSwipe, into: UIKitBugScenes.notes(usesOwnSwipeDelegate: false)
    )
    #expect(buggy.transitions.isEmpty)
    withKnownIssue("radar 15215690: the default interactive pop can't be triggered") {
      expectFollowsFinger(.named("note"), in: buggy, within: 6)
    }
    let fixed = try Replayer().replay(
      contentsOf: UIKitRecipe.leftEdgeSwipe, into: UIKitBugScenes.notes(usesOwnSwipeDelegate: true))
    expectFollowsFinger(.named("note"), in: fixed, within: 6)
    #expect(fixed.transitions.map(\.kind) == [.pop])
    #expect(fixed.outcome.kind == .finished)
  }

  // LGSideMenuController #99 / ICSDrawerController #11: a drawer handler with no case for
  // `.cancelled`; when the system takes the touch the drawer stays half open.
  @Test func lgSideMenu99CancelledPanLeavesTheDrawerHalfOpen() throws {
    let buggy = try Replayer().replay(
      contentsOf: UIKitRecipe.dragCut, into: UIKitBugScenes.drawer(ignoresCancelled: true))
    withKnownIssue("LGSideMenuController #99: frozen in the opening state") {
      expectCameToRest(buggy)
    }
    let fixed = try Replayer().replay(
      contentsOf: UIKitRecipe.dragCut, into: UIKitBugScenes.drawer(ignoresCancelled: false))
    expectCameToRest(fixed)
    #expect(fixed.timeline.last?.view("drawer")?.position.y == -200)
  }
}
