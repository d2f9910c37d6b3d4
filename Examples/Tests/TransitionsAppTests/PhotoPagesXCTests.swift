import Foundation
import GestureTapeTesting
import TransitionsApp
import XCTest

/// The photo viewer in XCTest: the same scene, the same assertions.
final class PhotoPagesXCTests: XCTestCase {
  func testAFlickRightTurnsBackAPage() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.flickRight, into: TransitionScenes.photos())
    }
    expectCameToRest(result)
    expectView(
      .named("photo-1"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 333.5)))
    XCTAssertNil(result.timeline.last?.view("photo-2"))
  }
}
