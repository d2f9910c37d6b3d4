import Foundation
import GestureTapeTesting
import HeroReplay
import Testing
import XCTest

@testable import GalleryApp

// The README's "Testing your own transition" examples, compiled and run. The only change from
// the README's text: the recording's path comes from this file's place in the repository, so the
// test runs from any directory.

@MainActor
@Suite(.gestureTape(record: .never))
struct PhotoDismissReadmeTests {
  @Test func flickDownDismissesThePhoto() throws {
    let url = Recordings.package.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
    let result = try Replayer().replay(
      contentsOf: url,
      into: .app(engine: .hero) {
        PhotoGalleryViewController()
      } setup: {
        $0.showPhoto(at: 4, animated: false)
      })
    expectOutcome(of: result, is: .finished)
    expectView(.heroID("photo_4"), in: result, at: .end, .position(.init(x: 187.5, y: 251.5)))
    expectNotStuck(result, within: .seconds(1))
  }
}

final class CardSwipeReadmeXCTests: XCTestCase {
  func testSlowDragRightKeepsTheCard() throws {
    let url = Recordings.examples.appendingPathComponent(
      "virtio-touchscreen-1fg-slow-drag-right.gtape")
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: url,
        into: .app(engine: .hero) {
          CardListViewController()
        } setup: {
          $0.openCard(1, animated: false)
        })
    }
    expectOutcome(of: result, is: .cancelled)
    expectFollowsFinger(.heroID("card_1"), in: result, within: 40)
  }
}
