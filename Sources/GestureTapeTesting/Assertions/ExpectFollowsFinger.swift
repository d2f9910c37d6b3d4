/// Expects `view` to follow the finger during the drag within `points`.
@discardableResult
public func expectFollowsFinger(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  within points: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyFollowsFinger(view, in: value, within: points),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
