// Times in seconds as Double, kept for one release (CHANGELOG.md, "Migration"): replay time is
// `VirtualInstant` / `VirtualDuration` in the API.

/// Deprecated: the end time in seconds; pass `at: .seconds(…)`.
@_documentation(visibility: internal)
@available(
  *, deprecated, message: "use expectOutcome(of:is:at: .seconds(…), tolerance: VirtualDuration)"
)
@discardableResult
public func expectOutcome(
  of result: @autoclosure () throws -> ReplayResult, is kind: ReplayOutcome.Kind,
  at seconds: Double, tolerance: Tolerance = .absolute(0.05),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(),
    .outcome(kind, at: .seconds(seconds), tolerance: .seconds(tolerance.absolute)),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Deprecated: the limit in seconds; pass `within: .seconds(…)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use expectNotStuck(_:within: .seconds(…))")
@discardableResult
public func expectNotStuck(
  _ result: @autoclosure () throws -> ReplayResult, within seconds: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .notStuck(within: .seconds(seconds)),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
