import DemoScene
import Foundation
import GestureTapeTesting
import TestSupport
import Testing

// The Swift Testing example of docs/TESTING.md, compiled and run. The only
// change from the documented text: the recording's path is found from the repository root so
// the test runs from any directory.

@MainActor
@Suite(.gestureTape(record: .never))
struct DismissTests {
  @Test func slowDragCancels() throws {
    let url = Fixtures.recordings.appendingPathComponent(
      "logitech-ultrathin-touch-mouse-drag-wheel.gtape")
    let result = try Replayer().replay(contentsOf: url, into: DemoReplayScene())
    expectOutcome(of: result, is: .cancelled)
    expectView(.heroID("image_4"), in: result, at: .end, .position(.init(x: 187.5, y: 333.5)))
    expectNotStuck(result, within: .seconds(1))
  }

  @Test func syntheticFlickDismisses() throws {
    let flick = TouchFrame.drag(
      from: .init(x: 187, y: 200), to: .init(x: 187, y: 500), duration: .nanoseconds(150_000_000))
    let result = try Replayer(settings: .init(frameRate: 120)).replay(
      flick, into: DemoReplayScene())
    expectOutcome(of: result, is: .finished)
    expectNoJump(.heroID("image_4"), in: result, beyond: 120)
  }
}
