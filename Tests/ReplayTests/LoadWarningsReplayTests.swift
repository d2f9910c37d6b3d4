import DemoScene
import Foundation
import Replay
import TestSupport
import Testing

/// The reader's warnings are part of a replay's result: first among its warnings, for a single
/// replay, a sweep's every variant and a session's file step.
@MainActor
@Suite("Load warnings in replay results")
struct LoadWarningsReplayTests {
  @Test func aDamagedFilesWarningsComeFirst() throws {
    let source = Fixtures.recordings.appendingPathComponent(
      "virtio-touchscreen-1fg-flick-down.gtape")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-truncated-\(UUID().uuidString).gtape")
    try Data(contentsOf: source).dropLast(7).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }

    let result = try Replayer().replay(contentsOf: url, into: DemoReplayScene())
    #expect(result.warnings.first?.code == .recordingFile)
    #expect(
      result.warnings.first?.message.contains("warning: the file ends inside this line") == true)
    #expect(result.outcome.kind == .finished)  // the lost last line is the lift's SYN_REPORT tail

    let sweep = try Replayer().sweep(contentsOf: url, into: DemoReplayScene())
    #expect(sweep.rows.allSatisfy { $0.result.warnings.first?.code == .recordingFile })

    let session = try Replayer().run(
      [.file(url, gesture: nil, mapping: nil)], in: DemoReplayScene())
    #expect(session.warnings.contains { $0.code == .recordingFile })

    let intact = try Replayer().replay(contentsOf: source, into: DemoReplayScene())
    #expect(!intact.warnings.contains { $0.code == .recordingFile })
  }
}
