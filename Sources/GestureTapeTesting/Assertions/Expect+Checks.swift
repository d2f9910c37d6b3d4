// The named assertions: each is `expect(result, .check)` for one check of ReplayCheck's
// catalogue, kept because tests read well with them.

/// Expects `result` to have ended as `kind` (and at `end` within `tolerance`, if given).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - kind: the outcome expected (`.finished`, `.cancelled`, `.stuck`, `.noTransition`,
///     `.crashed`).
///   - end: when the transition should have ended, in replay time from the first input
///     (`.seconds(0.9)`); nil: any time.
///   - tolerance: how far from `end` the end may be (default 50 ms).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
@discardableResult
public func expectOutcome(
  of result: @autoclosure () throws -> ReplayResult, is kind: ReplayOutcome.Kind,
  at end: VirtualInstant? = nil, tolerance: VirtualDuration = .endTimeTolerance,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .outcome(kind, at: end, tolerance: tolerance),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the transition to complete within `limit` after the release.
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - limit: how long after the release (the last touch lifted) the transition has to
///     complete, in replay time (`.seconds(1.5)`).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
@discardableResult
public func expectNotStuck(
  _ result: @autoclosure () throws -> ReplayResult, within limit: VirtualDuration,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(
    try result(), .notStuck(within: limit),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the translation and velocity at the release within tolerances.
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - translation: the pan's translation at the release in points, or nil not to check it.
///   - velocity: the pan's velocity at the release in points per second, or nil not to check it.
///   - translationTolerance: how far the translation may be from `translation` (points).
///   - velocityTolerance: how far the velocity may be from `velocity` (points per second).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - moment: when: `.end`, `.release`, `.time(seconds)` (replay time) or `.progress(value)`
///     (the first display frame at or past that transition progress).
///   - expected: the property and its expected value: `.position` (the centre, points), `.frame`,
///     `.opacity` or `.scale`.
///   - tolerance: how far the value may be from `expected` (default `Tolerance.viewProperty`).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - points: the largest gap, in points, between the view's displacement and the finger's,
///     frame by frame during the drag.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - points: the largest move, in points, between two display frames that the finger does not
///     explain.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
/// (`ReplayCheck.cameToRest`).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
/// (`ReplayCheck.velocityContinuous(_:tolerance:)`).
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - tolerance: the largest change, in points per second (as vectors), between the view's
///     velocity over the last display interval before the release and over the first one after.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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

/// Expects the UI to respond to touches at the end (`ReplayCheck.responds`).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
@discardableResult
public func expectResponds(
  _ result: @autoclosure () throws -> ReplayResult,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  expect(try result(), .responds, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects every transition to complete exactly once (`ReplayCheck.completesOnce`).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
/// (`ReplayCheck.nextTransitionCompletes(after:)`).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - index: the index (from 0) in `result.transitions` of the transition after which the next
///     one must complete.
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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

/// Expects every finish or cancel to animate (`ReplayCheck.animatedEnd(minimumFrames:)`).
///
/// - Parameters:
///   - result: the replay (an expression: a replay that throws is reported as one failure, at the
///     caller's place, and the call returns false).
///   - minimumFrames: how many display frames a finish or cancel must animate over at least (0:
///     any animation).
///   - fileID: the file ID a failure is reported at (the caller's by default).
///   - filePath: the file path a failure is reported at (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
/// - Returns: whether every check passed (discardable).
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
