/// Expects `result` to meet every expectation in `expectations`, reporting each failure at the
/// caller's location.
@discardableResult
public func expectReplay(
  _ result: @autoclosure () throws -> ReplayResult, meets expectations: ReplayExpectations,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), expectations.checks, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
