/// Checks that the transition completed (finished or cancelled) within `seconds` after the
/// release (Hero #90, #371: the transition stays stuck mid-way).
public func verifyNotStuck(of result: ReplayResult, within seconds: Double) -> String? {
  let outcome = result.outcome
  switch outcome.kind {
  case .noTransition:
    return "Expected a transition to complete within \(ReplayFormat.number(seconds, decimals: 3)) "
      + "s after the release, but none started \(result.place(outcome.release))."
      + "\n  What to do: check that the handler starts the transition on .began."
  case .stuck:
    let progress = result.timeline.last?.progress.map { ReplayFormat.number($0, decimals: 3) }
    return "The transition is stuck: it had not completed "
      + "\(ReplayFormat.time(result.settings.stuckTimeout)) after the last input "
      + "\(result.place(outcome.release))" + (progress.map { ", progress \($0)" } ?? "") + "."
      + "\n  What to do: look for update() after finish()/cancel() in the calls (Hero #90) or a "
      + "stale starting progress after a cancel (#371)."
  case .crashed:
    let reason = result.engineEvents.first { $0.kind == .crash }?.detail ?? "unknown"
    return "The transition never completed: Hero 1.6.4 would crash "
      + "\(result.place(result.engineEvents.first { $0.kind == .crash }?.time)) — \(reason)."
      + "\n  What to do: do not finish or cancel from a heroWillStart… delegate call (Hero #38)."
  case .finished, .cancelled:
    guard let settle = outcome.settleTime else { return nil }
    let limit = VirtualDuration.seconds(seconds)
    guard settle > limit else { return nil }
    return "The transition completed \(ReplayFormat.time(settle)) after the release, later than "
      + "\(ReplayFormat.number(seconds, decimals: 3)) s; it ended "
      + "\(result.place(outcome.end))."
      + "\n  What to do: if the slower completion is right, raise `within`."
  }
}
