import DemoScene
import Foundation
import GestureTapeTesting
import TestSupport
import Testing

/// Every shipped recording has an expectation file beside it (recordings/NAME.expect.json),
/// checked here through the Swift API (and by CommandLineTests through the binary). A
/// missing file is recorded from the replay under the record mode (never in CI) and fails.
@MainActor
@Suite("Shipped expectation files")
struct ShippedExpectationTests {
  static func expectationURL(for recording: URL) -> URL {
    recording.deletingPathExtension().appendingPathExtension("expect.json")
  }

  @Test func everyRecordingMeetsItsExpectations() throws {
    let urls = ShippedRecordings.urls
    #expect(!urls.isEmpty)
    for url in urls {
      let expectURL = Self.expectationURL(for: url)
      guard FileManager.default.fileExists(atPath: expectURL.path) else {
        let result = try Replayer().replay(contentsOf: url, into: DemoReplayScene())
        if RecordMode.resolve(nil) == .never {
          Issue.record("No expectation file for \(url.lastPathComponent) at \(expectURL.path)")
        } else {
          let generated = ReplayExpectations(recording: url.lastPathComponent, result: result)
          try generated.encoded().write(to: expectURL)
          Issue.record("Recorded \(expectURL.path); review and commit it.")
        }
        continue
      }
      let expectations = try ReplayExpectations.load(contentsOf: expectURL)
      #expect(expectations.recording == url.lastPathComponent)
      let settings = expectations.settings?.replaySettings ?? ReplaySettings()
      let result = try Replayer(settings: settings).replay(contentsOf: url, into: DemoReplayScene())
      expectReplay(result, meets: expectations)  // reports each failure itself, with its place
    }
  }

  @Test func aWrongExpectationFailsWithAPlace() throws {
    let url = try #require(ShippedRecordings.urls.first)
    let result = try Replayer().replay(contentsOf: url, into: DemoReplayScene())
    var wrong = ReplayExpectations(recording: url.lastPathComponent, result: result)
    let other: ReplayOutcome.Kind = result.outcome.kind == .finished ? .cancelled : .finished
    wrong.checks[0] = .outcome(other)
    let failures = wrong.verify(result)
    #expect(failures.count == 1)
    #expect(failures.first?.contains(url.lastPathComponent) == true)
  }
}
