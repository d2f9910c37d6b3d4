import Foundation
import GestureTapeTesting
import HeadlessUI
import HeroReplay
import Testing

@testable import HeroImageGallery

/// Hero's own image gallery, as Hero ships it (storyboards, outlets, `@IBAction`s, a cell made by
/// `init?(coder:)`, its data source in extensions), replayed from the real recordings. The glue is
/// the photos' size (the app's image files are not here) and the scene: the storyboard's name and
/// the tap on photo 4 the gallery's code answers with a push.
@MainActor
@Suite(.gestureTape(record: .never))
struct ImageGalleryTests {
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("recordings")

  func scene() -> AppReplayScene {
    UIImage.unregisteredSize = CGSize(width: 1000, height: 750)
    return .storyboard("ImageGallery", engine: .hero) {
      guard let gallery = $0 as? ImageGalleryViewController else { return }
      gallery.collectionView.selectItem(
        at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
      gallery.collectionView(
        gallery.collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
    }
  }

  @Test func aFlickDownPopsThePhotoBackIntoTheGrid() throws {
    let result = try Replayer().replay(
      contentsOf: Self.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape"),
      into: scene())
    expectOutcome(of: result, is: .finished)
    #expect(result.transitions.map(\.kind) == [.pop])
    #expect(result.transitions.first?.from == "ImageViewController")
    // Photo 4 ends in its cell: the second row's middle of 125-point cells.
    expectView(.heroID("image_4"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 187.5)))
    // The cell's own scroll view pan begins first; the report follows the app's pan.
    #expect(result.primaryRecognizer == "UIPanGestureRecognizer@UICollectionView")
    #expect(result.warnings.filter { $0.code == "uikit-exception" }.isEmpty)
  }

  @Test func aSlowDragDownKeepsThePhoto() throws {
    let result = try Replayer().replay(
      contentsOf: Self.recordings.appendingPathComponent(
        "virtio-touchscreen-1fg-slow-drag-down.gtape"), into: scene())
    expectOutcome(of: result, is: .cancelled)
    #expect(result.transitions.first?.finished == false)
  }
}
