/// Expects the app to respond at the end of the replay (see `verifyResponds(_:)`).
@discardableResult
public func expectResponds(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyResponds(value), result: value, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
