/// Expects the transition after transition `index` to run to its end by itself
/// (see `verifyNextTransitionCompletes(in:after:)`).
@discardableResult
public func expectNextTransitionCompletes(
  _ result: @autoclosure () throws -> ReplayResult, after index: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyNextTransitionCompletes(in: value, after: index),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
