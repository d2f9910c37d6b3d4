import DemoScene
import Foundation
import GestureTapeTesting
import TestSupport
import XCTest

// The XCTest example of docs/TESTING.md, compiled and run (the path is found
// from the repository root). XCTest on Linux cannot discover `@MainActor` test methods, and
// runs tests on the main thread, so the body enters the main actor with `assumeIsolated`.

final class DismissXCTests: XCTestCase {
  func testSlowDragCancels() throws {
    let url = Fixtures.recordings.appendingPathComponent(
      "logitech-ultrathin-touch-mouse-drag-wheel.gtape")
    let result = try MainActor.assumeIsolated {
      try Replayer().replay(contentsOf: url, into: DemoReplayScene())
    }
    expectOutcome(of: result, is: .cancelled)
    expectFollowsFinger(.heroID("image_4"), in: result, within: 12)
  }
}
