import Foundation
import Replay
import Testing

/// The stepper on a scripted scene whose behaviour is known exactly.
@MainActor
@Suite("Replayer stepper")
struct ReplayerTests {
  /// 300 pt down in 300 ms sampled at 100 Hz: 31 frames at 0…300 ms and the release at 310 ms.
  let drag = TouchFrame.drag(
    from: .init(x: 100, y: 100), to: .init(x: 100, y: 400), duration: .nanoseconds(300_000_000))

  @Test func dragHasTheDocumentedShape() {
    #expect(drag.count == 32)
    #expect(drag.last?.time == VirtualInstant(nanoseconds: 310_000_000))
    #expect(drag.last?.activeTouches.isEmpty == true)
  }

  @Test func finishesAndSettlesOnTheClock() throws {
    let result = try Replayer().replay(drag, into: ScriptedScene(), source: "drag")
    #expect(result.outcome.kind == .finished)
    #expect(result.outcome.transitionStart == 0)
    #expect(result.outcome.release == 310_000_000)
    // Completion 250 ms after the release.
    #expect(result.outcome.end == 560_000_000)
    // The last sampled frame is the first at or after 560 ms: 34 · 10⁹/60 = 566.67 ms.
    #expect(result.timeline.last?.index == 34)
    #expect(result.timeline.last?.time == 566_666_666)
    #expect(result.input.count == 32)
    #expect(result.gestureTrack.count == 32)
    // 300 / 600 = 0.5 > 0.3.
    #expect(result.decisions.first?.choice == "finish")
    #expect(result.outcome.progressAtRelease == 0.5)
  }

  @Test func speedScalesInputTimes() throws {
    let result = try Replayer(settings: .init(speed: 2)).replay(drag, into: ScriptedScene())
    #expect(result.outcome.release == 155_000_000)
    #expect(result.outcome.end == 405_000_000)
    let slow = try Replayer(settings: .init(speed: 0.5)).replay(drag, into: ScriptedScene())
    #expect(slow.outcome.release == 620_000_000)
  }

  @Test func frameRateSetsTheGrid() throws {
    for rate in [30, 60, 120] {
      let result = try Replayer(settings: .init(frameRate: rate)).replay(
        drag, into: ScriptedScene())
      #expect(result.timeline[1].time.nanoseconds == 1_000_000_000 / Int64(rate))
      #expect(result.outcome.end == 560_000_000)
    }
  }

  @Test func inputGoesBeforeTheDisplayFrameAtTheSameTime() throws {
    // Input at 0 and the first display frame at 0: the frame already shows the finger.
    let result = try Replayer().replay(drag, into: ScriptedScene())
    #expect(result.timeline[0].views[0].position == ReplayPoint(x: 100, y: 100))
    // 200 ms is display frame 12 and input frame 20 (y = 100 + 200): equal times, input first.
    #expect(result.timeline[12].views[0].position == ReplayPoint(x: 100, y: 300))
  }

  @Test func stuckAfterTheBoundedTime() throws {
    let scene = ScriptedScene()
    scene.neverCompletes = true
    let settings = ReplaySettings(stuckTimeout: 1_000_000_000)
    let result = try Replayer(settings: settings).replay(drag, into: scene)
    #expect(result.outcome.kind == .stuck)
    #expect(result.outcome.end == nil)
    // Sampling stops at the last frame not after 310 ms + 1 s: frame 78 (1.3 s).
    #expect(result.timeline.last?.index == 78)
    #expect(result.warnings.contains { $0.code == "stuck" })
  }

  @Test func noTransition() throws {
    let scene = ScriptedScene()
    scene.startsTransition = false
    let result = try Replayer().replay(drag, into: scene)
    #expect(result.outcome.kind == .noTransition)
    #expect(result.outcome.release == 310_000_000)
    // The first frame at or after 310 ms: 19 · 16.67 = 316.67 ms.
    #expect(result.timeline.last?.index == 19)
  }

  @Test func jitterIsSeededAndBounded() throws {
    let jitter = ReplayJitter(maximum: 2_000_000, seed: 42)
    let a = try Replayer(settings: .init(jitter: jitter)).replay(drag, into: ScriptedScene())
    let b = try Replayer(settings: .init(jitter: jitter)).replay(drag, into: ScriptedScene())
    #expect(a == b)
    #expect(a.digest == b.digest)
    let other = ReplayJitter(maximum: 2_000_000, seed: 43)
    let c = try Replayer(settings: .init(jitter: other)).replay(drag, into: ScriptedScene())
    #expect(c.input.map(\.time) != a.input.map(\.time))
    let plain = try Replayer().replay(drag, into: ScriptedScene())
    for (jittered, exact) in zip(a.input, plain.input) {
      #expect(
        (jittered.time - exact.time).nanoseconds.magnitude <= 2_000_000 || jittered.time == .zero)
    }
    #expect(zip(a.input, a.input.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test func picksTheRequestedGesture() throws {
    let second = TouchFrame.drag(
      from: .init(x: 10, y: 10), to: .init(x: 10, y: 20), duration: .milliseconds(100)
    ).map { TouchFrame(time: $0.time + .seconds(1), touches: $0.touches) }
    let frames = drag + second
    #expect(GestureSegmenter.gestures(in: frames) == [0..<32, 32..<44])
    let result = try Replayer(settings: .init(gesture: 1)).replay(frames, into: ScriptedScene())
    #expect(result.input.count == 12)
    #expect(result.input.first?.location == ReplayPoint(x: 10, y: 10))
    #expect(result.outcome.kind == .cancelled)  // 10 / 600 ≤ 0.3
    #expect(throws: ReplayError.noSuchGesture(requested: 2, available: 2)) {
      try Replayer(settings: .init(gesture: 2)).replay(frames, into: ScriptedScene())
    }
  }

  @Test func invalidSettingsAreRefused() {
    #expect(throws: ReplayError.self) {
      try Replayer(settings: .init(frameRate: 50, speed: 0)).replay(drag, into: ScriptedScene())
    }
    #expect(ReplaySettings(frameRate: 50, speed: 0).problems.count == 2)
  }

  @Test func digestIsStableAndSensitive() throws {
    let result = try Replayer().replay(drag, into: ScriptedScene())
    #expect(result.digest.count == 16)
    var changed = result
    changed.timeline[3].views[0].position.x += 0.000001
    #expect(changed.digest != result.digest)
    var renamed = result
    renamed.source = "other"
    #expect(renamed.digest != result.digest)
  }

  @Test func reportSaysWhatDecided() throws {
    let result = try Replayer().replay(drag, into: ScriptedScene(), source: "drag")
    let text = ReplayReport(result).text
    #expect(text.contains("Outcome: finished at 0.560 s"))
    #expect(text.contains("Deciding number: progress = 0.500"))
    let json = ReplayReport(result).json
    #expect(json.contains("\"decidingTerm\" : \"progress\""))
  }
}
