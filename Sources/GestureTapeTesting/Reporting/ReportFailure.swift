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
