import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// The photo viewer (a `UIPageViewController` written as apps write one, ported by the script)
/// replayed from real recordings: a flick right turns back a page and the counter follows; a
/// slow drag right that does not reach half the page stays.
@MainActor
@Suite(.gestureTape(record: .never))
struct PhotoPagesTests {
  /// The screen's centre in the 375 × 667 window.
  let centre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func aFlickRightTurnsBackAPage() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickRight, into: TransitionScenes.photos())
    expectOutcome(of: result, is: .noTransition)
    expectCameToRest(result)
    expectView(.named("photo-1"), in: result, at: .end, .position(centre))
    #expect(result.timeline.last?.view("photo-2") == nil, "the page it left is gone")
  }

  @Test func aSlowShortDragRightStaysOnThePhoto() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragRight, into: TransitionScenes.photos())
    expectCameToRest(result)
    expectView(.named("photo-2"), in: result, at: .end, .position(centre))
    #expect(result.timeline.last?.view("photo-1") == nil)
  }
}
