/// Expects the translation and velocity at the release within tolerances.
@discardableResult
public func expectRelease(
  of result: @autoclosure () throws -> ReplayResult, translation: ReplayPoint? = nil,
  velocity: ReplayPoint? = nil, translationTolerance: Tolerance = .absolute(1),
  velocityTolerance: Tolerance = .approximately(absolute: 20, relative: 0.05),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  return reportFailure(
    verifyRelease(
      of: value, translation: translation, velocity: velocity,
      translationTolerance: translationTolerance, velocityTolerance: velocityTolerance),
    result: value, fileID: fileID, filePath: filePath, line: line, column: column)
}
