import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// The notes app's storyboard screen-edge pop: Notes.storyboard declares the edge pan (left
/// edge) and connects it to the note's action; the list is the navigation controller's delegate
/// and pops with its own interactive transition. Replayed from real recordings.
@MainActor
@Suite(.gestureTape(record: .never))
struct NoteEdgePopTests {
  /// The note fills the 375 × 667 window: its centre at rest.
  let restingCentre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func aSwipeFromTheLeftEdgePopsTheNote() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.notes())
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    expectNotStuck(result, within: .seconds(1))
    let transition = try #require(result.transitions.first)
    #expect(result.transitions.count == 1)
    #expect(transition.kind == .pop)
    #expect(transition.machinery == .uikit)
    #expect(transition.interactive == true)
    #expect(transition.from == "NoteViewController")
    #expect(transition.to == "NotesViewController")
    // The note follows the finger while it drags, and the list is back at the end.
    expectFollowsFinger(.named("note"), in: result, within: 4)
    expectView(.named("notes"), in: result, at: .end, .position(restingCentre))
    #expect(result.timeline.last?.view("note") == nil)
  }

  @Test func aSlowShortDragFromTheEdgeKeepsTheNote() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.notes())
    expectOutcome(of: result, is: .cancelled)
    expectCameToRest(result)
    expectView(.named("note"), in: result, at: .end, .position(restingCentre))
  }

  @Test func aDragAwayFromTheEdgeDoesNothing() throws {
    // The flick right starts far from the edge: the storyboard's edge pan does not begin.
    let result = try Replayer().replay(
      contentsOf: Recordings.flickRight, into: TransitionScenes.notes())
    expectOutcome(of: result, is: .noTransition)
    expectView(.named("note"), in: result, at: .end, .position(restingCentre))
  }
}
