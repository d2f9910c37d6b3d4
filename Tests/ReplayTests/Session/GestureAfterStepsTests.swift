import DemoScene
import Foundation
import GestureLog
import HeadlessUI
import HeroEngine
import Replay
import TestSupport
import Testing

/// `Replayer.replay(_:after:into:)` and `hunt(_:after:into:)`: steps bring the app to its
/// screen, then the gesture under test is replayed with everything a single replay takes —
/// its own outcome, its release timing, a hunt's variant — and the result keeps every step
/// with the screen it was taken on.
@MainActor
@Suite("A gesture after steps")
struct GestureAfterStepsTests {
  let flick = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")

  /// The viewer dismissed at once, presented again with Hero's animation (a transition the
  /// steps start), then a tap on it that does nothing.
  func steps(in scene: DemoReplayScene) -> [ReplayStep] {
    [
      .perform("dismiss the viewer") { _ in
        scene.rootViewController?.dismiss(animated: false)
      },
      .settle,
      .perform("present the viewer") { _ in
        let viewer = ImageViewController()
        viewer.selectedIndex = IndexPath(item: 4, section: 0)
        viewer.hero.isEnabled = true
        scene.rootViewController?.present(viewer, animated: true)
      },
      .settle,
      .tap(.point(x: 30, y: 600)),
    ]
  }

  @Test func theOutcomeIsTheGesturesTransitionNotTheSteps() throws {
    let scene = DemoReplayScene()
    let result = try Replayer().replay(
      try GestureLogReader.read(contentsOf: flick).recording, after: steps(in: scene),
      into: scene, source: "flick")
    let kinds = result.transitions.map(\.kind)
    #expect(kinds.last == .dismiss)
    #expect(kinds.dropLast().contains(.present), "the steps presented the viewer: \(kinds)")
    let dismissal = try #require(result.transitions.last)
    #expect(result.outcome.transitionStart == dismissal.start)
    #expect(result.outcome.kind == .finished)
    #expect(result.gesture != nil, "the recording's gesture 0 was picked")
  }

  @Test func everyStepIsKeptWithItsScreenAndItsInput() throws {
    let scene = DemoReplayScene()
    let alone = try Replayer().replay(contentsOf: flick, into: DemoReplayScene())
    let result = try Replayer().replay(contentsOf: flick, after: steps(in: scene), into: scene)
    #expect(
      result.steps.map(\.label) == [
        "dismiss the viewer", "settle", "present the viewer", "settle",
        "tap point (30.00, 600.00)", "virtio-touchscreen-1fg-flick-down.gtape",
      ])
    #expect(result.steps.map(\.isUnderTest) == [false, false, false, false, false, true])
    #expect(result.firstScreen == "ImageViewController")
    #expect(result.steps[1].screen == "ImageGalleryViewController", "dismissed at once")
    #expect(result.steps[4].screen == "ImageViewController")
    #expect(result.lastScreen == "ImageGalleryViewController", "the flick dismissed it")
    // The tap's two samples, then the flick's, the same count as alone.
    let tap = result.steps[4]
    let gesture = result.steps[5]
    #expect(tap.firstInput == 0 && tap.inputCount == 2)
    #expect(gesture.firstInput == 2 && gesture.inputCount == alone.input.count)
    #expect(result.steps[0].firstInput == nil && result.steps[0].inputCount == 0)
    #expect(gesture.start >= tap.end && gesture.end > gesture.start)
    #expect(alone.steps.isEmpty && alone.firstScreen == "ImageViewController")

