import Foundation
import TestSupport
import Testing

/// `gesturetape hunt` and `replay --variant`, run as the built binary.
@Suite("gesturetape hunt (binary)", .serialized)
struct HuntCommandTests {
  let slowDrag = "recordings/virtio-touchscreen-1fg-slow-drag-down.gtape"
  let flick = "recordings/virtio-touchscreen-1fg-flick-down.gtape"

  func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hunt-\(UUID().uuidString)")
  }

  // The freeze of the navigation demo: the table names the variant, exit 1, and the artifacts
  // hold the viewer, the shrunk tape with its expectation file (which fails `replay --expect`
  // the same way), the test and the summary.
  @Test func aHuntFindsShrinksAndWritesItsArtifacts() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "100", "--artifacts", folder.path,
      "--quiet",
    ])
    #expect(run.status == 1, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "virtio-touchscreen-1fg-slow-drag-down.gtape: hunt, seed 1, 100 variants")
    let row = try #require(lines.first { $0.hasPrefix("2  release:same-turn") })
    #expect(row.contains("responds: The UI does not respond"))
    #expect(run.output.contains("1 distinct failure."))
    #expect(run.output.contains("→ 4 input frames (3 evdev frames, 0.512 s)"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == [
        "01-responds.html", "01-shrunk.html", "VirtioTouchscreen1fgSlowDragDownHuntTests.swift",
        "summary.json", "summary.txt", "virtio-touchscreen-1fg-slow-drag-down-hunt-01.expect.json",
        "virtio-touchscreen-1fg-slow-drag-down-hunt-01.gtape",
      ])
    let summary = try String(
      contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)
    #expect(summary.contains("shrunk: 122 input frames"))
    let replay = try ReplayCommandTests.run([
      "replay",
      folder.appendingPathComponent("virtio-touchscreen-1fg-slow-drag-down-hunt-01.gtape").path,
      "--expect",
      folder.appendingPathComponent("virtio-touchscreen-1fg-slow-drag-down-hunt-01.expect.json")
        .path,
    ])
    #expect(replay.status == 1)
    #expect(replay.output.contains("UI at the end: FROZEN"), "\(replay.output)")
    // It says what failed: the problem, not only that the expectations passed.
    #expect(replay.output.contains("Problems: 1 FAILED\n  ✗ responds: The UI does not respond"))
    #expect(replay.output.contains("Expectations: all passed (the problems above failed)"))
    let test = try String(
      contentsOf: folder.appendingPathComponent("VirtioTouchscreen1fgSlowDragDownHuntTests.swift"),
      encoding: .utf8)
    #expect(test.contains("@Suite struct VirtioTouchscreen1fgSlowDragDownHuntTests {"))
    #expect(test.contains("  @Test func hunt01Responds() throws {"))
    #expect(test.contains("    let scene = DemoReplayScene(inNavigationController: true)\n"))
  }

  // Steps before the gesture run before every variant; the shrink leaves out those the failure
  // does not need (the freeze needs no wait before the drag), says so, and the shrunk tape's
  // expectation file keeps only the others, so `replay --expect` reproduces the failure.
  @Test func aHuntAfterStepsKeepsTheStepsInItsArtifacts() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "40", "--artifacts", folder.path,
      "--quiet", "--before", "wait 0.25", "--before", "settle",
    ])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("release:same-turn"))
    let name = "virtio-touchscreen-1fg-slow-drag-down-hunt-01"
    let file = try String(
      contentsOf: folder.appendingPathComponent(name + ".expect.json"), encoding: .utf8)
    #expect(!file.contains("wait 0.25"), "\(file)")
    #expect(
      run.output.contains("steps: none needed (left out: wait 0.25; settle)"), "\(run.output)")
    let replay = try ReplayCommandTests.run([
      "replay", folder.appendingPathComponent(name + ".gtape").path,
      "--expect", folder.appendingPathComponent(name + ".expect.json").path,
    ])
    #expect(replay.status == 1)
    #expect(replay.output.contains("UI at the end: FROZEN"), "\(replay.output)")
    let test = try String(
      contentsOf: folder.appendingPathComponent("VirtioTouchscreen1fgSlowDragDownHuntTests.swift"),
      encoding: .utf8)
    #expect(test.contains("after: expectations.steps(relativeTo: folder), into: scene)"))

    let bad = try ReplayCommandTests.run(["hunt", slowDrag, "--before", "tap"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("--before 'tap': 'tap' takes what to tap"))
  }

  // The regression set: a hunt saves what it shrank there (with its seed), replays
  // the set first next time, and says which entry fails again — or passes once fixed.
  @Test func aRegressionSetIsSavedAndReplayedFirst() throws {
    let set = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: set) }
    let found = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--quiet",
      "--regressions", set.path, "--artifacts", temporaryFolder().path,
    ])
    #expect(found.status == 1)
    let entry = "virtio-touchscreen-1fg-slow-drag-down-seed1-hunt-01"
    let files = try FileManager.default.contentsOfDirectory(atPath: set.path).sorted()
    #expect(files == [entry + ".expect.json", entry + ".gtape"])
    // Hunting another recording: the set is replayed first; the freeze is still there.
    let again = try ReplayCommandTests.run([
      "hunt", flick, "--budget", "10", "--quiet", "--no-shrink", "--regressions", set.path,
      "--artifacts", temporaryFolder().path,
    ])
    #expect(again.status == 1, "the regression fails again")
    #expect(again.output.hasPrefix("regression \(entry).expect.json: FAILS AGAIN\n  ✗ responds:"))
    // "Fixed": the entry replayed where the bug is not (the modal demo) passes.
    let file = set.appendingPathComponent(entry + ".expect.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "\"demo-nav\"", with: "\"demo\"")
      .write(to: file, atomically: true, encoding: .utf8)
    let fixed = try ReplayCommandTests.run([
      "hunt", flick, "--budget", "10", "--quiet", "--no-shrink", "--regressions", set.path,
      "--artifacts", temporaryFolder().path,
    ])
    #expect(fixed.status == 0, "\(fixed.output)")
    #expect(fixed.output.hasPrefix("regression \(entry).expect.json: passes\n"))
  }

  // Buggy against fixed: only the failures the baseline scene lacks are reported.
  @Test func aBaselineLeavesOutWhatItFailsToo() throws {
    let against = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--no-shrink", "--quiet",
      "--baseline", "demo", "--artifacts", temporaryFolder().path,
    ])
    #expect(against.status == 1, "the modal demo does not freeze: the failure is new")
    #expect(against.output.contains("responds: The UI does not respond"))
    let same = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--no-shrink", "--quiet",
      "--baseline", "demo-nav", "--artifacts", temporaryFolder().path,
    ])
    #expect(same.status == 0, "\(same.output)")
    #expect(
      same.output.contains(
        "1 failure the baseline (demo-nav) has too, left out: responds under 'release:same-turn'"))
    #expect(same.output.hasSuffix("No failure the baseline lacks.\n"))
    let unknown = try ReplayCommandTests.run(["hunt", slowDrag, "--baseline", "nowhere"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("unknown scene 'nowhere'"))
  }

  // Two builds' results: a hunt's summary.json is the baseline of a later hunt of the same
  // recording, which reports only the checks the first did not fail.
  @Test func storedResultsAreABaseline() throws {
    let first = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: first) }
    let old = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--no-shrink", "--quiet",
      "--artifacts", first.path,
    ])
    #expect(old.status == 1)
    let summary = first.appendingPathComponent("summary.json").path
    let same = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--no-shrink", "--quiet",
      "--baseline-results", summary, "--artifacts", temporaryFolder().path,
    ])
    #expect(same.status == 0, "\(same.output)")
    #expect(
      same.output.contains(
        "1 failure the baseline (\(summary)) has too, left out: responds under "
          + "'release:same-turn'"), "\(same.output)")
    // A baseline that failed something else leaves the freeze in.
    let other = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let otherSummary = other.appendingPathComponent("summary.json")
    try Data(
      #"{"source": "virtio-touchscreen-1fg-slow-drag-down.gtape", "failures": [{"check": "no jump"}]}"#
        .utf8
    ).write(to: otherSummary)
    let new = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--no-shrink", "--quiet",
      "--baseline-results", otherSummary.path, "--artifacts", temporaryFolder().path,
    ])
    #expect(new.status == 1)
    #expect(new.output.contains("responds: The UI does not respond"))
    let bad = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--baseline-results", slowDrag,
    ])
    #expect(bad.status == 2)
    #expect(bad.error.contains("error: not a hunt's summary.json"), "\(bad.error)")
  }

  // The same seed gives the same table; the modal demo passes every variant and writes nothing.
  @Test func theSameSeedGivesTheSameTableAndAPassingHuntExitsZero() throws {
    let first = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--seed", "9", "--no-shrink",
      "--quiet", "--artifacts", temporaryFolder().path,
    ])
    let second = try ReplayCommandTests.run([
      "hunt", slowDrag, "--scene", "demo-nav", "--budget", "60", "--seed", "9", "--no-shrink",
      "--quiet", "--artifacts", temporaryFolder().path,
    ])
    #expect(first.status == 1 && second.status == 1)
    #expect(first.output == second.output)
    let folder = temporaryFolder()
    let passing = try ReplayCommandTests.run([
      "hunt", flick, "--budget", "40", "--quiet", "--artifacts", folder.path,
    ])
    #expect(passing.status == 0, "\(passing.output)")
    #expect(passing.output.hasSuffix("No variant failed.\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  // `replay --variant` replays what the table names; a bad descriptor says why and exits 2.
  @Test func replayTakesTheVariant() throws {
    let frozen = try ReplayCommandTests.run([
      "replay", flick, "--scene", "demo-nav", "--variant", "release:same-turn",
    ])
    #expect(frozen.status == 1)
    #expect(frozen.output.contains("FROZEN"))
    let bad = try ReplayCommandTests.run(["replay", flick, "--variant", "stall:soon+5ms"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("variant token 'stall:soon+5ms'"), "\(bad.error)")
    let both = try ReplayCommandTests.run([
      "replay", flick, "--variant", "fps:30", "--release", "same-turn",
    ])
    #expect(both.status == 2)
  }

  // Ctrl-C stops the hunt between two variants and prints what it found so far.
  /// Ctrl-C (SIGINT) and SIGTERM alike stop the hunt between two variants and keep its rows.
  @Test(arguments: [false, true])
  func ctrlCKeepsWhatWasFound(terminate: Bool) throws {
    let process = Process()
    process.executableURL = ReplayCommandTests.binary
    process.arguments = ["hunt", flick, "--budget", "1000000", "--quiet", "--no-shrink"]
    process.currentDirectoryURL = Fixtures.repositoryRoot
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    Thread.sleep(forTimeInterval: 3)
    if terminate { process.terminate() } else { process.interrupt() }
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(output.contains("(interrupted)"), "\(output)")
    #expect(output.contains("No variant failed."))
  }
}
