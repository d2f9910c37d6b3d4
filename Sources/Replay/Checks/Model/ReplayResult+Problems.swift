extension ReplayResult {
  /// What went wrong whatever the app meant, as short phrases (empty when nothing did): a crash,
  /// a transition stuck mid-way, a UI that no longer responds, a transition completed more than
  /// once. `gesturetape replay` exits 1 when there is one, with or without an expectation file.
  public var problems: [String] {
    var found: [String] = []
    if outcome.kind == .crashed { found.append("crash") }
    if outcome.kind == .stuck { found.append("stuck") }
    if let responsiveness, !responsiveness.responds {
      found.append(
        responsiveness.strandedSnapshots > 0
          ? "frozen: snapshot left over the window"
          : "frozen: \(responsiveness.blocked.count) points blocked")
    }
    if transitions.contains(where: { $0.completions > 1 }) {
      found.append("completed more than once")
    }
    return found
  }

  /// ``problems``, located as the catalogue's checks report them (not stuck,
  /// ``ReplayCheck/responds``, ``ReplayCheck/completesOnce``).
  public var problemFailures: [ReplayFailure] {
    var found: [ReplayFailure] = []
    if outcome.kind == .stuck || outcome.kind == .crashed,
      let failure = ReplayCheck.notStuck(within: settings.stuckTimeout.seconds).evaluate(self)
    {
      found.append(failure)
    }
    if let responsiveness, !responsiveness.responds,
      let failure = ReplayCheck.responds.evaluate(self)
    {
      found.append(failure)
    }
    if transitions.contains(where: { $0.completions > 1 }),
      let failure = ReplayCheck.completesOnce.evaluate(self)
    {
      found.append(failure)
    }
    return found
  }
}