    // The report follows the session: each step, when, on which screen; the end's screen.
    let lines = ReplayReport(result).text.split(separator: "\n").map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("Steps: ") })
    #expect(lines[first] == "Steps: 6, on ImageViewController first")
    #expect(lines[first + 5].hasSuffix(" s  tap point (30.00, 600.00), on ImageViewController"))
    #expect(
      lines[first + 6].hasSuffix(
        "virtio-touchscreen-1fg-flick-down.gtape (the gesture under test), on ImageViewController"))
    #expect(lines[first + 7] == "  at the end: ImageGalleryViewController")
    #expect(!ReplayReport(alone).text.contains("Steps:"), "a single replay has none")
  }

  @Test(arguments: ["hold:300ms", "cut:5", "drop:3-6"])
  func aVariantVariesTheGestureAloneAsASingleReplayDoes(descriptor: String) throws {
    let variant = try ReplayVariant(descriptor: descriptor)
    let settings = variant.applied(to: ReplaySettings())
    let scene = DemoReplayScene()
    let varied = try Replayer(settings: settings).replay(
      contentsOf: flick, after: steps(in: scene), into: scene)
    let single = try Replayer(settings: settings).replay(contentsOf: flick, into: DemoReplayScene())
    let plainScene = DemoReplayScene()
    let plain = try Replayer().replay(
      contentsOf: flick, after: steps(in: plainScene), into: plainScene)
    // The gesture under test as the single replay delivers it under the variant…
    let gesture = try #require(varied.steps.last)
    #expect(gesture.inputCount == single.input.count)
    #expect(varied.outcome.kind == single.outcome.kind)
    #expect(
      varied.input.suffix(gesture.inputCount).map(\.touchCount) == single.input.map(\.touchCount))
    // …and the steps' tap as written.
    #expect(Array(varied.input.prefix(2)) == Array(plain.input.prefix(2)))
    #expect(varied.steps.dropLast() == plain.steps.dropLast())
  }

  @Test func aRestBeforeTheLiftCancelsAfterStepsToo() throws {
    // The hold variant changes the demo's decision (no velocity at the lift): the session's
    // outcome follows it, so a hunt after steps sees what the variant does to the gesture.
    let settings = try ReplayVariant(descriptor: "hold:300ms").applied(to: ReplaySettings())
    let scene = DemoReplayScene()
    let held = try Replayer(settings: settings).replay(
      contentsOf: flick, after: steps(in: scene), into: scene)
    #expect(held.outcome.kind == .cancelled)
  }

  @Test func noStepsIsTheSingleReplay() throws {
    let recording = try GestureLogReader.read(contentsOf: flick).recording
    let single = try Replayer().replay(recording, into: DemoReplayScene(), source: "f")
    let none = try Replayer().replay(recording, after: [], into: DemoReplayScene(), source: "f")
    #expect(single.digest == none.digest)
    #expect(none.steps.isEmpty)
  }

  @Test func aHuntVariesTheGestureAfterTheSteps() throws {
    let recording = try GestureLogReader.read(contentsOf: flick).recording
    let scene = DemoReplayScene()
    let hunt = try Replayer().hunt(
      recording, after: steps(in: scene), into: scene, source: "flick",
      checks: [.outcome(.finished)], options: .init(budget: 40, seed: 1))
    #expect(hunt.recordedPasses)
    #expect(hunt.tried == 40)
    // A tap that is not there stops the hunt before any variant, with the step's reason.
    #expect(throws: ReplayError.targetNotFound("label \"Close\"")) {
      try Replayer().hunt(
        recording, after: [.tap(.label("Close"))], into: DemoReplayScene(),
        options: .init(budget: 5))
    }
  }

  @Test func theShrinkLeavesOutTheStepsTheFailureDoesNotNeed() throws {
    // A check the flick fails under a variant that keeps its path (it finishes; the check
    // wants it cancelled). The shrink tries the steps from the last: the tap (which does
    // nothing) and the settles go; "present the viewer" stays, since with the dismissal still
    // before it the gesture would land on the gallery, another screen; then the dismissal
    // goes (the demo opens on the viewer, so presenting it again changes nothing).
    let recording = try GestureLogReader.read(contentsOf: flick).recording
    let scene = DemoReplayScene()
    let shrunk = try Replayer().shrink(
      recording, into: scene, source: "flick",
      variant: try ReplayVariant(descriptor: "release:next-turn"), check: "outcome cancelled",
      checks: [.outcome(.cancelled)], after: steps(in: scene))
    #expect(shrunk.keptSteps == [2], "\(shrunk.keptSteps)")
    #expect(shrunk.result.steps.map(\.label) == ["present the viewer", "flick"])
    // The flick finishing is what fails the check; at half speed its velocity at the release
    // halves and the demo's rule cancels it: the failure depends on the pace, not on the frame
    // rate or the release turn.
    #expect(
      shrunk.explanationText
        == "fails without any part of the variant; release:next-turn does not matter; "
        + "any frame rate; passes at speed:0.5 and speed:2")
    #expect(shrunk.result.outcome.kind != .cancelled)
    #expect(shrunk.after.inputFrames < shrunk.before.inputFrames)
  }
}
