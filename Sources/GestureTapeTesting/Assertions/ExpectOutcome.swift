/// Expects `result` to have ended as `kind` (and at `seconds` within `tolerance`, if given),
/// reporting a failure at the caller's location otherwise.
@discardableResult
public func expectOutcome(
  of result: @autoclosure () throws -> ReplayResult, is kind: ReplayOutcome.Kind,
  at seconds: Double? = nil, tolerance: Tolerance = .absolute(0.05),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyOutcome(of: value, is: kind, at: seconds, tolerance: tolerance),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
