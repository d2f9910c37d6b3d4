import DemoScene
import Foundation
import GestureLog
import Replay
import TestSupport
import Testing

/// The same recording, scene and settings give a bit-identical result: 100 replays of each
/// shipped recording into the demo scene give one digest (and equal results).
@MainActor
@Suite("Determinism")
struct DeterminismTests {
  /// recordings/*.gtape.
  nonisolated static var shipped: [URL] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path))
      ?? []
    return names.filter { $0.hasSuffix(".gtape") }.sorted()
      .map { Fixtures.recordings.appendingPathComponent($0) }
  }

  @Test func everyRecordingIsShipped() {
    // recordings/README.md: 8 conversions of third-party evemu recordings + 3 recorded by
    // `gesturetape record` in the real-kernel VM (the virtio-touchscreen demo gestures and
    // the uinput clickpad session) + AOSP's Pixel flings, written from its data.
    #expect(Self.shipped.count == 12)
  }

  @Test(arguments: DeterminismTests.shipped)
  func hundredReplaysOneDigest(_ url: URL) throws {
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let first = try Replayer().replay(
      recording, into: DemoReplayScene(), source: url.lastPathComponent)
    var digests: Set<String> = [first.digest]
    for _ in 1..<100 {
      let again = try Replayer().replay(
        recording, into: DemoReplayScene(), source: url.lastPathComponent)
      digests.insert(again.digest)
      if again != first { Issue.record("replay differs from the first: \(url.lastPathComponent)") }
    }
    #expect(digests.count == 1)
  }

  @Test func jitteredReplaysAreDeterministicToo() throws {
    let url = Fixtures.recordings.appendingPathComponent(
      "logitech-ultrathin-touch-mouse-drag-wheel.gtape")
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let settings = ReplaySettings(frameRate: 120, jitter: ReplayJitter(maximum: 3_000_000, seed: 7))
    let digests = try (0..<20).map { _ in
      try Replayer(settings: settings).replay(recording, into: DemoReplayScene()).digest
    }
    #expect(Set(digests).count == 1)
  }
}
