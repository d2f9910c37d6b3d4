import Foundation
import GestureTapeTesting
import PlacesApp
import XCTest

/// The places app launched in XCTest: the same steps, the same assertions.
final class LaunchedPlacesXCTests: XCTestCase {
  func testTapTheThirdPlaceThenFlickItAway() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: LaunchedPlacesTests.flickDown, after: [.tap(.row(2)), .settle],
        into: .launch(appResources))
    }
    expectOutcome(of: result, is: .finished)
    XCTAssertEqual(result.transitions.map(\.kind), [.present, .dismiss])
    XCTAssertEqual(result.steps.first?.screen, #"PlacesViewController "Places""#)
    XCTAssertEqual(result.transitions.last?.finished, true)
    XCTAssertNil(result.timeline.last?.view("place"))
  }
}
