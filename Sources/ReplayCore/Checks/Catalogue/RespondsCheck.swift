/// The app can still be used when the replay ends: no full-screen snapshot of the engine left
/// over the window, no transition still holding UIKit's container, and a touch at every point of
/// the probe grid reaches the app's views (Hero #259, #655, #572: a flick that leaves the screen
/// frozen, no crash).
///
/// In an expectation file: `"responds": true`.
package struct RespondsCheck: ReplayCheckDefinition {
  package var name: String { "responds" }

  package static let fileMembers: [String: ExpectationSchema] = [
    "responds": ExpectationSchema.boolean.described(
      "The UI still responds to touches at the end: no stranded snapshot, nothing stuck (true to check)."
    )
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [RespondsCheck] {
    file["responds"]?.boolean == true ? [RespondsCheck()] : []
  }

  package static func write(_ checks: [RespondsCheck]) -> [String: ExpectationValue] {
    checks.isEmpty ? [:] : ["responds": .boolean(true)]
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    guard let probe = result.responsiveness else {
      return ReplayFailure(
        message:
          "The scene of \(result.replayName) cannot tell whether the UI responds (it reports "
          + "no responsiveness probe).\n  What to do: replay into an AppReplayScene, or implement "
          + "probeResponsiveness() in your scene.",
        expected: "a responsiveness probe", actual: "none")
    }
    guard !probe.responds else { return nil }
    var lines: [String] = []
    let blocked = probe.blocked
    let reached = Set(blocked.map(\.reaches)).sorted().joined(separator: ", ")
    lines.append(
      "The UI does not respond \(result.place(probe.time)): \(blocked.count) of "
        + "\(probe.probes.count) probed points reach \(reached.isEmpty ? "the app" : reached)"
        + " instead of the app.")
    if probe.strandedSnapshots > 0 {
      let added = result.engineEvents.last { $0.kind == .snapshotAdded }
      let skipped = result.engineEvents.last { $0.kind == .queuedAnimateSkipped }
      var line = "  Hero's full-screen snapshot is still over the window"
      if let added { line += ": start() put it there at \(ReplayFormat.time(added.time))" }
      if let skipped {
        line +=
          ", and the queued animate() that removes it ran at "
          + "\(ReplayFormat.time(skipped.time)), after the transition had already completed"
      }
      lines.append(line + ".")
      if let transition = result.transitions.first(where: \.strandedSnapshot) {
        lines.append(
          "  The transition (\(transition.kind.rawValue)) completed while the engine was "
            + "\(transition.stateAtRelease ?? "not animating yet") at the release at "
            + "\(ReplayFormat.time(transition.release ?? 0)): finish()/cancel() before animate() "
            + "(this is Hero #259 / #655 / #188).")
      }
      lines.append(
        "  What to do: call finish()/cancel() only once the transition is animating (e.g. "
          + "dispatch them to the next main-queue turn, the workaround in Hero #655), or remove "
          + "the snapshot when the transition completes early.")
    } else if probe.isTransitionRunning {
      lines.append(
        "  A transition is still running, so UIKit's container refuses touches (Hero #451: "
          + "the controller stays stuck on screen).")
    } else {
      lines.append(
        "  What to do: look for a view left over the app or an ancestor whose "
          + "isUserInteractionEnabled stayed false after the transition.")
    }
    return ReplayFailure(
      message: lines.joined(separator: "\n"),
      expected: "every probed point reaches the app",
      actual: "\(blocked.count) of \(probe.probes.count) blocked", time: probe.time)
  }
}

extension ReplayCheck {
  /// The UI still responds to touches at the end (no stranded snapshot, nothing stuck).
  public static let responds = ReplayCheck(definition: RespondsCheck())
}
