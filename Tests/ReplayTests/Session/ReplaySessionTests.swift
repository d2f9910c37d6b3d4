import DemoScene
import Foundation
import HeadlessUI
import HeroEngine
import Replay
import TestSupport
import Testing

/// Scripted sessions, release timing variants and sweeps, on the demo scene and on a small
/// app whose button presents a screen.
@MainActor
@Suite("Sessions, timing variants and sweeps")
struct ReplaySessionTests {
  let flick = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
  let slowDrag = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")

  /// A root with an `open` button that presents a Hero-enabled screen (heroID `sheet`).
  final class ButtonRoot: UIViewController {
    var opened = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 300, width: 175, height: 60)
      button.accessibilityIdentifier = "open"
      button.addTarget(self, action: open, for: .touchUpInside)
      view.addSubview(button)
    }

    func open() {
      opened += 1
      let sheet = UIViewController()
      sheet.view.hero.id = "sheet"
      sheet.hero.isEnabled = true
      present(sheet, animated: true)
    }
  }

  /// The flick dismisses the viewer; half a second later the viewer is presented again.
  func dismissThenPresentAgain(in scene: DemoReplayScene) -> [ReplayStep] {
    [
      .replay(contentsOf: flick), .wait(.seconds(0.5)),
      .perform("present the viewer again") { _ in
        let viewer = ImageViewController()
        viewer.selectedIndex = IndexPath(item: 4, section: 0)
        viewer.hero.isEnabled = true
        scene.rootViewController?.present(viewer, animated: true)
      },
      .settle,
    ]
  }

  @Test func aSessionKeepsEveryTransitionInOrder() throws {
    let scene = DemoReplayScene()
    let result = try Replayer().run(
      dismissThenPresentAgain(in: scene), in: scene, source: "two")
    #expect(result.source == "two")
    #expect(result.transitions.map(\.kind) == [.dismiss, .present])
    #expect(result.transitions.map(\.outcome) == [.finished, .finished])
    #expect(result.transitions.map(\.completions) == [1, 1])
    #expect(result.outcome.kind == .finished)
    #expect(result.outcome.release == result.transitions.first?.release)
    // The second transition starts when the step runs: 0.5 s after the flick's last frame.
    let lastInput = try #require(result.input.last?.time)
    #expect(result.transitions[1].start == lastInput + 500_000_000)
    #expect(!result.warnings.contains { $0.code == "transition-restarted" })
    #expect(result.responsiveness?.responds == true)
  }

  @Test func theOutcomeCanBeALaterStepsTransition() throws {
    // Steps that bring the app to its screen start transitions too (a tap that presents);
    // `outcomeStep` says whose outcome the result reports.
    let scene = DemoReplayScene()
    let later = try Replayer().run(dismissThenPresentAgain(in: scene), in: scene, outcomeStep: 2)
    #expect(later.outcome.kind == .finished)
    #expect(later.outcome.transitionStart == later.transitions[1].start)
    #expect(later.outcome.release == nil, "no finger released the presentation")
    let quiet = DemoReplayScene()
    let none = try Replayer().run(dismissThenPresentAgain(in: quiet), in: quiet, outcomeStep: 3)
    #expect(none.outcome.kind == .noTransition, "the settle starts nothing")
    let again = DemoReplayScene()
    let first = try Replayer().run(dismissThenPresentAgain(in: again), in: again, outcomeStep: 0)
    #expect(first.outcome.transitionStart == first.transitions[0].start)
  }

  @Test func aTapFindsItsViewByAccessibilityIdentifierAndHeroID() throws {
    let root = ButtonRoot()
    let scene = AppReplayScene(root: { root })
    let result = try Replayer().run(
      [.tap(.accessibilityIdentifier("open")), .settle], in: scene)
    #expect(root.opened == 1)
    #expect(result.transitions.map(\.kind) == [.present])
    #expect(result.input.map(\.touchCount) == [1, 0])
    let times = result.input.map(\.time)
    #expect(times == [VirtualInstant.zero, VirtualInstant.zero + ReplayStep.tapDuration])
    let gone = ReplayTarget.heroID("nowhere")
    #expect(throws: ReplayError.targetNotFound(gone.description)) {
      try Replayer().run([.tap(gone)], in: AppReplayScene(root: { ButtonRoot() }))
    }
  }

  @Test func badStepsFailBeforeAnythingRuns() {
    #expect(throws: ReplayError.self) {
      try Replayer().run([.wait(.seconds(-1))], in: DemoReplayScene())
    }
    #expect(throws: ReplayError.self) {
      try Replayer().run(
        [.replay(contentsOf: URL(fileURLWithPath: "/nonexistent.gtape"))], in: DemoReplayScene())
    }
  }

  // In the demo (a modal dismissal) start() and animate() run inside the .began delivery, so
  // every release variant meets an animating engine; the held frames keep their timestamps.
  @Test func releaseVariantsKeepTheTimestampsAndReportTheEngineState() throws {
    var timings: [ReplayTiming.Release: ReplayResult] = [:]
    for release in ReplayTiming.Release.allCases {
      var settings = ReplaySettings()
      settings.timing = ReplayTiming(release: release)
      timings[release] = try Replayer(settings: settings).replay(
        contentsOf: flick, into: DemoReplayScene())
    }
    let recorded = try #require(timings[.recorded])
    for (release, result) in timings {
      #expect(result.input.map(\.time) == recorded.input.map(\.time), "\(release)")
      #expect(result.outcome.stateAtRelease == "animating", "\(release)")
      #expect(result.outcome.kind == .finished, "\(release)")
    }
    // Same turn: the main thread is busy from the .began to the release, so no display frame
    // is drawn in between; the frames of that span are sampled only after the release.
    let sameTurn = try #require(timings[.sameTurn])
    #expect(sameTurn.digest != recorded.digest)
    #expect(sameTurn.outcome.release == recorded.outcome.release)
    let start = try #require(sameTurn.outcome.transitionStart)
    let release = try #require(sameTurn.outcome.release)
    let span = sameTurn.timeline.filter { $0.time > start && $0.time < release }
    #expect(!span.isEmpty)
    let releaseProgress = try #require(sameTurn.outcome.progressAtRelease)
    #expect(span.allSatisfy { ($0.progress ?? 0) >= releaseProgress })
    let recordedSpan = recorded.timeline.filter { $0.time > start && $0.time < release }
    #expect(recordedSpan.contains { ($0.progress ?? 0) < releaseProgress })
  }

  // In a navigation controller Hero queues animate(): the same-turn release meets a
  // `.starting` engine and strands the full-screen snapshot; the next turn meets `.animating`.
  @Test func inANavigationControllerTheSameTurnReleaseFreezesTheScreen() throws {
    var results: [ReplayTiming.Release: ReplayResult] = [:]
    for release in [ReplayTiming.Release.sameTurn, .nextTurn] {
      var settings = ReplaySettings()
      settings.timing = ReplayTiming(release: release)
      results[release] = try Replayer(settings: settings).replay(
        contentsOf: flick, into: DemoReplayScene(inNavigationController: true))
    }
    let sameTurn = try #require(results[.sameTurn])
    let nextTurn = try #require(results[.nextTurn])
    #expect(sameTurn.outcome.stateAtRelease == "starting")
    #expect(sameTurn.responsiveness?.responds == false)
    #expect(sameTurn.responsiveness?.strandedSnapshots == 1)
    #expect(sameTurn.engineEvents.map(\.kind).contains(.queuedAnimateSkipped))
    #expect((sameTurn.outcome.end ?? .zero) >= (sameTurn.outcome.release ?? .distantFuture))
    #expect(nextTurn.outcome.stateAtRelease == "animating")
    #expect(nextTurn.responsiveness?.responds == true)
    #expect(nextTurn.transitions.first?.kind == .pop)
  }

  @Test func aSweepReplaysEveryVariantAndNamesIt() throws {
    let sweep = try Replayer().sweep(contentsOf: slowDrag, into: DemoReplayScene())
    #expect(
      sweep.rows.map(\.name) == [
        "recorded", "release:same-turn", "release:next-turn", "release:next-frame",
        "phase:+4.167ms", "phase:+8.333ms", "phase:+12.500ms",
      ])
    #expect(sweep.failing.isEmpty)
    #expect(sweep.rows.allSatisfy { $0.result.outcome.kind == .cancelled })
    let text = sweep.text
    #expect(text.contains("variant"))
    #expect(text.contains("All variants pass."))
    // A phase shift moves the input against the display grid by exactly its amount.
    let shifted = sweep.rows[4].result
    #expect(shifted.input.first?.time == 4_166_666)
  }

  @Test func invalidTimingIsRejected() {
    var settings = ReplaySettings()
    settings.timing = ReplayTiming(phase: -1)
    #expect(throws: ReplayError.self) {
      try Replayer(settings: settings).replay(contentsOf: flick, into: DemoReplayScene())
    }
  }
}
