import Foundation
import TestSupport
import Testing

/// `gesturetape replay --sweep release` and `--release`, run as the built binary.
@Suite("gesturetape replay --sweep and --release (binary)")
struct ReplaySweepCommandTests {
  let flick = "recordings/virtio-touchscreen-1fg-flick-down.gtape"

  @Test func theSweepTableNamesTheFreezingVariantAndExitsOne() throws {
    let run = try ReplayCommandTests.run([
      "replay", flick, "--scene", "demo-nav", "--sweep", "release",
    ])
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

  @Test func failingVariantsLeaveTheirViewerWithOrWithoutExpect() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sweep-artifacts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Without --expect: the demo inside a navigation controller freezes in some variants.
    let run = try ReplayCommandTests.run([
      "replay", flick, "--scene", "demo-nav", "--sweep", "release", "--artifacts", folder.path,
    ])
    #expect(run.status == 1)
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(pages.contains("virtio-touchscreen-1fg-flick-down-release-same-turn.html"), "\(pages)")
    #expect(!pages.contains("virtio-touchscreen-1fg-flick-down-recorded.html"))
    let page = try String(
      contentsOf: folder.appendingPathComponent(
        "virtio-touchscreen-1fg-flick-down-release-same-turn.html"),
      encoding: .utf8)
    #expect(page.contains("\"check\":\"responds\""))
    // With --expect: every variant is also checked against the file.
    let checked = try ReplayCommandTests.run([
      "replay", flick, "--sweep", "release", "--expect",
      "recordings/virtio-touchscreen-1fg-flick-down.expect.json",
    ])
    #expect(checked.output.contains("release timing sweep (7 variants)"), "\(checked.error)")
    #expect(checked.status == (checked.output.contains("failed: ") ? 1 : 0))
  }

  @Test func oneReleaseVariantReportsTheFrozenUI() throws {
    let run = try ReplayCommandTests.run(
      ["replay", flick, "--scene", "demo-nav", "--release", "same-turn"])
    // A report that says FROZEN is a failed replay (docs/CLI.md's exit codes).
    #expect(run.status == 1)
    #expect(run.output.contains("the engine was starting at the release"))
    #expect(run.output.contains("UI at the end: FROZEN"))
    let bad = try ReplayCommandTests.run(["replay", flick, "--release", "later"])
    #expect(bad.status == 2)
    let both = try ReplayCommandTests.run([
      "replay", flick, "--sweep", "release", "--release", "next-turn",
    ])
    #expect(both.status == 2)
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
    #expect(both.status == 2)
  }
}

/// Hostile files through the built binary: bounded answers, located errors.
@Suite("gesturetape on hostile files (binary)")
struct HostileFileCommandTests {
  static func write(_ text: String, _ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let header = """
    {"gesturetape":1}
    {"device":0,"name":"hostile","properties":[[1,"INPUT_PROP_DIRECT"]],"codes":[[0,"EV_SYN",[[0,"SYN_REPORT"]]],[1,"EV_KEY",[[330,"BTN_TOUCH"]]],[3,"EV_ABS",[[47,"ABS_MT_SLOT"],[53,"ABS_MT_POSITION_X"],[54,"ABS_MT_POSITION_Y"],[57,"ABS_MT_TRACKING_ID"]]]],"axes":[{"code":47,"min":0,"max":10},{"code":53,"min":0,"max":32767},{"code":54,"min":0,"max":32767},{"code":57,"min":0,"max":65535}]}

    """

  @Test func aMillionSecondHoldReplaysWithItsIdleSpanSummarised() throws {
    let path = try Self.write(
      Self.header + """
        {"d":0,"t":0,"e":[[3,57,1],[3,53,16000],[3,54,12000],[1,330,1],[0,0,0]]}
        {"d":0,"t":1000000000000,"e":[[3,57,-1],[1,330,0],[0,0,0]]}

        """, "idle-\(UUID().uuidString).gtape")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try ReplayCommandTests.run(["replay", path])
    #expect(run.status == 0)
    #expect(run.output.contains("Outcome: noTransition"))
    #expect(run.output.contains("display frames skipped, nothing could change"))
    let inspect = try ReplayCommandTests.run(["inspect", path])
    #expect(inspect.status == 0)
  }

  @Test func anInt64EdgeTimeIsALocatedErrorInInspectAndReplay() throws {
    let path = try Self.write(
      Self.header + """
        {"d":0,"t":9223372036854775807,"e":[[3,57,1],[0,0,0]]}

        """, "edge-\(UUID().uuidString).gtape")
    defer { try? FileManager.default.removeItem(atPath: path) }
    for command in ["inspect", "replay"] {
      let run = try ReplayCommandTests.run([command, path])
      #expect(run.status == 2, "\(command): \(run.error)")
      #expect(
        run.error.contains("\(path):3:12: error: expected the frame time in µs"), "\(run.error)")
    }
  }

  @Test func anUnmappableDeviceIsWarnedByInspectAndRefusedByReplay() throws {
    let text =
      (Self.header + """
        {"d":0,"t":0,"e":[[3,57,1],[3,53,16000],[3,54,12000],[1,330,1],[0,0,0]]}
        {"d":0,"t":20000,"e":[[3,57,-1],[1,330,0],[0,0,0]]}

        """).replacingOccurrences(
        of: "{\"code\":53,\"min\":0,\"max\":32767}", with: "{\"code\":53,\"min\":7,\"max\":7}")
    let path = try Self.write(text, "flat-\(UUID().uuidString).gtape")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let inspect = try ReplayCommandTests.run(["inspect", path, "--json"])
    #expect(inspect.status == 0)
    #expect(
      inspect.error.contains("\(path):2:1: warning: device 0: ABS_MT_POSITION_X has an empty range")
    )
    #expect(inspect.output.contains("ABS_MT_POSITION_X has an empty range"))
    let replay = try ReplayCommandTests.run(["replay", path])
    #expect(replay.status == 2)
    #expect(replay.error.contains("cannot map the input onto the screen: device 0 (hostile)"))
  }
}
