/// Everything the gesture moved came to rest, for gesture-driven UI that is not a
/// view-controller transition (a drawer, a card, a sheet's detent) as well as for one: nothing
/// was still running or scheduled on the clock when the replay ended
/// (``ReplayResult/pendingWork``: the replay samples until nothing runs, within the stuck
/// timeout), and no view the drag moved was left where the finger let go of it — something (an
/// animation, a layout) must settle it after the release, unless it is back where it started or
/// the drag had pinned it at a limit (the finger moved on over the last two display frames of the
/// drag while the view stayed). The message says where each moved view came to rest.
///
/// In an expectation file: `"cameToRest": true`.
package struct CameToRestCheck: ReplayCheckDefinition {
  package var name: String { "came to rest" }

  package static let fileMembers: [String: ExpectationSchema] = [
    "cameToRest": ExpectationSchema.boolean.described(
      "Everything the gesture moved came to rest, and not where the finger let go (true to check).")
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [CameToRestCheck]
  {
    file["cameToRest"]?.boolean == true ? [CameToRestCheck()] : []
  }

  package static func write(_ checks: [CameToRestCheck]) -> [String: ExpectationValue] {
    checks.isEmpty ? [:] : ["cameToRest": .boolean(true)]
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    var problems: [ReplayFailure] = []
    if let work = result.pendingWork {
      problems.append(
        ReplayFailure(
          message: "Not at rest \(result.place(work.time)): \(work.summary), "
            + "\(ReplayFormat.time(result.settings.stuckTimeout)) after the last activity."
            + "\n  What to do: look for an animation that repeats or restarts itself, a timer "
            + "or display link left running, or a completion that never comes.",
          expected: "nothing running", actual: work.summary, time: work.time))
    }
    // Where the release left each view: the first frame drawn at or after it (it shows the last
    // finger move the app heard).
    guard let release = result.outcome.release ?? result.input.last?.time,
      let releaseFrame = result.timeline.first(where: { $0.time >= release })
        ?? result.timeline.last(where: { $0.time <= release }),
      let last = result.timeline.last
    else { return .combined(problems) }
    let began = result.gestureTrack.first { $0.state == .began }?.time ?? result.input.first?.time
    let beforeFrame =
      began.flatMap { start in result.timeline.last { $0.time < start } } ?? result.timeline.first
    for state in releaseFrame.views {
      guard let start = beforeFrame?.view(state.id),
        start.position.distance(to: state.position) > 2,
        let rest = last.view(state.id)
      else { continue }
      let name = "view \"\(state.id)\""
      let moved =
        "(the drag moved it from \(start.position) to \(state.position); it rests at "
        + "\(rest.position))"
      let leftAtRelease = rest.position.distance(to: state.position) < 0.5
      let backHome = rest.position.distance(to: start.position) < 0.5
      if leftAtRelease, !backHome,
        !pinnedAtLimit(state.id, in: result, before: release)
      {
        problems.append(
          ReplayFailure(
            message: "\(name) was left where the finger let go of it \(result.place(release)) "
              + "\(moved): nothing settled it after the release."
              + "\n  What to do: on .ended (and .cancelled) animate the view to one of its resting "
              + "places (open or closed, the start or the end).",
            expected: "settled after the release", actual: "left at \(rest.position)",
            time: release, view: state.id))
      }
    }
    return .combined(problems)
  }
}

extension ReplayCheck {
  /// Everything the gesture moved came to rest, and not where the finger let go.
  public static let cameToRest = ReplayCheck(definition: CameToRestCheck())
}

/// Whether the drag had pinned the view at a limit: over the last two display frames up to
/// `release` the finger moved at least 5 pt while the view moved less than 1 pt.
private func pinnedAtLimit(_ id: String, in result: ReplayResult, before release: VirtualInstant)
  -> Bool
{
  guard let lastIndex = result.timeline.lastIndex(where: { $0.time <= release }), lastIndex >= 2
  else { return false }
  let early = result.timeline[lastIndex - 2]
  guard let fingerFrom = result.fingerAt(early.time), let fingerTo = result.fingerAt(release),
    fingerFrom.distance(to: fingerTo) >= 5,
    let viewFrom = early.view(id), let viewTo = result.timeline[lastIndex].view(id)
  else { return false }
  return viewFrom.position.distance(to: viewTo.position) < 1
}
