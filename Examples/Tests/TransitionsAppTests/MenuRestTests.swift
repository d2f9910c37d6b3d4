import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// A side menu dragged in (gesture-driven UI that is not a transition): the generic
/// came-to-rest check needs no end position to know it settled, and says where.
@MainActor
@Suite(.gestureTape(record: .never))
struct MenuRestTests {
  /// The menu (260 × 667) fully open: its centre.
  let openCentre = ReplayPoint(x: 130, y: 333.5)
  /// Fully closed: off the screen to the left.
  let closedCentre = ReplayPoint(x: -130, y: 333.5)

  @Test func aFlickRightOpensTheMenu() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickRight, into: TransitionScenes.menu())
    expectOutcome(of: result, is: .noTransition)
    expectCameToRest(result)
    expectView(.named("menu"), in: result, at: .end, .position(openCentre))
  }

  @Test func aSlowShortDragClosesItAgain() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragRight, into: TransitionScenes.menu())
    expectCameToRest(result)
    expectView(.named("menu"), in: result, at: .end, .position(closedCentre))
  }

  @Test func theTransitionsComeToRestToo() throws {
    expectCameToRest(
      try Replayer().replay(contentsOf: Recordings.flickDown, into: TransitionScenes.receipt()))
    expectCameToRest(
      try Replayer().replay(contentsOf: Recordings.slowDragDown, into: TransitionScenes.filters()))
    expectCameToRest(
      try Replayer().replay(contentsOf: Recordings.flickDown, into: TransitionScenes.draft()))
  }
}
