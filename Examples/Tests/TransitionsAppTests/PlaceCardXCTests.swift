import Foundation
import GestureTapeTesting
import TransitionsApp
import XCTest

/// The opening-hours card in XCTest: the same scene, the same assertions.
final class PlaceCardXCTests: XCTestCase {
  func testAFlickDownDismissesTheCard() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.flickDown, into: TransitionScenes.openingHours())
    }
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    XCTAssertNil(result.timeline.last?.view("card"))
  }

  func testASlowShortPullPutsTheCardBack() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: Recordings.slowDragDown, into: TransitionScenes.openingHours())
    }
    expectOutcome(of: result, is: .cancelled)
    expectView(
      .named("card"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 413.5)))
  }
}
