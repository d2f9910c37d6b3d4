import DemoScene
import Foundation
import GestureLog
import GestureTapeTesting
import TestSupport
import Testing

/// The files in `Hunted/` are what a hunt and a shrink make from the slow drag down in the demo
/// inside a navigation controller (docs/TESTING.md, "Hunting"): the shrunk tape, its
/// expectation file and the Swift Testing test that `gesturetape hunt --known-issue` writes.
/// This test makes them again and compares them byte for byte (`GESTURETAPE_RECORD=always`
/// rewrites them); the test in `Hunted/` runs with the others.
@MainActor
@Suite("The hunted reproduction")
struct HuntedReproductionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Hunted")
  static let knownIssue = "Hero 1.6.4 strands its full-screen snapshot (docs/KNOWN-HERO-BUGS.md)"

  @Test func theReproductionIsWhatHuntAndShrinkMake() throws {
    let source = "virtio-touchscreen-1fg-slow-drag-down.gtape"
    let recording = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(source)
    ).recording
    let hunt = try Replayer().hunt(
      recording, into: DemoReplayScene(inNavigationController: true), source: source,
      options: .init(budget: 60, distinctFailures: 1, seed: 1))
    let failure = try #require(hunt.failures.first)
    let shrunk = try Replayer().shrink(
      recording, into: DemoReplayScene(inNavigationController: true), source: source,
      variant: failure.variant, check: failure.check)
    let tape = "slow-drag-down-freeze.gtape"
    let expectations = "slow-drag-down-freeze.expect.json"
    let files: [(String, [UInt8])] = [
      (tape, try GestureLogWriter.write(shrunk.recording, as: .native)),
      (
        expectations,
        Array(shrunk.expectations(recording: tape, scene: "demo-nav").encoded()) + [10]
      ),
      (
        "SlowDragDownFreezeTests.swift",
        Array(
          shrunk.swiftTest(
            named: "theShrunkSlowDragFreezesTheNavigationDemo", recording: tape,
            expectations: expectations, scene: "demo-nav", knownIssue: Self.knownIssue
          ).utf8)
      ),
    ]
    let record = ProcessInfo.processInfo.environment["GESTURETAPE_RECORD"] == "always"
    for (name, bytes) in files {
      let url = Self.folder.appendingPathComponent(name)
      if record {
        try Data(bytes).write(to: url)
        continue
      }
      let stored = try Data(contentsOf: url)
      #expect(Array(stored) == bytes, "\(name) differs from what the tools make now")
    }
  }
}
