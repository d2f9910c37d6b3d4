/// Each transition the handler finished or cancelled animated to its end over more than
/// `minimumFrames` display frames (0: at least one frame), unless the call asked for
/// `animate: false`. A finish or cancel that lands before the engine animates completes at once:
/// the view snaps to its end (Hero #655 b, N1; #176 for a cancel).
///
/// In an expectation file: `"animatedEnd": {"minimumFrames": 2}` (an array of them for
/// several).
package struct AnimatedEndCheck: ReplayCheckDefinition {
  var minimumFrames: Int

  package var name: String { "animated end" }

  static let spelling = ObjectMemberSpelling(
    member: "animatedEnd",
    fields: [
      "minimumFrames": ExpectationSchema.integer.described(
        "The fewest display frames a finish or cancel may animate over (0: any animation).")
    ], description: "Every finish or cancel animated over display frames.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [AnimatedEndCheck]
  {
    spelling.objects(in: file).compactMap {
      $0["minimumFrames"]?.integer.map { AnimatedEndCheck(minimumFrames: $0) }
    }
  }

  package static func write(_ checks: [AnimatedEndCheck]) -> [String: ExpectationValue] {
    spelling.write(checks.map { ["minimumFrames": .integer($0.minimumFrames)] })
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
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
}

extension ReplayCheck {
  /// Every finish or cancel animated over at least `minimumFrames` display frames.
  ///
  /// - Parameter minimumFrames: the fewest display frames a finish or cancel may animate over
  ///   (0: any animation).
  public static func animatedEnd(minimumFrames: Int = 0) -> ReplayCheck {
    ReplayCheck(definition: AnimatedEndCheck(minimumFrames: minimumFrames))
  }
}
