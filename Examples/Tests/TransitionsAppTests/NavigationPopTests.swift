import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// Pops from the left edge, replayed from real recordings: the navigation controller's own
/// edge swipe (no custom transition) and a custom interactive pop whose animator is an
/// interruptible property animator.
@MainActor
@Suite(.gestureTape(record: .never))
struct NavigationPopTests {
  /// A screen's centre in the 375 × 667 window.
  let centre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func theSystemEdgeSwipeTakesTheTrackBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.track())
    expectOutcome(of: result, is: .finished)
    expectNotStuck(result, within: .seconds(1))
    expectCompletesOnce(result)
    let transition = try #require(result.transitions.first)
    #expect(transition.kind == .pop)
    #expect(transition.machinery == .uikit)
    #expect(transition.interactive == true)
    #expect(transition.from == "TrackViewController")
    #expect(transition.to == "TracksViewController")
    #expect(result.recognizers.contains { $0.hasPrefix("UIScreenEdgePanGestureRecognizer") })
    // The swipe drifts ~5 pt down (inspect: translation (230, 6) in 812-pt space); the track
    // moves only across.
    expectFollowsFinger(.named("track"), in: result, within: 6)
    expectView(.named("tracks"), in: result, at: .end, .position(centre))
  }

  @Test func aSlowShortSwipeLeavesTheTrack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.track())
    expectOutcome(of: result, is: .cancelled)
    expectNotStuck(result, within: .seconds(1))
    expectFollowsFinger(.named("track"), in: result, within: 4)
    expectView(.named("track"), in: result, at: .end, .position(centre))
    #expect(result.transitions.first?.interactionEnd == "cancelled")
  }

  @Test func theAlbumsCustomPopFollowsTheFingerAndFinishes() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.album())
    expectOutcome(of: result, is: .finished)
    expectNotStuck(result, within: .seconds(1))
    expectCompletesOnce(result)
    #expect(result.transitions.map(\.kind) == [.pop])
    #expect(result.transitions.first?.machinery == .uikit)
    // A paused property animator scrubs linearly: the album follows the finger across (the
    // swipe's ~5 pt downward drift is the gap).
    expectFollowsFinger(.named("album"), in: result, within: 6)
    expectView(.named("albums"), in: result, at: .end, .position(centre))
    expectView(.named("albums"), in: result, at: .end, .opacity(1))
  }

  @Test func theAlbumComesBackFromASlowShortSwipe() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.album())
    expectOutcome(of: result, is: .cancelled)
    expectNotStuck(result, within: .seconds(1))
    expectView(.named("album"), in: result, at: .end, .position(centre))
    expectNoJump(.named("album"), in: result, beyond: 40)
  }
}
