import Foundation
import GestureTapeTesting
import TransitionsApp
import XCTest

/// The notes app's storyboard screen-edge pop in XCTest: the same scene, the same assertions.
final class NoteEdgePopXCTests: XCTestCase {
  func testASwipeFromTheLeftEdgePopsTheNote() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.notes())
    }
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    XCTAssertEqual(result.transitions.first?.from, "NoteViewController")
    XCTAssertNil(result.timeline.last?.view("note"))
  }

  func testASlowShortDragFromTheEdgeKeepsTheNote() throws {
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(
        contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.notes())
    }
    expectOutcome(of: result, is: .cancelled)
    expectView(
      .named("note"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 333.5)))
  }
}
