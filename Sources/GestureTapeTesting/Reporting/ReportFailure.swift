import IssueReporting

/// Reports `message` (if any) as a test failure at the caller's location through
/// IssueReporting, which records it in Swift Testing or XCTest, whichever is running, without
/// this library importing either. Returns whether the check passed.
///
/// Build your own assertions the same way: compute a failure message with a check's
/// `verify(_:)` and hand it here with your caller's location.
///
/// - Parameters:
///   - message: the failure, or nil when the check passed (nothing is reported).
///   - fileID: the file ID to report at.
///   - filePath: the file path to report at.
///   - line: the line to report at.
///   - column: the column to report at.
/// - Returns: whether the check passed (`message` was nil).
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
///
/// - Parameters:
///   - message: the failure, or nil when the check passed (nothing is written or reported).
///   - result: the replay whose viewer is written.
///   - fileID: the file ID to report at.
///   - filePath: the file path to report at (it also picks the artifacts folder).
///   - line: the line to report at.
///   - column: the column to report at.
/// - Returns: whether the check passed (`message` was nil).
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
