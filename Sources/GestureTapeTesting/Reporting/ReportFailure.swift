import IssueReporting

/// Reports `message` (if any) as a test failure at the caller's location through
/// IssueReporting, which records it in Swift Testing or XCTest, whichever is running, without
/// this library importing either. Returns whether the check passed.
///
/// Build your own assertions the same way: compute a failure message with a `verify…` function
/// and hand it here with your caller's location.
@discardableResult
public func reportFailure(
  _ message: String?,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> Bool {
  guard let message else { return true }
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Reports `message` (if any) like ``reportFailure(_:fileID:filePath:line:column:)``, after
/// writing the replay viewer of `result` to the artifacts folder (``ReplayArtifacts``) and
/// naming it at the end of the message. Returns whether the check passed.
@discardableResult
public func reportFailure(
  _ message: String?,
  result: ReplayResult,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> Bool {
  guard let message else { return true }
  return reportFailure(
    ReplayArtifacts.annotated(message, result: result, filePath: "\(filePath)", line: line),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Evaluates `result`, reporting a thrown error as a failure at the caller's location.
func evaluate(
  _ result: () throws -> ReplayResult,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> ReplayResult? {
  do {
    return try result()
  } catch {
    reportIssue(
      "The replay threw before it could be checked: \(error)",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
