import Foundation
import GestureTapeTesting
import HeadlessUI
import HeroReplay
import StoryboardApp
import Testing

/// The storyboard app replayed as it runs: Main.storyboard's initial navigation controller, its
/// photo grid, the present-modally segue to the photo, and the photo's pan handler wired in the
/// storyboard. The glue is the scene expression: the storyboard's name and the segue the tap
/// would perform.
@MainActor
@Suite(.gestureTape(record: .never))
struct PhotoStoryboardTests {
  /// Photo 4's cell: the middle of the second row of 125-point cells below a 64-point inset.
  let cellCentre = ReplayPoint(x: 187.5, y: 64 + 125 + 62.5)
  /// The photo full screen: a 375-point square centred in the 375 × 667 window.
  let fullScreenCentre = ReplayPoint(x: 187.5, y: 333.5)

  @Test func aFlickDownDismissesThePhotoIntoItsCell() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.flickDown,
      into: .storyboard("Main", bundle: appResources, engine: .hero) {
        $0.performSegue(withIdentifier: "showPhoto", sender: IndexPath(item: 4, section: 0))
      })
    expectOutcome(of: result, is: .finished)
    expectView(.heroID("photo"), in: result, at: .end, .position(cellCentre))
    expectNotStuck(result, within: .seconds(1))
    #expect(result.transitions.map(\.kind) == [.dismiss])
    #expect(result.transitions.first?.from == "PhotoViewController")
    #expect(result.engineCalls.contains { $0.kind == .apply && $0.target == "photo" })
  }

  @Test func aSlowDragDownPutsThePhotoBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.slowDragDown,
      into: .storyboard("Main", bundle: appResources, engine: .hero) {
        $0.performSegue(withIdentifier: "showPhoto", sender: IndexPath(item: 4, section: 0))
      })
    expectOutcome(of: result, is: .cancelled)
    expectView(.heroID("photo"), in: result, at: .end, .position(fullScreenCentre))
    expectFollowsFinger(.heroID("photo"), in: result, within: 12)
  }

  @Test func theStoryboardLoadsWithoutAProblem() throws {
    InterfaceBuilderDiagnostics.removeAll()
    let navigation = try #require(
      UIStoryboard(name: "Main", bundle: appResources).instantiateInitialViewController()
        as? UINavigationController)
    let photos = try #require(navigation.topViewController as? UICollectionViewController)
    #expect(String(describing: type(of: photos)) == "PhotosViewController")
    #expect(photos.title == "Photos")
    photos.loadViewIfNeeded()
    // Even items from the prototype cell, odd ones from PhotoNibCell.xib (4-point inset).
    let prototype = photos.collectionView.dequeueReusableCell(
      withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
    let nib = photos.collectionView.dequeueReusableCell(
      withReuseIdentifier: "nibPhoto", for: IndexPath(item: 1, section: 0))
    #expect(String(describing: type(of: prototype)) == "PhotoCell")
    #expect(String(describing: type(of: nib)) == "PhotoCell")
    #expect(nib.contentView.subviews.first?.layer.cornerRadius == 8)
    let problems = InterfaceBuilderDiagnostics.records.filter { $0.kind != .unsupported }
    #expect(problems.isEmpty, "\(problems.map(\.description))")
  }
}
