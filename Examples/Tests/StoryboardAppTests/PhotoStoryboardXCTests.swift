import Foundation
import GestureTapeTesting
import HeroReplay
import StoryboardApp
import XCTest

/// The storyboard app's pull-to-dismiss in XCTest: the same glue, the same assertions.
final class PhotoStoryboardXCTests: XCTestCase {
  func testAFlickDownDismissesThePhotoIntoItsCell() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: Recordings.flickDown,
        into: .storyboard("Main", bundle: appResources, engine: .hero) {
          $0.performSegue(withIdentifier: "showPhoto", sender: IndexPath(item: 4, section: 0))
        })
    }
    expectOutcome(of: result, is: .finished)
    expectView(.heroID("photo"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 251.5)))
    XCTAssertEqual(result.transitions.map(\.kind), [.dismiss])
  }
}
