import Foundation
import GestureTapeTesting
import IssueReporting
import Testing

/// Golden timeline files and record modes: each mode writes or refuses as documented, a
/// difference shows a custom-dump line diff, and the mode resolves explicit → scope/trait →
/// environment → missing.
@Suite("Golden timelines and record modes")
struct GoldenTimelineTests {
  private func temporaryURL() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-golden-\(UUID().uuidString)")
      .appendingPathComponent("drag.timeline.txt")
  }

  @Test func modesParse() {
    #expect(RecordMode(rawValue: "FAILED") == .failed)
    #expect(RecordMode(rawValue: " never ") == .never)
    #expect(RecordMode(rawValue: "sometimes") == nil)
  }

  @Test func neverRefusesToWriteAMissingFile() {
    let url = temporaryURL()
    let message = checkGoldenTimeline(SampleReplays.drag(), at: url, mode: .never)
    #expect(message?.contains("record mode is never") == true)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func missingRecordsOnceThenPasses() throws {
    let url = temporaryURL()
    let result = SampleReplays.drag()
    let first = checkGoldenTimeline(result, at: url, mode: .missing)
    #expect(first?.contains("Recorded the golden timeline") == true)
    let written = try String(contentsOf: url, encoding: .utf8)
    #expect(written == TimelineText.render(result))
    #expect(checkGoldenTimeline(result, at: url, mode: .missing) == nil)
    #expect(checkGoldenTimeline(result, at: url, mode: .never) == nil)
  }

  @Test func differenceShowsADiffAndFailedReRecords() throws {
    let url = temporaryURL()
    _ = checkGoldenTimeline(SampleReplays.drag(.finish), at: url, mode: .missing)
    let cancelled = SampleReplays.drag(.cancel)
    let message = try #require(checkGoldenTimeline(cancelled, at: url, mode: .never))
    // The outcome line is line 4 of the file (header, source, settings, outcome).
    #expect(message.contains("differs from the golden file from line 4"))
    // custom-dump diffs the line arrays: entry [3] is line 4.
    #expect(message.contains("\u{2212}   [3]: \"outcome: finished"))
    #expect(message.contains("+   [3]: \"outcome: cancelled"))
    #expect(message.contains("(Golden: −, this replay: +)"))
    #expect(message.contains("GESTURETAPE_RECORD=failed"))
    let rerecorded = checkGoldenTimeline(cancelled, at: url, mode: .failed)
    #expect(rerecorded?.contains("Recorded the golden timeline") == true)
    #expect(checkGoldenTimeline(cancelled, at: url, mode: .never) == nil)
  }

  @Test func allAlwaysWritesAndFails() {
    let url = temporaryURL()
    let result = SampleReplays.drag()
    _ = checkGoldenTimeline(result, at: url, mode: .missing)
    #expect(
      checkGoldenTimeline(result, at: url, mode: .all)?.contains("Record mode is all") == true)
  }

  @Test func precedenceExplicitThenScope() {
    withGestureTape(record: .all) {
      #expect(RecordMode.resolve(nil) == .all)
      #expect(RecordMode.resolve(.never) == .never)
      withGestureTape(record: .failed) { #expect(RecordMode.resolve(nil) == .failed) }
    }
  }

  @Test(.gestureTape(record: .never)) func traitSetsTheMode() {
    #expect(RecordMode.resolve(nil) == .never)
  }

  @Test func environmentOrDefault() {
    let fromEnvironment = ProcessInfo.processInfo.environment["GESTURETAPE_RECORD"]
      .flatMap(RecordMode.init(rawValue:))
    #expect(RecordMode.resolve(nil) == (fromEnvironment ?? .missing))
  }

  @Test func goldenFileLivesBesideTheTest() {
    let url = goldenTimelineURL(
      filePath: "/repo/Tests/X/DragTests.swift", testName: "finishes()", named: "60 Hz")
    #expect(url.path == "/repo/Tests/X/__Timelines__/DragTests/finishes.60_Hz.timeline.txt")
  }

  @Test func committedGoldenMatches() {
    // The golden file is committed; CI runs with GESTURETAPE_RECORD=never.
    #expect(assertTimeline(of: SampleReplays.drag(.finish)))
  }

  @Test func assertTimelineFailsOnADifference() {
    withKnownIssue {
      assertTimeline(
        of: SampleReplays.drag(.cancel), named: nil, record: .never,
        testName: "committedGoldenMatches()")
    }
  }
}
