import IssueReporting

/// A failure an assertion reported, as captured by ``withCapturedFailures(_:)``.
public struct CapturedFailure: Hashable, Sendable {
  /// The failure message.
  public var message: String
  /// The `#fileID` the assertion captured.
  public var fileID: String
  /// The `#filePath` the assertion captured.
  public var filePath: String
  /// The line.
  public var line: UInt
  /// The column.
  public var column: UInt
}

/// Runs `body`, capturing the failures GestureTapeTesting assertions report inside it instead
/// of recording them in the test framework, and returns them.
///
/// This is the way to test that an assertion fails under XCTest on Linux, where
/// `XCTExpectFailure` (and so IssueReporting's `withExpectedIssue`) does not exist. Under Swift
/// Testing, `withKnownIssue` or `withExpectedIssue` work as well.
///
/// - Parameter body: the code whose assertion failures are captured.
/// - Returns: the failures, in the order they were reported.
public func withCapturedFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
  let collector = FailureCollector()
  try withIssueReporters([collector], operation: body)
  return collector.failures
}

final class FailureCollector: IssueReporter, @unchecked Sendable {
  // Only touched from the thread running `withCapturedFailures`'s body; the lock guards against
  // an assertion called from another task within it.
  private let lock = NSLockLike()
  private var stored: [CapturedFailure] = []

  var failures: [CapturedFailure] { lock.withLock { stored } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let failure = CapturedFailure(
      message: message() ?? "", fileID: "\(fileID)", filePath: "\(filePath)", line: line,
      column: column)
    lock.withLock { stored.append(failure) }
  }
}
