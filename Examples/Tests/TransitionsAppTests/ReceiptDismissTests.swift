import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// The receipt's pull-to-dismiss, a `UIPercentDrivenInteractiveTransition` over a linear
/// slide-down animator (no Hero), replayed from real recordings: the replay sees UIKit's
/// transition as it sees Hero's.
@MainActor
@Suite(.gestureTape(record: .never))
struct ReceiptDismissTests {
  /// The receipt fills the 375 × 667 window: its centre at rest.
  let restingCentre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func aFlickDownDismissesTheReceipt() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown, into: TransitionScenes.receipt())
    expectOutcome(of: result, is: .finished)
    expectNotStuck(result, within: .seconds(1))
    expectCompletesOnce(result)
    let transition = try #require(result.transitions.first)
    #expect(result.transitions.count == 1)
    #expect(transition.kind == .dismiss)
    #expect(transition.machinery == .uikit)
    #expect(transition.interactive == true)
    #expect(transition.interactionEnd == "finished")
    #expect(transition.from == "ReceiptViewController")
    #expect(transition.to == "ReceiptsViewController")
    #expect((transition.updates ?? 0) > 3)
    // The receipt is gone at the end: off the screen below it, or out of the window.
    let last = try #require(result.timeline.last)
    #expect(!last.views.contains { $0.id == "receipt" && $0.position.y < 667 })
    // While the finger pulls, the receipt follows it (the interactive part is linear); it
    // moves only down, and the flick drifts ~3 pt sideways.
    expectFollowsFinger(.named("receipt"), in: result, within: 4)
  }

  @Test func aSlowDragDownPutsTheReceiptBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown, into: TransitionScenes.receipt())
    expectOutcome(of: result, is: .cancelled)
    expectNotStuck(result, within: .seconds(1))
    expectView(.named("receipt"), in: result, at: .end, .position(restingCentre))
    expectFollowsFinger(.named("receipt"), in: result, within: 4)
    // The cancel runs back over p × 0.35 s (46 ms from 13 %) along ease-in-out: up to 47 pt a
    // frame at 60 Hz, UIKit's own pace, not a jump.
    expectNoJump(.named("receipt"), in: result, beyond: 60)
    #expect(result.transitions.first?.interactionEnd == "cancelled")
    #expect(result.transitions.first?.finished == false)
  }

  @Test func everyReleaseTimingVariantPasses() throws {
    // The timing sweep applies to UIKit's transitions as to Hero's: the release in the turn
    // of .began, the next turn, after the next frame, and the input shifted against the
    // display grid all finish cleanly here.
    let sweep = try Replayer().sweep(
      contentsOf: Recordings.flickDown, into: TransitionScenes.receipt())
    #expect(sweep.rows.count == 7)
    #expect(sweep.failing.map(\.name) == [])
    #expect(sweep.rows.allSatisfy { $0.result.transitions.first?.machinery == .uikit })
  }
}
