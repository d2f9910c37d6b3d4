import Foundation
import InterfaceBuilderDocuments
import IssueReporting

/// What loading storyboards and nibs reported: UIKit's own log lines (an unknown class, a key
/// path no object takes), the exceptions UIKit would raise (a missing identifier, a segue that
/// does not exist), broken connections, and the parts of a document HeadlessUI does not apply.
///
/// Each record is written to standard error (unless ``printsToStandardError`` is false) and
/// kept in ``records`` (the last 500), so a test can check for it. An exception never traps the
/// process: the call that raised it returns a placeholder, the rest of the run goes on, and when
/// the process runs tests the exception is reported through IssueReporting as the assertions
/// report theirs, so the test that caused it fails (Swift Testing or XCTest, whichever runs it).
/// The issue's message starts with the document's `path:line:column`; its source location is
/// the caller's when a helper set one with IssueReporting's `withIssueContext`, else this file.
/// A test that raises on purpose says so with `withKnownIssue` (Swift Testing),
/// `XCTExpectFailure` or IssueReporting's `withExpectedIssue`; a test that loads many documents
/// to list what they raise runs the loading in ``collectingExceptions(_:)``.
@preconcurrency @MainActor
public enum InterfaceBuilderDiagnostics {
  /// One report.
  public struct Record: Sendable, Equatable, CustomStringConvertible {
    /// What kind of report it is.
    public enum Kind: String, Sendable {
      /// What UIKit raises as an exception (NSInvalidArgumentException, NSInternalInconsistencyException).
      case exception
      /// A line UIKit logs and goes on (an unknown class, a key path no object takes).
      case log
      /// An outlet or action that cannot be made (no such property, a wrong type).
      case brokenConnection
      /// An element or attribute HeadlessUI reads past (a warning, with its place).
      case unsupported
    }
    /// The kind.
    public let kind: Kind
    /// The message (UIKit's words where UIKit has words for it).
    public let message: String
    /// `path:line:column` of the element concerned, when there is one.
    public let place: String?

    /// `place: kind: message`.
    public var description: String {
      let prefix = place.map { "\($0): " } ?? ""
      switch kind {
      case .exception: return "\(prefix)error: \(message)"
      case .log: return "\(prefix)\(message)"
      case .brokenConnection, .unsupported: return "\(prefix)warning: \(message)"
      }
    }
  }

  /// The reports so far (the most recent last).
  public private(set) static var records: [Record] = []

  /// Whether reports go to standard error too (true).
  public static var printsToStandardError = true

  /// Runs `body` with the exceptions it raises kept in ``records`` and written to standard error
  /// but not reported as test issues: for a test that loads documents to list what they raise
  /// (a corpus of real storyboards whose classes are not linked). It holds for `body`'s task
  /// only (a task-local value), so tests running beside it still fail on theirs.
  ///
  /// - Parameter body: the work whose exceptions are collected, not reported.
  /// - Returns: what `body` returns.
  public static func collectingExceptions<R>(_ body: () throws -> R) rethrows -> R {
    try $isCollecting.withValue(true, operation: body)
  }

  /// Whether the current task runs in ``collectingExceptions(_:)``.
  @TaskLocal private static var isCollecting = false

  /// The exceptions among ``records``.
  public static var exceptions: [Record] { records.filter { $0.kind == .exception } }

  /// How many exceptions were reported since the process started (never reset: compare two
  /// readings to see whether code in between raised one).
  public private(set) static var exceptionCount = 0

  /// The exceptions reported after ``exceptionCount`` was `count` (at most the last 500).
  public static func exceptions(since count: Int) -> [Record] {
    Array(exceptions.suffix(max(0, exceptionCount - count)))
  }

  /// Forgets the reports so far.
  public static func removeAll() { records.removeAll() }

  /// A document that cannot be read: an exception, placed at the document's line and column.
  static func report(_ error: InterfaceBuilderDocumentError) {
    report(
      .exception, error.message, at: error.location.map { "\(error.path):\($0)" } ?? error.path)
  }

  static func report(_ kind: Record.Kind, _ message: String, at place: String? = nil) {
    let record = Record(kind: kind, message: message, place: place)
    records.append(record)
    if kind == .exception { exceptionCount += 1 }
    if records.count > 500 { records.removeFirst(records.count - 500) }
    if printsToStandardError {
      FileHandle.standardError.write(Data("[InterfaceBuilder] \(record)\n".utf8))
    }
    if kind == .exception, !isCollecting, TestContext.current != nil {
      reportIssue("UIKit would raise: \(record)")
    }
  }
}
