import Foundation
import GalleryApp
import GestureTapeTesting
import XCTest

/// The card's swipe-right dismissal with its own threshold (40 % of the width or 600 pt/s),
/// replayed from real recordings (XCTest).
final class CardSwipeXCTests: XCTestCase {
  func testAFlickRightDismissesTheCard() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.flickRight, into: GalleryScenes.card())
    }
    expectOutcome(of: result, is: .finished)
    // Card 1 back in the list: x 16, y 80 + 150, 343 × 130.
    expectView(.heroID("card_1"), in: result, at: .end, .position(.init(x: 187.5, y: 295)))
    expectNotStuck(result, within: .seconds(1))
    let release = try XCTUnwrap(result.releaseSample)
    XCTAssertGreaterThan(release.velocity.x, 600, "the flick is fast enough on its own")
    XCTAssertLessThan(release.translation.x / 375, 0.6)
    XCTAssertEqual(result.transitions.first?.from, "CardViewController")
    // During the drag the card follows the finger sideways (the handler's translate modifier).
    let releaseFrame = try XCTUnwrap(result.displayFrame(at: try XCTUnwrap(result.outcome.release)))
    let card = try XCTUnwrap(releaseFrame.views.first { $0.heroID == "card_1" })
    XCTAssertEqual(card.position.x, 187.5 + release.translation.x, accuracy: 20)
  }

  func testASlowDragRightLetsTheCardSpringBack() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.slowDragRight, into: GalleryScenes.card())
    }
    expectOutcome(of: result, is: .cancelled)
    // The detail card: the window inset by 16 × 60.
    expectView(.heroID("card_1"), in: result, at: .end, .position(.init(x: 187.5, y: 333.5)))
    let release = try XCTUnwrap(result.releaseSample)
    XCTAssertLessThan(release.translation.x / 375, 0.4)
    XCTAssertLessThan(release.velocity.x, 600)
    XCTAssertEqual(result.transitions.first?.finished, false)
  }
}
