/// Expects `view`'s velocity to carry across the release
/// (see `verifyVelocityContinuous(_:in:tolerance:)`).
@discardableResult
public func expectVelocityContinuous(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult, tolerance: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyVelocityContinuous(view, in: value, tolerance: tolerance),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
