import Foundation
import GalleryApp
import GestureLog
import GestureTapeTesting
import Testing

/// The files in `Hunted/` are what a hunt and a shrink make for a scene registered by name: the
/// gallery's `settings` (a Hero-enabled navigation controller) frozen by a pop released in the
/// turn of its start. The test the hunt writes builds the scene from its registry entry's
/// source (`GalleryScenes.entries`, in `GalleryApp`), so it compiles and runs in this target with
/// no registration. This test makes the files again and compares them byte for byte
/// (`GESTURETAPE_RECORD=always` rewrites them); the test in `Hunted/` runs with the others.
@MainActor
@Suite("The hunted reproduction of a registered scene")
struct HuntedSceneReproductionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Hunted")
  static let knownIssue =
    "Hero 1.6.4 strands its full-screen snapshot after a pop released in its start's turn"

  @Test func theReproductionIsWhatHuntAndShrinkMake() throws {
    let source = "virtio-touchscreen-1fg-left-edge-slow-drag.gtape"
    let recording = try GestureLogReader.read(
      contentsOf: Recordings.examples.appendingPathComponent(source)
    ).recording
    let entry = try #require(GalleryScenes.entries.first { $0.name == "settings" })
    let hunt = try Replayer().hunt(
      recording, into: entry.make(), source: source,
      options: .init(budget: 60, distinctFailures: 1, seed: 1))
    let failure = try #require(hunt.failures.first)
    #expect(failure.check == "responds")
    let shrunk = try Replayer().shrink(
      recording, into: entry.make(), source: source, variant: failure.variant,
      check: failure.check)
    let tape = "settings-same-turn-freeze.gtape"
    let expectations = "settings-same-turn-freeze.expect.json"
    let test = shrunk.swiftTest(
      named: "theShrunkEdgeSwipeFreezesTheSettingsScene", recording: tape,
      expectations: expectations, scene: "settings", source: entry.source,
      knownIssue: Self.knownIssue)
    #expect(test.contains("import GalleryApp"))
    #expect(!test.contains("ReplaySceneRegistry"), "built from its source, not looked up")
    let files: [(String, [UInt8])] = [
      (tape, try GestureLogWriter.write(shrunk.recording, as: .native)),
      (
        expectations,
        Array(shrunk.expectations(recording: tape, scene: "settings").encoded()) + [10]
      ),
      ("SettingsSameTurnFreezeTests.swift", Array(test.utf8)),
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
