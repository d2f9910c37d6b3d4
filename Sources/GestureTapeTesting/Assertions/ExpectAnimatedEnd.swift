/// Expects every finish or cancel to animate (see `verifyAnimatedEnd(_:minimumFrames:)`).
@discardableResult
public func expectAnimatedEnd(
  _ result: @autoclosure () throws -> ReplayResult, minimumFrames: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyAnimatedEnd(value, minimumFrames: minimumFrames),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
