import DemoScene
import Foundation
import GestureTapeTesting
import TestSupport
import Testing

/// The demo scene (Hero's image-gallery dismissal with the seed handler) driven by synthetic
/// drags and by the shipped real recordings, checked with the assertions.
@MainActor
@Suite("Demo scene replays")
struct DemoReplayTests {
  /// The viewer's image centre (DemoScene: 375 × 375 image at y = 146 on a 375 × 667 screen).
  let home = ReplayPoint(x: 187.5, y: 333.5)

  @Test func fastLongDragDismisses() throws {
    // 300 pt down in 150 ms: progress 300 / 2 / 667 = 0.22 and a release velocity near
    // 2000 pt/s (velocity.y / height ≈ 3): well above 0.3.
    let frames = TouchFrame.drag(
      from: .init(x: 187, y: 200), to: .init(x: 187, y: 500), duration: .nanoseconds(150_000_000))
    let result = try Replayer().replay(frames, into: DemoReplayScene(), source: "fast drag")
    #expect(expectOutcome(of: result, is: .finished))
    #expect(expectNotStuck(result, within: .seconds(1)))
    #expect(result.engineCalls.first?.kind == .start)
    #expect(result.engineCalls.last?.kind == .finish)
  }

  @Test func slowShortDragCancelsAndReturnsHome() throws {
    // 60 pt in 1 s, then held still 200 ms before lifting: progress 60 / 1334 = 0.045 and no
    // velocity at the lift (the tracker ignores samples older than 40 ms): 0.045 < 0.3.
    var frames = TouchFrame.drag(
      from: .init(x: 187, y: 300), to: .init(x: 187, y: 360), duration: .nanoseconds(1_000_000_000))
    let release = frames.removeLast()
    let held = TouchFrame(
      time: release.time + .milliseconds(200),
      touches: [.init(id: 0, location: .init(x: 187, y: 360), phase: .stationary)])
    frames.append(held)
    frames.append(TouchFrame(time: held.time + .milliseconds(10), touches: release.touches))
    let result = try Replayer().replay(frames, into: DemoReplayScene(), source: "slow drag")
    #expect(expectOutcome(of: result, is: .cancelled))
    #expect(expectView(.heroID("image_4"), in: result, at: .end, .position(home)))
    #expect(expectNotStuck(result, within: .seconds(1)))
  }

  @Test func realRecordingsFollowTheSeedHandler() throws {
    for (name, recording) in try ShippedRecordings.load() {
      let result = try Replayer().replay(recording, into: DemoReplayScene(), source: name)
      guard let decision = result.decisions.last, let release = result.releaseSample else {
        #expect(result.outcome.kind == .noTransition, "\(name)")
        continue
      }
      // progress = translation.y / 2 / height with height 667.
      let progress = decision.terms.first { $0.name == "progress" }?.value
      #expect(progress == release.translation.y / 2 / 667, "\(name)")
      #expect(
        result.outcome.kind == (decision.sum > 0.3 ? .finished : .cancelled), "\(name)")
      #expect(expectNotStuck(result, within: .seconds(1.5)))
      // During the drag the handler applies position(translation + view.center) to the image.
      if let frame = result.displayFrame(at: release.time - 1),
        let sample = result.gestureTrack.last(where: {
          $0.time <= frame.time && $0.state == .changed
        }),
        frame.progress != nil, let view = frame.view("image_4")
      {
        #expect(
          Tolerance.absolute(0.01).accepts(view.position, expected: home + sample.translation),
          "\(name)")
      }
    }
  }
}
