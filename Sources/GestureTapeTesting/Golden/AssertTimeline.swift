import CustomDump
import Foundation
import IssueReporting

/// Compares `result`'s timeline text with a golden text. Returns nil when they are equal, or a
/// message with a line diff (custom-dump's format; −: golden, +: this replay).
///
/// - Parameters:
///   - result: the replay.
///   - golden: the golden timeline text (``TimelineText/render(_:)`` of a replay).
public func verifyTimeline(of result: ReplayResult, matches golden: String) -> String? {
  let actual = TimelineText.render(result)
  guard actual != golden else { return nil }
  let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let difference = diff(old, new, format: .proportional) ?? "(no line-level difference shown)"
  let firstChange = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
  return "The timeline of \(result.replayName) differs from the golden file"
    + (firstChange.map { " from line \($0 + 1) (entry [\($0)] below)" } ?? "") + ":\n\n"
    + difference.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "  " + $0 }.joined(separator: "\n")
    + "\n\n(Golden: −, this replay: +)"
}

/// Where the golden timeline of a test lives: `__Timelines__/<test file>/<test>[.<name>].txt`
/// beside the test file.
///
/// - Parameters:
///   - filePath: the test file's path (`#filePath`).
///   - testName: the test's name (`#function`; parentheses are dropped).
///   - name: a name for a second timeline in one test, or nil.
public func goldenTimelineURL(
  filePath: StaticString, testName: String, named name: String? = nil
) -> URL {
  let file = URL(fileURLWithPath: "\(filePath)")
  let directory = file.deletingLastPathComponent()
    .appendingPathComponent("__Timelines__")
    .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
  var base = sanitize(testName)
  if let name { base += "." + sanitize(name) }
  return directory.appendingPathComponent(base + ".timeline.txt")
}

func sanitize(_ component: String) -> String {
  var text = component
  if text.hasSuffix("()") { text.removeLast(2) }
  let mapped = text.unicodeScalars.map { scalar -> Character in
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
    return allowed.contains(scalar) ? Character(scalar) : "_"
  }
  let result = String(mapped)
  return result.isEmpty ? "timeline" : result
}

/// Asserts that `result`'s timeline matches the golden file of this test, recording it
/// according to the record mode (see ``RecordMode``). Fails whenever it writes a file, so a
/// recording run is never mistaken for a passing one.
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure).
///   - name: a name for a second timeline in one test, or nil.
///   - record: the record mode, or nil for the test's (``GestureTapeTrait``) or the
///     environment's (`GESTURETAPE_RECORD`).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the test file's path: failures are reported there and the golden file lives
///     beside it.
///   - testName: the test's name, which names the golden file.
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether the timeline matched without writing (discardable).
@discardableResult
public func assertTimeline(
  of result: @autoclosure () throws -> ReplayResult, named name: String? = nil,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  let url = goldenTimelineURL(filePath: filePath, testName: testName, named: name)
  let mode = RecordMode.resolve(record)
  let message = checkGoldenTimeline(value, at: url, mode: mode)
  return reportFailure(
    message, result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The file-handling core of ``assertTimeline(of:named:record:fileID:filePath:testName:line:column:)``:
/// compares with, or records, the golden file at `url` in `mode`; returns the failure message.
///
/// - Parameters:
///   - result: the replay.
///   - url: the golden file.
///   - mode: whether to compare, record a missing file, record a differing one, or always
///     record.
/// - Returns: nil when the file exists and matches; otherwise what differed or what was written.
public func checkGoldenTimeline(_ result: ReplayResult, at url: URL, mode: RecordMode) -> String? {
  let text = TimelineText.render(result)
  let existing = try? String(contentsOf: url, encoding: .utf8)
  func write(_ reason: String) -> String {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      return "Could not record the golden timeline at \(url.path): \(error)."
    }
    return "\(reason) Recorded the golden timeline of \(result.replayName) at\n  \(url.path)\n"
      + "Check it, commit it, and re-run the test (with \(RecordMode.environmentVariable)=never "
      + "in CI)."
  }
  guard let existing else {
    if mode == .never {
      return "No golden timeline at \(url.path) and the record mode is never.\n"
        + "What to do: run the test once with \(RecordMode.environmentVariable)=missing to "
        + "record it, check the file, and commit it."
    }
    return write("No golden timeline existed.")
  }
  if mode == .all { return write("Record mode is all.") }
  guard let difference = verifyTimeline(of: result, matches: existing) else { return nil }
  if mode == .failed { return write(difference + "\n") }
  return difference + "\nWhat to do: if the change is intended, re-run with "
    + "\(RecordMode.environmentVariable)=failed (or record: .failed) to re-record; "
    + "otherwise the behaviour regressed."
}
