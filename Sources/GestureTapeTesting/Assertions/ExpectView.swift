/// Expects a view's property at a moment of the replay, reporting a failure otherwise.
@discardableResult
public func expectView(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  at moment: ReplayMoment, _ expected: ViewProperty, tolerance: Tolerance = .absolute(0.5),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyView(view, in: value, at: moment, expected, tolerance: tolerance),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
