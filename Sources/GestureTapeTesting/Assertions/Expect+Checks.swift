// The named assertions: each is `expect(result, .check)` for one check of ReplayCheck's
// catalogue, kept because tests read well with them.

/// Expects `result` to have ended as `kind` (and at `seconds` within `tolerance`, if given).
@discardableResult
public func expectOutcome(
  of result: @autoclosure () throws -> ReplayResult, is kind: ReplayOutcome.Kind,
  at seconds: Double? = nil, tolerance: Tolerance = .endTime,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .outcome(kind, at: seconds, tolerance: tolerance),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the transition to complete within `seconds` after the release.
@discardableResult
public func expectNotStuck(
  _ result: @autoclosure () throws -> ReplayResult, within seconds: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .notStuck(within: seconds),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the translation and velocity at the release within tolerances.
@discardableResult
public func expectRelease(
  of result: @autoclosure () throws -> ReplayResult, translation: ReplayPoint? = nil,
  velocity: ReplayPoint? = nil, translationTolerance: Tolerance = .releaseTranslation,
  velocityTolerance: Tolerance = .releaseVelocity,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(),
    .release(
      translation: translation, velocity: velocity,
      translationTolerance: translationTolerance, velocityTolerance: velocityTolerance),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects a view's property at a moment of the replay.
@discardableResult
public func expectView(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  at moment: ReplayMoment, _ expected: ViewProperty, tolerance: Tolerance = .viewProperty,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .view(view, at: moment, expected, tolerance: tolerance),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `view` to follow the finger during the drag within `points`.
@discardableResult
public func expectFollowsFinger(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  within points: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .followsFinger(view, within: points),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `view` never to jump more than `points` beyond the finger between display frames,
/// and no engine call after finish/cancel.
@discardableResult
public func expectNoJump(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult,
  beyond points: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .noJump(view, beyond: points),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects everything the gesture moved to have come to rest, and not where the finger let go
/// (see `verifyCameToRest(_:)`).
@discardableResult
public func expectCameToRest(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .cameToRest, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `view`'s velocity to carry across the release
/// (see `verifyVelocityContinuous(_:in:tolerance:)`).
@discardableResult
public func expectVelocityContinuous(
  _ view: ViewSelector, in result: @autoclosure () throws -> ReplayResult, tolerance: Double,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .velocityContinuous(view, tolerance: tolerance),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the UI to respond to touches at the end (see `verifyResponds(_:)`).
@discardableResult
public func expectResponds(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(try result(), .responds, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects every transition to complete exactly once (see `verifyCompletesOnce(_:)`).
@discardableResult
public func expectCompletesOnce(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .completesOnce, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the transition after transition `index` to run to its end by itself
/// (see `verifyNextTransitionCompletes(in:after:)`).
@discardableResult
public func expectNextTransitionCompletes(
  _ result: @autoclosure () throws -> ReplayResult, after index: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .nextTransitionCompletes(after: index),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects every finish or cancel to animate (see `verifyAnimatedEnd(_:minimumFrames:)`).
@discardableResult
public func expectAnimatedEnd(
  _ result: @autoclosure () throws -> ReplayResult, minimumFrames: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .animatedEnd(minimumFrames: minimumFrames),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
