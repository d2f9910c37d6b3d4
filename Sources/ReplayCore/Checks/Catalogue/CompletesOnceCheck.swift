/// Every transition completed exactly once, each delegate callback group reached each controller
/// once, a UIKit transition completed the way its interaction ended
/// (`completeTransition(!transitionWasCancelled)`: a cancel that finishes anyway is the "cancel
/// works as finish" bug), and the engine never reached a place where Hero 1.6.4 crashes (Hero
/// #38, #188, #203: crashes and double completions on a very fast swipe).
///
/// In an expectation file: `"completesOnce": true`.
package struct CompletesOnceCheck: ReplayCheckDefinition {
  package var name: String { "completes once" }

  package static let fileMembers: [String: ExpectationSchema] = [
    "completesOnce": ExpectationSchema.boolean.described(
      "Every transition completed exactly once, with each delegate callback group once (true to check)."
    )
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [CompletesOnceCheck]
  {
    file["completesOnce"]?.boolean == true ? [CompletesOnceCheck()] : []
  }

  package static func write(_ checks: [CompletesOnceCheck]) -> [String: ExpectationValue] {
    checks.isEmpty ? [:] : ["completesOnce": .boolean(true)]
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    var problems: [ReplayFailure] = []
    if let crash = result.engineEvents.first(where: { $0.kind == .crash }) {
      problems.append(
        ReplayFailure(
          message: "Hero 1.6.4 would crash \(result.place(crash.time)) (engine \(crash.state)): "
            + "\(crash.detail) (compare Hero #38, #203)."
            + "\n  What to do: do not finish or cancel the transition before it has started "
            + "(e.g. from a heroWillStart… delegate call or a recognizer that fires first).",
          expected: "no crash", actual: "crash: \(crash.detail)", time: crash.time))
    }
    for (index, transition) in result.transitions.enumerated() {
      let name = "Transition \(index + 1) (\(transition.kind.rawValue))"
      if let end = transition.end, transition.completions != 1 {
        problems.append(
          ReplayFailure(
            message: "\(name) completed \(transition.completions) times; it ended "
              + "\(result.place(end)) (Hero #203: complete(finished:) ran twice).",
            expected: "1 completion", actual: "\(transition.completions) completions", time: end))
      }
      if transition.completedAgainstItsInteraction, let end = transition.end,
        let finished = transition.finished, let interaction = transition.interactionEnd
      {
        let told =
          interaction == "cancelled" ? "cancelInteractiveTransition" : "finishInteractiveTransition"
        problems.append(
          ReplayFailure(
            message: "\(name) ended \(finished ? "finished" : "cancelled") \(result.place(end)) "
              + "though its interaction was \(interaction) (\(told)): the animator called "
              + "completeTransition(\(finished)). UIKit keeps whatever completeTransition says."
              + "\n  What to do: complete with completeTransition(!transitionContext."
              + "transitionWasCancelled), in the animator's completion.",
            expected: "completed as the interaction ended (\(interaction))",
            actual: finished ? "finished" : "cancelled", time: end))
      }
      var seen: [String: Int] = [:]
      for callback in transition.delegateCallbacks { seen[callback, default: 0] += 1 }
      for callback in transition.delegateCallbacks where (seen[callback] ?? 0) > 1 {
        problems.append(
          ReplayFailure(
            message:
              "\(name): the delegate callback \(callback) came \(seen[callback] ?? 0) times.",
            expected: "\(callback) once", actual: "\(seen[callback] ?? 0) times",
            time: transition.end ?? transition.start))
        seen[callback] = 0
      }
    }
    return .combined(problems)
  }
}

extension ReplayCheck {
  /// Every transition completed exactly once, with each delegate callback group once.
  public static let completesOnce = ReplayCheck(definition: CompletesOnceCheck())
}
