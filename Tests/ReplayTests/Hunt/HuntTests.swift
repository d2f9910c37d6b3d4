import DemoScene
import Foundation
import GestureLog
import Replay
import TestSupport
import Testing

/// `Replayer.hunt` and `Replayer.shrink` on the demo scenes and the shipped recordings.
@MainActor
@Suite("Hunt and shrink")
struct HuntTests {
  static let slowDrag = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")

  static func recording(_ url: URL) throws -> Recording {
    try GestureLogReader.read(contentsOf: url).recording
  }

  // The slow drag down passes as recorded in the demo inside a navigation controller; a hunt
  // finds Hero's full-screen-snapshot freeze (the release handled while the pop is still
  // starting: docs/KNOWN-HERO-BUGS.md) as its first failure, and the same seed gives the same
  // table.
  @Test func theNavigationDemoFreezesUnderAVariantOfASlowDrag() throws {
    let recording = try Self.recording(Self.slowDrag)
    let recorded = try Replayer().replay(
      recording, into: DemoReplayScene(inNavigationController: true))
    #expect(recorded.problems.isEmpty)
    let options = ReplayHunt.Options(budget: 120, distinctFailures: 3, seed: 7)
    let hunt = try Replayer().hunt(
      recording, into: DemoReplayScene(inNavigationController: true), source: "slow-drag",
      options: options)
    #expect(hunt.recordedPasses)
    let first = try #require(hunt.failures.first)
    #expect(first.check == "responds")
    #expect(first.variant.descriptor == "release:same-turn")
    #expect(first.result.responsiveness?.strandedSnapshots == 1)
    #expect(hunt.tried == 120)
    let again = try Replayer().hunt(
      recording, into: DemoReplayScene(inNavigationController: true), source: "slow-drag",
      options: options)
    #expect(again.text == hunt.text)
  }

  // A shrunk tape stays a gesture a finger makes: it keeps the lift the original
  // has, and its finger is never faster than 1.5 × the original's fastest moment.
  @Test func theShrunkTapeKeepsItsLiftAndAFingersPace() throws {
    let recording = try Self.recording(Self.slowDrag)
    let scene = DemoReplayScene(inNavigationController: true)
    let original = try Replayer().replay(recording, into: scene)
    let shrunk = try Replayer().shrink(
      recording, into: DemoReplayScene(inNavigationController: true), source: "slow-drag",
      variant: try ReplayVariant(descriptor: "release:same-turn"), check: "responds")
    #expect(original.input.last?.touchCount == 0)
    #expect(shrunk.result.input.last?.touchCount == 0, "the lift is kept")
    #expect(shrunk.after.inputFrames >= 3)
    func fastest(_ input: [ReplayInputSample]) -> Double {
      zip(input, input.dropFirst()).filter { $0.0.touchCount > 0 && $0.1.touchCount > 0 }
        .map { a, b in
          a.location.distance(to: b.location) / max((b.time - a.time).seconds, 0.001)
        }
        .max() ?? 0
    }
    #expect(fastest(shrunk.result.input) <= 1.5 * fastest(original.input) + 1)
  }

