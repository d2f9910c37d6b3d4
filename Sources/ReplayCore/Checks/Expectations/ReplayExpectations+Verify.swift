extension ReplayExpectations {
  /// Checks `result` against every expectation; returns one failure message per failed one
  /// (empty when all pass).
  public func verify(_ result: ReplayResult) -> [String] {
    failures(of: result).map(\.message)
  }

  /// Checks `result` against every expectation; returns one located failure per failed one
  /// (empty when all pass), for the viewer (`ReplayViewer.html(_:failures:)` in ReplayReports).
  public func failures(of result: ReplayResult) -> [ReplayFailure] {
    checks.compactMap { $0.evaluate(result) }
  }
}

extension ReplayExpectations {
  /// The checks that must hold however the gesture's handling is timed (a hunt's variants that
  /// keep every touch's place and timestamp: the release turn, the phase, stalls, the frame
  /// rate): each check's ``ReplayCheck/retimed`` — the outcome without its end time, the release,
  /// and the views at the end. The end time, completion within a time, views at other moments,
  /// following the finger and not jumping are measured against display frames and times that a
  /// variant rightly moves; the hunt checks completion and jumps its own way
  /// (``ReplayResult/problemFailures``).
  public var timingRobustChecks: [ReplayCheck] {
    checks.compactMap(\.retimed)
  }
}
