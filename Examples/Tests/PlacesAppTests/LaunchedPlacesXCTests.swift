import Foundation
import GestureTapeTesting
import PlacesApp
import XCTest

/// The places app launched in XCTest: the same steps, the same assertions.
final class LaunchedPlacesXCTests: XCTestCase {
  func testTapTheThirdPlaceThenFlickItAway() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().run(
        [.tap(.row(2)), .settle, .replay(contentsOf: LaunchedPlacesTests.flickDown)],
        in: .launch(appResources))
    }
    XCTAssertEqual(result.transitions.map(\.kind), [.present, .dismiss])
    XCTAssertEqual(result.transitions.last?.finished, true)
    XCTAssertNil(result.timeline.last?.view("place"))
  }
}
