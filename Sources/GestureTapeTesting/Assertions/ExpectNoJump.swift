/// Expects `view` never to jump more than `points` beyond the finger between display frames,
/// and no engine call after finish/cancel.
@discardableResult
public func expectNoJump(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  beyond points: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyNoJump(view, in: value, beyond: points),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
