import Foundation
import Replay
import TestSupport
import Testing

@testable import GestureTapeCommands

/// `--before STEP`: the steps a user takes before the recorded gesture, written on the command
/// line, and a replay that runs them first.
@Suite("Steps on the command line")
struct StepTextTests {
  @Test(arguments: [
    ("tap row 2", "tap cell at row 2, section 0"),
    ("tap row 3 section 1", "tap cell at row 3, section 1"),
    ("tap label Rivers and lakes", "tap label \"Rivers and lakes\""),
    ("tap id picture", "tap accessibility identifier \"picture\""),
    ("tap hero image_4", "tap heroID \"image_4\""),
    ("tap back", "tap back button"),
    ("tap 120,300.5", "tap point (120.00, 300.50)"),
    ("wait 0.25", "wait 0.250 s"),
    ("settle", "settle"),
  ])
  func eachFormIsAStep(text: String, described: String) throws {
    let step = try StepText.parse(text).get()
    #expect(step.label == described)
  }

  @Test(arguments: [
    "", "jump", "tap", "tap row", "tap row -1", "tap row 2 column 3", "tap label", "tap 1,2,3",
    "tap back now",
    "wait", "wait -1", "wait nan", "settle now", "replay",
  ])
  func whatIsNotAStepSaysWhy(text: String) {
    guard case .failure(let error) = StepText.parse(text) else {
      Issue.record("'\(text)' parsed")
      return
    }
    #expect(error.description.hasPrefix("--before '\(text)': "))
    #expect(error.description.contains("steps: 'tap row N"))
  }

  @Test func theReplayRunsTheStepsFirst() throws {
    let recording = Fixtures.recordings.appendingPathComponent(
      "virtio-touchscreen-1fg-flick-down.gtape"
    ).path
    let plain = try CommandRun.run(ReplayCommandTests.binary, ["replay", recording])
    let waited = try CommandRun.run(
      ReplayCommandTests.binary,
      ["replay", recording, "--before", "wait 0.5", "--before", "settle"])
    #expect(plain.status == 0)
    #expect(waited.status == 0, "\(waited.output)")
    // The same outcome, half a second later.
    #expect(plain.output.contains("Outcome: finished"))
    #expect(waited.output.contains("Outcome: finished"))
    #expect(plain.output != waited.output)

    let bad = try CommandRun.run(
      ReplayCommandTests.binary, ["replay", recording, "--before", "hop"])
    #expect(bad.status == 2, "a usage error")
    #expect(bad.errors.contains("--before 'hop': unknown step 'hop'"))

    let sweep = try CommandRun.run(
      ReplayCommandTests.binary, ["replay", recording, "--before", "settle", "--sweep", "release"])
    #expect(sweep.status == 2)
    #expect(sweep.errors.contains("--sweep varies one recording alone; drop --before"))

    let missing = try CommandRun.run(
      ReplayCommandTests.binary, ["replay", recording, "--before", "tap label Nowhere"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("nothing to tap: no visible view has the label \"Nowhere\""))
  }
}
