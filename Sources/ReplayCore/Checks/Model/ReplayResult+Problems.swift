extension ReplayResult {
  /// What went wrong whatever the app meant, as short phrases (empty when nothing did): a crash,
  /// a transition stuck mid-way, a UI that no longer responds, a transition completed more than
  /// once or against its interaction, a view that jumped (``ReplayJump``). `gesturetape replay` exits 1 when there is one, with or without an expectation file.
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
    if transitions.contains(where: \.completedAgainstItsInteraction) {
      found.append("completed against its interaction")
    }
    if let jump = ReplayJump.find(in: self).first {
      found.append("jump: \(jump.view) \(ReplayFormat.number(jump.distance)) pt")
    }
    return found
  }

  /// ``problems``, located as the catalogue's checks report them (not stuck,
  /// ``ReplayCheck/responds``, ``ReplayCheck/completesOnce``).
  public var problemFailures: [ReplayFailure] {
    var found: [ReplayFailure] = []
    if outcome.kind == .stuck || outcome.kind == .crashed,
      let failure = ReplayCheck.notStuck(within: settings.stuckTimeout).evaluate(self)
    {
      found.append(failure)
    }
    if let responsiveness, !responsiveness.responds,
      let failure = ReplayCheck.responds.evaluate(self)
    {
      found.append(failure)
    }
    if transitions.contains(where: { $0.completions > 1 || $0.completedAgainstItsInteraction }),
      let failure = ReplayCheck.completesOnce.evaluate(self)
    {
      found.append(failure)
    }
    if let jump = ReplayJump.find(in: self).first {
      found.append(
        ReplayFailure(
          check: "no jump",
          message: "view \"\(jump.view)\" jumped from \(jump.from) to \(jump.to) "
            + "(\(ReplayFormat.number(jump.distance)) pt in one frame after the release, with no "
            + "such move on the frames around it) \(place(jump.time)).",
          expected: "no jump", actual: "\(ReplayFormat.number(jump.distance)) pt",
          time: jump.time, view: jump.view))
    }
    return found
  }
}
