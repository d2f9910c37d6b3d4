import Foundation
import Testing
import TestSupport

/// `gesturetape replay --sweep release` and `--release`, run as the built binary.
@Suite("gesturetape replay --sweep and --release (binary)")
struct ReplaySweepCommandTests {
  let flick = "recordings/virtio-touchscreen-1fg-flick-down.gtape"

  @Test func theSweepTableNamesTheFreezingVariantAndExitsOne() throws {
    let run = try ReplayCommandTests.run(["replay", flick, "--scene", "demo-nav", "--sweep", "release"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    let sameTurn = try #require(lines.first { $0.hasPrefix("release:same-turn") })
    #expect(sameTurn.contains("starting"))
    #expect(sameTurn.contains("frozen: snapshot left over the window"))
    #expect(lines.filter { $0.hasSuffix("  ok") }.count == 6)
    #expect(run.output.contains("1 of 7 variants fail: release:same-turn"))
  }

  @Test func theDemoPassesEveryVariantAndJSONListsThem() throws {
    let run = try ReplayCommandTests.run(["replay", flick, "--sweep", "release", "--json"])
    #expect(run.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(rows.count == 7)
    #expect(rows.compactMap { $0["variant"] as? String }.first == "recorded")
    #expect(rows.allSatisfy { ($0["problems"] as? [Any])?.isEmpty == true })
  }

  @Test func oneReleaseVariantReportsTheFrozenUI() throws {
    let run = try ReplayCommandTests.run(
      ["replay", flick, "--scene", "demo-nav", "--release", "same-turn"])
    #expect(run.status == 0)
    #expect(run.output.contains("the engine was starting at the release"))
    #expect(run.output.contains("UI at the end: FROZEN"))
    let bad = try ReplayCommandTests.run(["replay", flick, "--release", "later"])
    #expect(bad.status == 64)
    let both = try ReplayCommandTests.run(["replay", flick, "--sweep", "release", "--release", "next-turn"])
    #expect(both.status == 64)
    #expect(both.error.contains("drop --release"))
  }

  @Test func allGesturesReplaysTheWholeRecordingAsOneSession() throws {
    let file = "recordings/hero-bugs/virtio-touchscreen-1fg-drag-then-second-drag.gtape"
    let run = try ReplayCommandTests.run(["replay", file, "--all-gestures", "--json"])
    #expect(run.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect((report["inputFrames"] as? Int) == 49)
    #expect((report["transitions"] as? [Any])?.count == 1)
    let one = try ReplayCommandTests.run(["replay", file])
    #expect(one.output.contains("gesture 0"))
    #expect(!one.output.contains("input frame 16 of 49"))
    let both = try ReplayCommandTests.run(["replay", file, "--all-gestures", "--gesture", "1"])
    #expect(both.status == 64)
  }
}
