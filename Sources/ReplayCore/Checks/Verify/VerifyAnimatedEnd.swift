/// Checks that each transition the handler finished or cancelled animated to its end over more
/// than `minimumFrames` display frames (default 0: at least one frame), unless the call asked for
/// `animate: false`. A finish or cancel that lands before the engine animates completes at once:
/// the view snaps to its end (Hero #655 b, N1; #176 for a cancel).
///
/// - Parameters:
///   - result: the replay to check.
///   - minimumFrames: how many display frames a finish or cancel must animate over at least (0:
///     any animation).
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyAnimatedEnd(_ result: ReplayResult, minimumFrames: Int = 0) -> String? {
  animatedEndFailure(result, minimumFrames: minimumFrames)?.message
}

/// ``verifyAnimatedEnd(_:minimumFrames:)``, located at the first finish or cancel that did not
/// animate.
package func animatedEndFailure(_ result: ReplayResult, minimumFrames: Int = 0) -> ReplayFailure? {
  var problems: [ReplayFailure] = []
  for (index, transition) in result.transitions.enumerated() {
    guard let end = transition.end else { continue }
    let calls = result.engineCalls.filter {
      ($0.kind == .finish || $0.kind == .cancel) && $0.time >= transition.start && $0.time <= end
    }
    guard let call = calls.first, call.animate != false else { continue }
    let frames = result.timeline.reduce(0) { $0 + ($1.time > call.time && $1.time < end ? 1 : 0) }
    guard frames <= minimumFrames else { continue }
    var text =
      "Transition \(index + 1) (\(transition.kind.rawValue)): \(call.kind.rawValue)() "
      + "\(result.place(call.time)) completed it after \(frames) display frame(s) — "
      + "it ended \(result.place(end)) without animating."
    if let state = transition.stateAtRelease, state != .animating {
      text +=
        "\n  The engine was \(state) at the release: finish/cancel before animate() "
        + "completes at once and skips every modifier (Hero #655, the view \"snaps\")."
    }
    text +=
      "\n  What to do: finish or cancel once the transition animates, or pass "
      + "animate: false when a jump is intended."
    problems.append(
      ReplayFailure(
        message: text, expected: "more than \(minimumFrames) animated display frame(s)",
        actual: "\(frames) display frame(s)", time: call.time))
  }
  return .combined(problems)
}
