/// Checks that every transition completed exactly once, that each delegate callback group
/// reached each controller once, and that the engine never reached a place where Hero 1.6.4
/// crashes (Hero #38, #188, #203: crashes and double completions on a very fast swipe).
public func verifyCompletesOnce(_ result: ReplayResult) -> String? {
  var problems: [String] = []
  if let crash = result.engineEvents.first(where: { $0.kind == .crash }) {
    problems.append(
      "Hero 1.6.4 would crash \(result.place(crash.time)) (engine \(crash.state)): "
        + "\(crash.detail) (compare Hero #38, #203)."
        + "\n  What to do: do not finish or cancel the transition before it has started "
        + "(e.g. from a heroWillStart… delegate call or a recognizer that fires first).")
  }
  for (index, transition) in result.transitions.enumerated() {
    let name = "Transition \(index + 1) (\(transition.kind.rawValue))"
    if transition.end != nil, transition.completions != 1 {
      problems.append(
        "\(name) completed \(transition.completions) times; it ended "
          + "\(result.place(transition.end)) (Hero #203: complete(finished:) ran twice).")
    }
    var seen: [String: Int] = [:]
    for callback in transition.delegateCallbacks { seen[callback, default: 0] += 1 }
    for callback in transition.delegateCallbacks where (seen[callback] ?? 0) > 1 {
      problems.append(
        "\(name): the delegate callback \(callback) came \(seen[callback] ?? 0) times.")
      seen[callback] = 0
    }
  }
  return problems.isEmpty ? nil : problems.joined(separator: "\n")
}
