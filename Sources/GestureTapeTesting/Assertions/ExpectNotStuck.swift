/// Expects the transition to complete within `seconds` after the release.
@discardableResult
public func expectNotStuck(
  _ result: @autoclosure () throws -> ReplayResult, within seconds: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyNotStuck(of: value, within: seconds),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