  // Explain: which parts of the hunt's variant the failure needs, each tried by its
  // removal — the freeze needs the same-turn release, not the frame rate.
  @Test func theShrinkExplainsWhichPartsOfTheVariantMatter() throws {
    let recording = try Self.recording(Self.slowDrag)
    let shrunk = try Replayer().shrink(
      recording, into: DemoReplayScene(inNavigationController: true), source: "slow-drag",
      variant: try ReplayVariant(descriptor: "fps:30 release:same-turn"), check: "responds")
    #expect(shrunk.explanation.contains { $0.token == "release:same-turn" && $0.matters })
    #expect(shrunk.explanation.contains { $0.token == "fps:30" && !$0.matters })
    // And how it depends on time, probed on the shrunk tape: it fails at every frame rate and
    // at half and double speed.
    #expect(shrunk.timing.map(\.change) == ["fps:30", "fps:120", "speed:0.5", "speed:2"])
    #expect(shrunk.timing.allSatisfy { $0.stillFails })
    #expect(
      shrunk.explanationText
        == "fails with release:same-turn; fps:30 does not matter; any frame rate; any pace")
  }

  // Shrinking that failure: a tape of a few input frames (122 as recorded) that fails every
  // time, under the same variant.
  @Test func theFreezeShrinksToAFewFrames() throws {
    let recording = try Self.recording(Self.slowDrag)
    let variant = try ReplayVariant(descriptor: "release:same-turn")
    let shrunk = try Replayer().shrink(
      recording, into: DemoReplayScene(inNavigationController: true), source: "slow-drag",
      variant: variant, check: "responds")
    #expect(shrunk.before.inputFrames == 122)
    #expect(shrunk.after.inputFrames <= 5, "\(shrunk.after)")
    #expect(shrunk.after.evdevFrames < shrunk.before.evdevFrames)
    #expect(shrunk.variant == variant)
    for _ in 0..<3 {
      let replay = try Replayer(settings: shrunk.settings).replay(
        shrunk.recording, into: DemoReplayScene(inNavigationController: true))
      #expect(replay.problemFailures.contains { $0.check == "responds" })
    }
    // The shrunk tape written and read back fails the same way.
    let bytes = try GestureLogWriter.write(shrunk.recording, as: .native)
    let read = try NativeLogReader.read(bytes: bytes, file: "shrunk.gtape").recording
    let replay = try Replayer(settings: shrunk.settings).replay(
      read, into: DemoReplayScene(inNavigationController: true))
    #expect(replay.problems.contains("frozen: snapshot left over the window"))
  }

  // A stall right after the pop starts that lasts past the release (1.2 s later) freezes the
  // same way; a short one (8 ms) does not.
  @Test func aStallAfterTheStartOnlyFreezesWhenItOutlastsTheGesture() throws {
    let recording = try Self.recording(Self.slowDrag)
    func problems(_ descriptor: String) throws -> [String] {
      let settings = try ReplayVariant(descriptor: descriptor).applied(to: ReplaySettings())
      return try Replayer(settings: settings).replay(
        recording, into: DemoReplayScene(inNavigationController: true)
      ).problems
    }
    #expect(try problems("stall:start+1400ms") == ["frozen: snapshot left over the window"])
    #expect(try problems("stall:start+8ms").isEmpty)
  }

  // A rest before the release turns the decision: the flick down finishes as recorded (its
  // velocity carries it past the threshold) and cancels after a 500 ms rest (velocity 0,
  // progress 0.12), so a hunt reaches the scene's cancel path too. The demo decides by progress
  // + velocity.y / height against 0.3.
  @Test func aRestBeforeTheReleaseTurnsAFlickIntoACancel() throws {
    let flick = try Self.recording(
      Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape"))
    func replay(_ descriptor: String) throws -> ReplayResult {
      let settings = try ReplayVariant(descriptor: descriptor).applied(to: ReplaySettings())
      return try Replayer(settings: settings).replay(flick, into: DemoReplayScene())
    }
    let recorded = try replay("recorded")
    let held = try replay("hold:500ms")
    #expect(recorded.outcome.kind == .finished)
    #expect(held.outcome.kind == .cancelled)
    #expect(held.problems.isEmpty)
    let velocity = try #require(held.releaseSample).velocity
    #expect(abs(velocity.y) < 1, "\(velocity)")
    // The release comes 500 ms later than recorded.
    let recordedRelease = try #require(recorded.releaseSample).time
    let heldRelease = try #require(held.releaseSample).time
    #expect(heldRelease.nanoseconds - recordedRelease.nanoseconds == 500_000_000)
  }

  // The gesture again: its frames once more after the end, with new touch identifiers; the
  // report splits the two gestures, and a second touch-down at the very instant of the lift
  // leaves the release and the decision with the first gesture.
  @Test func theGestureAgainIsASecondGesture() throws {
    let flick = try Self.recording(
      Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape"))
    for descriptor in [
      "hold:500ms again:+100ms", "hold:500ms again:+0ms", "hold:500ms touch2:+0ms/50ms",
    ] {
      let settings = try ReplayVariant(descriptor: descriptor).applied(to: ReplaySettings())
      let result = try Replayer(settings: settings).replay(
        flick, into: DemoReplayScene(inNavigationController: true))
      #expect(result.problems.isEmpty, "\(descriptor): \(result.problems)")
      let gestures = try #require(ReplayReport(result).gestures, "\(descriptor)")
      #expect(gestures.count == 2)
      #expect(gestures.first?.outcome == .cancelled, "\(descriptor)")
      #expect(gestures.first?.releaseSample?.state == .ended, "\(descriptor)")
      #expect(gestures.first?.decisions.count == 1, "\(descriptor)")
      #expect(gestures.last?.decisions.isEmpty == true, "\(descriptor)")
    }
    let plan = ReplayInputPlan.make(
      ReplayVariantTests.drag, ReplayPerturbation(again: .milliseconds(15)))
    #expect(plan.times == [0, 10, 20, 30, 40, 50, 60, 75, 85, 95, 105, 115, 125, 135])
    #expect(plan.frames[7].touches.map(\.id) == [2])
    #expect(plan.frames[7].touches.first?.phase == .began)
    #expect(plan.final == 6)
  }

  // The demo (modal) has no such race: no variant of any shipped recording fails, held to
  // every check of the recording's expectation file that makes sense under the variant
  // (following the finger, the views at the end once it decided as recorded, no call after the
  // end) and to the handler's rule, which the hunt takes from the replay as recorded.
  @Test(arguments: DeterminismTests.shipped)
  func theModalDemoPassesEveryVariant(_ url: URL) throws {
    let file = url.deletingPathExtension().appendingPathExtension("expect.json")
    let expectations =
      FileManager.default.fileExists(atPath: file.path)
      ? try ReplayExpectations.load(contentsOf: file) : nil
    let settings = expectations?.settings?.replaySettings ?? ReplaySettings()
    let hunt = try Replayer(settings: settings).hunt(
      try Self.recording(url), into: DemoReplayScene(), source: url.lastPathComponent,
      checks: expectations?.checks ?? [], options: .init(budget: 80))
    #expect(hunt.failures.isEmpty, "\(hunt.text)")
    let recorded = try Replayer(settings: settings).replay(
      try Self.recording(url), into: DemoReplayScene())
    #expect(
      hunt.checks.contains { $0.name.hasPrefix("keeps its rule") } == !recorded.decisions.isEmpty)
  }

  // Every recording that drives the scene, at each frame rate asked: the recordings that start
  // no transition as recorded are left out, the others hunted once per rate.
  @Test func everyRecordingThatDrivesTheSceneIsHunted() throws {
    let hunts = Replayer().huntEveryRecording(
      DeterminismTests.shipped, into: { DemoReplayScene() }, frameRates: [30, 60],
      options: .init(budget: 5))
    let driving = try DeterminismTests.shipped.filter { url in
      try Replayer().replay(contentsOf: url, into: DemoReplayScene()).outcome.kind != .noTransition
    }
    #expect(!driving.isEmpty && driving.count < DeterminismTests.shipped.count)
    #expect(hunts.map(\.recording) == driving.flatMap { [$0, $0] })
    #expect(hunts.map(\.frameRate) == driving.flatMap { _ in [30, 60] })
    #expect(hunts.allSatisfy { $0.hunt.tried == 5 && $0.hunt.failures.isEmpty })
  }

  // The jitter a hunt adds is the spread real hardware shows: the median over the shipped
  // recordings' devices of the 90th percentile of |interval − the device's median interval|,
  // intervals over 50 ms left out. The Pixel flings are left out: their times are Android's
  // (resampled points at frame times), not a panel's.
  @Test func hardwareJitterIsMeasuredFromTheShippedRecordings() throws {
    var spreads: [Double] = []
    for url in DeterminismTests.shipped
    where url.lastPathComponent != "pixel-sailfish-18-flings.gtape" {
      let recording = try Self.recording(url)
      for device in recording.devices {
        let times = device.frames.map(\.time.microseconds)
        let intervals = zip(times, times.dropFirst()).map { Double($1 - $0) }.filter {
          $0 > 0 && $0 < 50_000
        }
        guard intervals.count >= 10 else { continue }
        let sorted = intervals.sorted()
        let middle = sorted.count / 2
        let median =
          sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        let deviations = intervals.map { abs($0 - median) }.sorted()
        spreads.append(deviations[Int(0.9 * Double(deviations.count - 1))])
      }
    }
    spreads.sort()
    let measured = spreads[spreads.count / 2]
    #expect(measured == 1161.5, "\(spreads)")
    #expect(ReplayHunt.hardwareJitter == .nanoseconds(Int64(measured * 1_000)))
  }
}
