/// Expects `result` to pass every check, reporting each failure at the caller's location (to
/// Swift Testing or XCTest, whichever runs, with the replay's viewer written as an artifact).
/// Returns whether all passed.
///
/// ```swift
/// expect(result, .outcome(.finished), .notStuck(within: .seconds(1)), .followsFinger(.named("card"), within:
/// 4))
/// ```
///
/// A replay that throws is reported as one failure.
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - checks: the checks to run on the result, in order; every one that fails is reported.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
@discardableResult
public func expect(
  _ result: @autoclosure () throws -> ReplayResult, _ checks: ReplayCheck...,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(try result(), checks, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `result` to pass every check of a list (see
/// ``expect(_:_:fileID:filePath:line:column:)-(_,ReplayCheck...,_,_,_,_)``).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - checks: the checks to run on the result, in order; every one that fails is reported.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
@discardableResult
public func expect(
  _ result: @autoclosure () throws -> ReplayResult, _ checks: [ReplayCheck],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard let value = evaluate(result, fileID: fileID, filePath: filePath, line: line, column: column)
  else { return false }
  let failures = checks.compactMap { $0.evaluate(value) }
  guard !failures.isEmpty else { return true }
  // One viewer for the call, listing every failed check and opening on the first.
  let viewer = ReplayArtifacts.writeViewer(
    for: value, failures: failures, filePath: "\(filePath)", line: line)
  for failure in failures {
    reportFailure(
      ReplayArtifacts.annotated(failure.message, viewer: viewer), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
  return false
}
