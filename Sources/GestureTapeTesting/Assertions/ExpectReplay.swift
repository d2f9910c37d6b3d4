/// Expects `result` to meet every expectation in `expectations`, reporting each failure at the
/// caller's location.
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - expectations: an expectation file's checks (`ReplayExpectations.load(contentsOf:)`).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
