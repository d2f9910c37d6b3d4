import ConstraintSolver
import Foundation

/// What Auto Layout reports: unsatisfiable constraints (with the constraints involved and the
/// one broken, as UIKit logs "Unable to simultaneously satisfy constraints"), and misuse that
/// UIKit answers with an exception (activating constraints between views in different
/// hierarchies, a position related to a constant).
///
/// Each message is written to standard error, as UIKit writes to the console, and kept in
/// ``records`` (the last 200) so a test can check for it.
@preconcurrency @MainActor
public enum LayoutDiagnostics {
  /// One report.
  public struct Record: Sendable, Equatable {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
      /// Required constraints that cannot all hold; one was broken.
      case unsatisfiable
      /// A constraint UIKit would refuse with an exception; it is skipped here.
      case invalid
    }
    /// The kind.
    public let kind: Kind
    /// The full message, in UIKit's words where UIKit has words for it.
    public let message: String
    /// For ``Kind/unsatisfiable``: the descriptions of the constraints involved.
    public let involved: [String]
    /// For ``Kind/unsatisfiable``: the description of the constraint broken.
    public let broken: String?
  }

  /// The reports so far (the most recent last).
  public private(set) static var records: [Record] = []

  /// Whether reports go to standard error too (true).
  public static var printsToStandardError = true

  /// The size of the solver's tableau for `view`'s hierarchy — rows and the cells they hold —
  /// after bringing it up to date (nil without Auto Layout). A dense tableau (many cells per
  /// row) is what makes a layout slow to solve: long chains of views whose positions are left
  /// free add a cell to every row below them.
  public static func tableauSize(ofHierarchyOf view: UIView) -> (rows: Int, cells: Int)? {
    guard let engine = LayoutEngine.engine(forRootOf: view) else { return nil }
    engine.update()
    return engine.solver.tableauSize
  }

  /// Forgets the reports so far.
  public static func removeAll() { records.removeAll() }

  static func report(_ message: String) {
    add(Record(kind: .invalid, message: message, involved: [], broken: nil))
  }

  static func add(_ record: Record) {
    records.append(record)
    if records.count > 200 { records.removeFirst(records.count - 200) }
    if printsToStandardError {
      FileHandle.standardError.write(Data("[LayoutConstraints] \(record.message)\n".utf8))
    }
  }

  /// UIKit's text for a conflict.
  static func unsatisfiableMessage(involved: [String], broken: String) -> String {
    """
    Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    \tTry this:
    \t\t(1) look at each constraint and try to figure out which you don't expect;
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
    \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
    (
    \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    )

    Will attempt to recover by breaking constraint
    \(broken)
    """
  }
}
