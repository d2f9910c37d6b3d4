import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// The opening-hours card (presented `.overCurrentContext`, a table inside, a pan on the card
/// that begins only when the table is at its top and recognizes alongside the table's pan)
/// replayed from real recordings.
@MainActor
@Suite(.gestureTape(record: .never))
struct PlaceCardTests {
  /// The card's centre at rest: it spans y 160–667 of the 375 × 667 window.
  let restingCentre = ReplayPoint(x: 187.5, y: 413.5)

  @Test func aFlickDownDismissesTheCardAndLeavesTheMap() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown, into: TransitionScenes.openingHours())
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    expectNotStuck(result, within: .seconds(1))
    let transition = try #require(result.transitions.first)
    #expect(transition.kind == .dismiss)
    #expect(transition.from == "PlaceCardViewController")
    #expect(transition.to == "PlacesViewController")
    // Over the current context the map stays where it is, and the card is gone.
    expectView(.named("map"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 333.5)))
    #expect(result.timeline.last?.view("card") == nil)
    // While the finger pulls, the card follows it; the table inside does not stretch (its
    // pan recognizes alongside the card's, and the card pins it to its top).
    expectFollowsFinger(.named("card"), in: result, within: 4)
    let offsets = result.timeline.compactMap { frame -> Double? in
      guard let card = frame.view("card"), let row = frame.view("hour-0") else { return nil }
      return row.position.y - card.position.y
    }
    #expect(offsets.count > 10)
    #expect(offsets.allSatisfy { abs($0 - offsets[0]) < 0.5 }, "\(offsets)")
  }

  @Test func aSlowShortPullPutsTheCardBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown, into: TransitionScenes.openingHours())
    expectOutcome(of: result, is: .cancelled)
    expectView(.named("card"), in: result, at: .end, .position(restingCentre))
    expectFollowsFinger(.named("card"), in: result, within: 4)
    expectCameToRest(result)
  }

  @Test func withTheTableScrolledAPullScrollsTheTableAndLeavesTheCard() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown, into: TransitionScenes.openingHours(scrolledBy: 150))
    expectOutcome(of: result, is: .noTransition)
    expectView(.named("card"), in: result, at: .end, .position(restingCentre))
    // The table's rows came down with the finger and the card stayed: row 5 sat at
    // y = 160 + 24 + 5 × 44 + 22 − 150 = 276 before the pull. The finger moved ~99 pt; the
    // rows follow it from where the table's pan began (past its ~10 pt start).
    let first = try #require(result.timeline.first?.view("hour-5"))
    let last = try #require(result.timeline.last?.view("hour-5"))
    #expect(abs(first.position.y - 276) < 1, "\(first.position)")
    let moved = last.position.y - first.position.y
    #expect(moved > 80 && moved < 99, "\(moved)")
  }
}
