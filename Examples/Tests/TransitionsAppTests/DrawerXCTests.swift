import Foundation
import GestureTapeTesting
import TransitionsApp
import XCTest

/// The inbox's side drawer in XCTest: the same scene, the same assertions.
final class DrawerXCTests: XCTestCase {
  func testASwipeFromTheLeftEdgeOpensTheDrawer() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.drawer())
    }
    expectOutcome(of: result, is: .finished)
    expectView(.named("drawer"), in: result, at: .end, .position(ReplayPoint(x: 150, y: 333.5)))
  }

  func testASlowShortDragFromTheEdgeLetsTheDrawerGoBack() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.drawer())
    }
    expectOutcome(of: result, is: .cancelled)
    XCTAssertNil(result.timeline.last?.view("drawer"))
  }
}
