/// Expects every transition to complete exactly once, without a crash
/// (see `verifyCompletesOnce(_:)`).
@discardableResult
public func expectCompletesOnce(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyCompletesOnce(value), result: value, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
