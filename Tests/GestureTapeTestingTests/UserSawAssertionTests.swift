import DemoScene
import Foundation
import GestureTapeTesting
import IssueReporting
import TestSupport
import Testing

/// The assertions for what users saw (frozen UI, the next transition, completed once, an
/// animated end, velocity across the release): each passing on a real replay and failing, with
/// the frame and the Hero issue in its message, on the same result with the symptom put in.
@MainActor
@Suite("Assertions for what users saw")
struct UserSawAssertionTests {
  func flick() throws -> ReplayResult {
    try Replayer().replay(
      contentsOf: Fixtures.recordings.appendingPathComponent(
        "virtio-touchscreen-1fg-flick-down.gtape"),
      into: DemoReplayScene())
  }

  @Test func respondsPassesAndNamesTheSnapshotWhenFrozen() throws {
    let result = try flick()
    #expect(expectResponds(result))
    var frozen = result
    var probe = try #require(frozen.responsiveness)
    probe.strandedSnapshots = 1
    probe.probes = probe.probes.map {
      .init(point: $0.point, reaches: "engine:snapshot", isBlocked: true)
    }
    frozen.responsiveness = probe
    frozen.engineEvents.append(
      .init(time: 40_000_000, kind: .queuedAnimateSkipped, state: "possible"))
    frozen.transitions[0].strandedSnapshot = true
    frozen.transitions[0].stateAtRelease = "starting"
    withKnownIssue { expectResponds(frozen) }
    let message = ReplayCheck.responds.verify(frozen) ?? ""
    #expect(message.contains("45 of 45 probed points reach engine:snapshot"))
    #expect(message.contains("display frame"))
    #expect(message.contains("Hero #259 / #655"))
    #expect(message.contains("queued animate()"))
  }

  @Test func completesOnceCountsCompletionsCallbacksAndCrashes() throws {
    let result = try flick()
    #expect(expectCompletesOnce(result))
    #expect(result.transitions.first?.completions == 1)
    var twice = result
    twice.transitions[0].completions = 2
    twice.transitions[0].delegateCallbacks += [
      "didEnd ImageViewController", "didEnd ImageViewController",
    ]
    withKnownIssue { expectCompletesOnce(twice) }
    let message = ReplayCheck.completesOnce.verify(twice) ?? ""
    #expect(message.contains("completed 2 times"))
    #expect(message.contains("Hero #203"))
    #expect(message.contains("didEnd ImageViewController came"))
    var crashed = result
    crashed.engineEvents.append(
      .init(time: 20_000_000, kind: .crash, state: "starting", detail: "nil context"))
    #expect(
      (ReplayCheck.completesOnce.verify(crashed) ?? "").contains(
        "Hero 1.6.4 would crash at 0.020 s"))
  }

  @Test func nextTransitionNeedsASecondTransitionThatFinishes() throws {
    let result = try flick()
    withKnownIssue { expectNextTransitionCompletes(result) }
    #expect(
      (ReplayCheck.nextTransitionCompletes().verify(result) ?? "").contains(
        "No transition started after transition 1"))
    var two = result
    var next = result.transitions[0]
    next.kind = .present
    next.start = (result.transitions[0].end ?? 0) + 500_000_000
    two.transitions.append(next)
    #expect(expectNextTransitionCompletes(two))
    two.transitions[1].end = nil
    two.transitions[1].finished = nil
    two.engineCalls.append(
      .init(time: (result.transitions[0].end ?? 0) + 100_000_000, kind: .update, progress: 0.2))
    let message = ReplayCheck.nextTransitionCompletes().verify(two) ?? ""
    #expect(message.contains("never completed by itself"))
    #expect(message.contains("update(0.200)"))
    #expect(message.contains("Hero #371"))
  }

  @Test func animatedEndNeedsFramesBetweenTheFinishAndTheEnd() throws {
    let result = try flick()
    #expect(expectAnimatedEnd(result, minimumFrames: 5))
    let finish = try #require(result.engineCalls.first { $0.kind == .finish })
    let end = try #require(result.outcome.end)
    var snapped = result
    snapped.timeline.removeAll { $0.time > finish.time && $0.time < end }
    snapped.transitions[0].stateAtRelease = "starting"
    withKnownIssue { expectAnimatedEnd(snapped) }
    let message = ReplayCheck.animatedEnd().verify(snapped) ?? ""
    #expect(message.contains("after 0 display frame(s)"))
    #expect(message.contains("Hero #655"))
  }

  @Test func velocityAcrossTheReleaseIsComparedOnDisplayFrames() throws {
    let result = try flick()
    #expect(expectVelocityContinuous(.heroID("image_4"), in: result, tolerance: 100_000))
    withKnownIssue { expectVelocityContinuous(.heroID("image_4"), in: result, tolerance: 0) }
    let message =
      ReplayCheck.velocityContinuous(.heroID("image_4"), tolerance: 0).verify(result) ?? ""
    #expect(message.contains("across the release at"))
    #expect(message.contains("between display frames"))
    #expect(message.contains("Hero #746"))
  }
}
