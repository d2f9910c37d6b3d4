/// The transition after transition `index` (0-based; by default the one after the first) started
/// and ran to its end state by itself — the button-driven push or dismiss a session performs
/// after a gesture (Hero #371: a cancelled pop makes the next push freeze half way; #451: the
/// controller stays stuck).
///
/// In an expectation file: `"nextTransitionCompletes": {"after": 0}` (an array of them for
/// several).
package struct NextTransitionCheck: ReplayCheckDefinition {
  var index: Int

  package var name: String { "the transition after \(index) completes" }

  static let spelling = ObjectMemberSpelling(
    member: "nextTransitionCompletes",
    fields: [
      "after": ExpectationSchema.integer.described(
        "The index (from 0) of the transition before the one that must complete.")
    ], description: "The transition after another started and completed by itself.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [NextTransitionCheck]
  {
    spelling.objects(in: file).compactMap {
      $0["after"]?.integer.map { NextTransitionCheck(index: $0) }
    }
  }

  package static func write(_ checks: [NextTransitionCheck]) -> [String: ExpectationValue] {
    spelling.write(checks.map { ["after": .integer($0.index)] })
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    let expected = "transition \(index + 2) completes by itself"
    let transitions = result.transitions
    guard transitions.indices.contains(index) else {
      return ReplayFailure(
        message: "There is no transition \(index + 1) to follow in \(result.replayName) "
          + "(\(transitions.count) transition(s) ran)."
          + "\n  What to do: check that the gesture starts a transition.",
        expected: expected, actual: "\(transitions.count) transition(s) ran")
    }
    let next = index + 1
    guard transitions.indices.contains(next) else {
      var text =
        "No transition started after transition \(index + 1) "
        + "(\(transitions[index].kind.rawValue), ended \(result.place(transitions[index].end)))."
      if let probe = result.responsiveness, !probe.responds {
        text +=
          "\n  The UI was frozen at the end (\(probe.blocked.count) of "
          + "\(probe.probes.count) points blocked"
          + (probe.strandedSnapshots > 0
            ? ", Hero's full-screen snapshot left over the window" : "")
          + "): the tap or call that should start it could not reach the app (Hero #259, #572)."
      } else {
        text +=
          "\n  What to do: check the session's step that should start it (a tap on a "
          + "hidden view, or a call made while a transition still ran is ignored by Hero)."
      }
      return ReplayFailure(
        message: text, expected: expected, actual: "no transition started",
        time: result.timeline.last?.time)
    }
    let transition = transitions[next]
    let name = "Transition \(next + 1) (\(transition.kind.rawValue))"
    switch transition.outcome {
    case .finished:
      return nil
    case .cancelled:
      return ReplayFailure(
        message: "\(name) went back to its start instead of completing; it ended "
          + "\(result.place(transition.end)).",
        expected: expected, actual: "cancelled", time: transition.end)
    case .crashed:
      return ReplayFailure(
        message: "\(name) hit a place where Hero 1.6.4 crashes; see the engine events.",
        expected: expected, actual: "crashed", time: transition.end ?? transition.start)
    case .stuck, .noTransition:
      var text = "\(name), started \(result.place(transition.start)), never completed by itself"
      if let progress = result.timeline.last?.progress {
        text += ": it stays paused at progress \(ReplayFormat.number(progress, decimals: 3))"
      }
      text += "."
      let previousEnd = transitions[index].end ?? transition.start
      let late = result.engineCalls.last {
        $0.kind == .update && $0.time >= previousEnd && $0.time <= transition.start
      }
      let afterEnd = result.engineCalls.last { call in
        call.kind == .update
          && transitions[index...].contains { t in
            guard let end = t.end else { return false }
            return call.time >= end && call.time <= transition.start
          }
      }
      if let call = late ?? afterEnd {
        text +=
          "\n  An update(\(ReplayFormat.number(call.progress ?? 0, decimals: 3))) arrived "
          + "\(result.place(call.time)) while no transition was animating; Hero stores it as the "
          + "starting progress of the next transition, which animate() then pauses at "
          + "(Hero #371, #90)."
      }
      text +=
        "\n  What to do: stop calling update() once finish()/cancel() was called, and "
        + "ignore .changed events when Hero is not transitioning."
      return ReplayFailure(
        message: text, expected: expected, actual: "never completed",
        time: result.timeline.last?.time)
    }
  }
}

extension ReplayCheck {
  /// The transition after transition `index` started and completed by itself.
  ///
  /// - Parameter index: the index (from 0) in the result's `transitions` of the transition
  ///   before the one that must complete.
  public static func nextTransitionCompletes(after index: Int = 0) -> ReplayCheck {
    ReplayCheck(definition: NextTransitionCheck(index: index))
  }
}
