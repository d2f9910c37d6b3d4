import DemoScene
import Foundation
import GestureLog
import Replay
import TestSupport
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// Every line of a report describes the same gesture and transition; a replay that did nothing
/// says why.
@MainActor
@Suite("Report consistency")
struct ReportConsistencyTests {
  static func replay(_ name: String, settings: ReplaySettings = ReplaySettings()) throws
    -> ReplayResult
  {
    try Replayer(settings: settings).replay(
      contentsOf: Fixtures.recordings.appendingPathComponent(name), into: DemoReplayScene())
  }

  @Test("--all-gestures: each gesture has its own outcome, decision and release")
  func eachGestureInTurn() throws {
    var settings = ReplaySettings()
    settings.gesture = nil
    let result = try Replayer(settings: settings).run(
      [
        .replay(
          contentsOf: Fixtures.recordings.appendingPathComponent(
            "nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape"))
      ], in: DemoReplayScene(), source: "nexus4")
    let report = ReplayReport(result)
    let gestures = try #require(report.gestures)
    #expect(gestures.count == 4)
    // Every decision is reported inside the gesture during which it was made, and every
    // gesture's release sample lies inside that gesture.
    for (index, gesture) in gestures.enumerated() {
      let end = index + 1 < gestures.count ? gestures[index + 1].start : .distantFuture
      for decision in gesture.decisions {
        #expect(decision.time >= gesture.start && decision.time < end)
      }
      if let sample = gesture.releaseSample {
        #expect(sample.time >= gesture.start && sample.time < end, "gesture \(gesture.number)")
      }
      if let transition = gesture.transition {
        #expect(result.transitions[transition].start >= gesture.start)
        #expect(result.transitions[transition].start < end)
      }
    }
    #expect(gestures.flatMap(\.decisions).count == result.decisions.count)
    let text = report.text
    // No global release line that belongs to one gesture only.
    #expect(!text.contains("\nRelease:"))
    #expect(text.contains("Outcome of the first transition:"))
    #expect(text.contains("Gesture 2 of 4:"))
    #expect(text.contains("  Progress at the release:"))
  }

  @Test("a recognizer that failed is said to have failed, not to have missed its .ended")
  func failedRecognizer() {
    let result = ReplayResult(
      source: "tap", settings: ReplaySettings(), outcome: ReplayOutcome(kind: .noTransition),
      input: [
        ReplayInputSample(index: 0, time: 0, touchCount: 1, location: ReplayPoint(x: 10, y: 10)),
        ReplayInputSample(
          index: 1, time: 80_000_000, touchCount: 0, location: ReplayPoint(x: 10, y: 10)),
      ],
      gestureTrack: [
        GestureSample(
          inputFrame: 0, time: 0, recognizer: "UIPanGestureRecognizer@UITableView",
          state: .possible, translation: .zero, velocity: .zero, location: nil, touchCount: 1),
        GestureSample(
          inputFrame: 1, time: 80_000_000, recognizer: "UIPanGestureRecognizer@UITableView",
          state: .failed, translation: .zero, velocity: .zero, location: nil, touchCount: 0),
      ])
    let text = ReplayReport(result).text
    #expect(
      text.contains(
        "Release: none — UIPanGestureRecognizer@UITableView failed (possible → failed)"),
      "\(text)")
    #expect(!text.contains("never reported .ended"))
    #expect(text.contains("Why nothing happened:"))
    #expect(text.contains("  UIPanGestureRecognizer@UITableView: possible → failed"))
  }

  @Test("a replay that did nothing says which gesture, what each recognizer did, what to try")
  func whyNothingHappened() throws {
    let result = try Self.replay("cypress-clickpad-2fg-press.gtape")
    try #require(result.outcome.kind == .noTransition)
    let text = ReplayReport(result).text
    #expect(text.contains("Why nothing happened:"))
    #expect(text.contains("  Replayed: gesture 0 of the recording"))
    for recognizer in result.recognizers {
      #expect(text.contains("  \(recognizer): "), "\(recognizer)")
    }
    #expect(text.contains("  Try: --gesture N"))
    // A replay where something happened has no such section.
    let flick = try Self.replay("virtio-touchscreen-1fg-flick-down.gtape")
    #expect(!ReplayReport(flick).text.contains("Why nothing happened:"))
  }

  @Test("a release in the .began's turn inside a navigation controller keeps its decision")
  func sameTurnKeepsTheDecision() throws {
    var settings = ReplaySettings()
    settings.timing.release = .sameTurn
    let result = try Replayer(settings: settings).replay(
      contentsOf: Fixtures.recordings.appendingPathComponent(
        "virtio-touchscreen-1fg-flick-down.gtape"),
      into: DemoReplayScene(inNavigationController: true))
    #expect(result.responsiveness?.responds == false, "the known freeze")
    #expect(result.decisions.count == 1)
    #expect(result.decisions.first?.choice == "finish")
    #expect(!result.problems.isEmpty)
  }
}
