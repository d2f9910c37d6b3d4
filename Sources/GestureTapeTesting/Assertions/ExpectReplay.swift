/// Expects `result` to meet every expectation in `expectations`, reporting each failure at the
/// caller's location.
@discardableResult
public func expectReplay(
  _ result: @autoclosure () throws -> ReplayResult, meets expectations: ReplayExpectations,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  var passed = true
  for message in expectations.verify(value) {
    passed =
      reportFailure(
        message, result: value, fileID: fileID, filePath: filePath, line: line, column: column)
      && passed
  }
  return passed
}
