import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// Page sheets pulled down, replayed from real recordings: UIKit's own sheet dismissal (no
/// animator in the app), and a sheet that refuses it (`isModalInPresentation`).
@MainActor
@Suite(.gestureTape(record: .never))
struct SheetPullTests {
  /// The sheet's centre at rest: the 375 × 667 window less its 20-pt status bar and the
  /// sheet's 10-pt gap at the top.
  let sheetCentre = ReplayPoint(x: 187.5, y: 30 + 637.0 / 2)

  @Test func aFlickDownClosesTheFilters() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown, into: TransitionScenes.filters())
    expectOutcome(of: result, is: .finished)
    expectNotStuck(result, within: .seconds(1))
    expectCompletesOnce(result)
    let transition = try #require(result.transitions.first)
    #expect(transition.kind == .dismiss)
    #expect(transition.machinery == .uikit)
    #expect(transition.interactive == true)
    #expect(transition.from == "UIViewController")
    #expect(transition.to == "ShopViewController")
    expectFollowsFinger(.named("filters"), in: result, within: 4)
  }

  @Test func aSlowShortPullLeavesTheFilters() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown, into: TransitionScenes.filters())
    expectOutcome(of: result, is: .cancelled)
    expectNotStuck(result, within: .seconds(1))
    expectView(.named("filters"), in: result, at: .end, .position(sheetCentre))
  }

  @Test func theDraftResistsAndAsksToDiscard() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown, into: TransitionScenes.draft())
    // No transition: the sheet only gives a little, springs back, and the app asks.
    expectOutcome(of: result, is: .noTransition)
    #expect(result.transitions.isEmpty)
    expectView(.named("draft"), in: result, at: .end, .position(sheetCentre))
    #expect(result.timeline.last?.views.contains { $0.id == "discardPrompt" } == true)
    // While pulled, the sheet moved less than the finger (the rubber band).
    let lowest = result.timeline.compactMap { $0.view("draft")?.position.y }.max() ?? 0
    #expect(lowest > sheetCentre.y + 5 && lowest < sheetCentre.y + 164)
  }
}
