import Foundation
import GalleryApp
import GestureTapeTesting
import Testing

/// The photo's pull-to-dismiss, replayed from real recordings (Swift Testing).
@MainActor
@Suite(.gestureTape(record: .never))
struct PhotoDismissTests {
  /// Photo 4's cell in the gallery: the middle of the second row of 125-point squares at y 64.
  let cellCentre = ReplayPoint(x: 187.5, y: 64 + 125 + 62.5)
  /// The photo full screen: a 375-point square centred in the 375 × 667 window.
  let fullScreenCentre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func aFlickDownDismissesThePhotoIntoItsCell() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown, into: GalleryScenes.photo())
    expectOutcome(of: result, is: .finished)
    expectView(.heroID("photo_4"), in: result, at: .end, .position(cellCentre))
    expectView(
      .heroID("photo_4"), in: result, at: .end,
      .frame(ReplayRect(x: 125, y: 189, width: 125, height: 125)))
    expectNotStuck(result, within: .seconds(1))
    #expect(result.transitions.map(\.kind) == [.dismiss])
    #expect(result.transitions.first?.from == "PhotoViewController")
    #expect(result.transitions.first?.to == "PhotoGalleryViewController")
    #expect(result.recognizers == ["UIPanGestureRecognizer@UIView"])
    #expect(result.engineCalls.contains { $0.kind == .apply && $0.target == "photo_4" })
  }

  @Test func aSlowDragDownPutsThePhotoBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown, into: GalleryScenes.photo())
    expectOutcome(of: result, is: .cancelled)
    expectView(.heroID("photo_4"), in: result, at: .end, .position(fullScreenCentre))
    expectFollowsFinger(.heroID("photo_4"), in: result, within: 12)
    expectNoJump(.heroID("photo_4"), in: result, beyond: 40)
    #expect(result.transitions.first?.finished == false)
  }
}
