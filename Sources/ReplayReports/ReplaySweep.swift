import Foundation
import ReplayCore

/// The outcome of one gesture replayed under several `ReplayTiming` variants
/// (`Replayer.sweep(_:mapping:into:source:variants:)`): a race that happens "1 time in 10" on a
/// device becomes one named variant that fails every time.
public struct ReplaySweep: Sendable {
  /// One variant and its replay.
  public struct Row: Sendable {
    /// The timing replayed.
    public var timing: ReplayTiming
    /// What happened.
    public var result: ReplayResult
    /// The checks this variant failed (see ``ReplaySweep/checked(against:)``).
    public var checkFailures: [ReplayFailure] = []

    /// A row.
    public init(timing: ReplayTiming, result: ReplayResult, checkFailures: [ReplayFailure] = []) {
      self.timing = timing
      self.result = result
      self.checkFailures = checkFailures
    }

    /// The variant's name (`ReplayTiming.name`).
    public var name: String { timing.name }

    /// Display frames sampled strictly between the release and the end of the first
    /// transition: 0 when it completed without animating (Hero's finish before `animate()`).
    public var framesAfterRelease: Int? {
      guard let release = result.outcome.release, let end = result.outcome.end else { return nil }
      return result.timeline.reduce(0) { $0 + ($1.time > release && $1.time < end ? 1 : 0) }
    }

    /// What went wrong in this variant, as short phrases (empty when nothing did).
    public var problems: [String] {
      var found = result.problems
      for failure in checkFailures { found.append("failed: \(failure.check)") }
      return found
    }

    /// Every problem of ``problems``, located for the viewer: `ReplayResult.problemFailures`,
    /// then ``checkFailures``.
    public var failures: [ReplayFailure] { result.problemFailures + checkFailures }
  }

  /// The source replayed.
  public var source: String
  /// The rows, in the order of the variants.
  public var rows: [Row]

  /// A sweep record.
  public init(source: String, rows: [Row]) {
    self.source = source
    self.rows = rows
  }

  /// The sweep with every row checked against `checks` (an expectation file's, say): a row that
  /// fails one lists it in its ``Row/problems`` and fails the sweep.
  ///
  /// - Parameter checks: the checks each row's replay must pass.
  public func checked(against checks: [ReplayCheck]) -> ReplaySweep {
    var copy = self
    for index in copy.rows.indices {
      copy.rows[index].checkFailures = checks.compactMap { $0.evaluate(copy.rows[index].result) }
    }
    return copy
  }

  /// The variants where something went wrong.
  public var failing: [Row] { rows.filter { !$0.problems.isEmpty } }

  /// The table as text: one line per variant.
  public var text: String {
    var table: [[String]] = [
      ["variant", "outcome", "engine at release", "frames after release", "completions", "UI"]
    ]
    for row in rows {
      let outcome = row.result.outcome
      let completions = row.result.transitions.first.map { String($0.completions) } ?? "—"
      table.append([
        row.name, outcome.kind.rawValue, outcome.stateAtRelease?.rawValue ?? "—",
        row.framesAfterRelease.map(String.init) ?? "—", completions,
        row.problems.isEmpty ? "ok" : row.problems.joined(separator: "; "),
      ])
    }
    var lines = ["\(source): release timing sweep (\(rows.count) variants)"]
    lines += ReplayFormat.table(table)
    let failing = self.failing
    lines.append(
      failing.isEmpty
        ? "All variants pass."
        : "\(failing.count) of \(rows.count) variants fail: "
          + failing.map(\.name).joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
