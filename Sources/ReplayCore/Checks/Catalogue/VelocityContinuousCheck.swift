/// A view keeps its velocity across the release: its velocity over the last display interval
/// before the release and over the first one after it differ by at most a tolerance, in points
/// per second (as vectors). A finish that "snaps" — the view leaps to its end faster than the
/// finger moved it — fails (Hero #746, #152: the remaining animation is too short). Meant for a
/// release that finishes in the direction of the drag; a cancel reverses the view on purpose.
///
/// In an expectation file: `"velocityContinuous": {"view": "card", "tolerance": 300}` (an array
/// of them for several views).
package struct VelocityContinuousCheck: ReplayCheckDefinition {
  var view: ViewSelector
  /// The largest change of the view's velocity across the release, points per second.
  var tolerance: Double

  package var name: String { "\(view) keeps its velocity across the release" }

  static let spelling = ObjectMemberSpelling(
    member: "velocityContinuous",
    fields: [
      "view": .viewName,
      "tolerance": ExpectationSchema.number.described(
        "The largest change of the view's velocity across the release, points per second."),
    ], description: "A view that keeps its velocity across the release.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [VelocityContinuousCheck]
  {
    spelling.objects(in: file).compactMap { spec in
      guard let view = spec["view"]?.string, let number = spec["tolerance"]?.number else {
        return nil
      }
      return VelocityContinuousCheck(view: .named(view), tolerance: number)
    }
  }

  package static func write(_ checks: [VelocityContinuousCheck]) -> [String: ExpectationValue] {
    spelling.write(
      checks.map { ["view": .string($0.view.id), "tolerance": .number($0.tolerance)] })
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    guard let release = result.outcome.release else {
      return ReplayFailure(
        message: "There is no release in \(result.replayName) to check \(view)'s velocity across.",
        expected: "a release", actual: "none")
    }
    let frames = result.timeline
    guard let after = frames.firstIndex(where: { $0.time > release }), after >= 2,
      after + 1 < frames.count
    else {
      return ReplayFailure(
        message: "\(view) cannot be checked across the release \(result.place(release)): it "
          + "needs two display frames before the release and two after it.",
        expected: "two display frames on each side of the release", actual: "fewer",
        time: release)
    }
    // The last interval wholly before the release, and the first wholly after it.
    let beforeA = frames[after - 2]
    let beforeB = frames[after - 1]
    let afterA = frames[after]
    let afterB = frames[after + 1]
    guard let a0 = view.state(in: beforeA), let a1 = view.state(in: beforeB),
      let b0 = view.state(in: afterA), let b1 = view.state(in: afterB)
    else {
      return ReplayFailure(
        message: "\(view) is not tracked on the display frames around the release "
          + "\(result.place(release)).",
        expected: "\(view) tracked around the release", actual: "not tracked", time: release)
    }
    func velocity(
      _ p: ReplayPoint, _ q: ReplayPoint, _ t0: VirtualInstant, _ t1: VirtualInstant
    ) -> ReplayPoint {
      let dt = (t1 - t0).seconds
      return ReplayPoint(x: (q.x - p.x) / dt, y: (q.y - p.y) / dt)
    }
    let before = velocity(a0.position, a1.position, beforeA.time, beforeB.time)
    let later = velocity(b0.position, b1.position, afterA.time, afterB.time)
    let change = before.distance(to: later)
    guard change > tolerance else { return nil }
    return ReplayFailure(
      message: "\(view) changed velocity by \(ReplayFormat.number(change)) pt/s across the release "
        + "\(result.place(release)): \(before) pt/s between display frames \(beforeA.index) and "
        + "\(beforeB.index), \(later) pt/s between \(afterA.index) and \(afterB.index) "
        + "(tolerance \(ReplayFormat.number(tolerance)) pt/s) — the finish snaps (Hero #746)."
        + "\n  What to do: lengthen the remaining animation (e.g. a longer duration modifier), or "
        + "raise the tolerance if the change is intended.",
      expected: "a change ≤ \(ReplayFormat.number(tolerance)) pt/s",
      actual: "\(ReplayFormat.number(change)) pt/s", time: afterA.time, view: b0.id)
  }
}

extension ReplayCheck {
  /// `view` keeps its velocity across the release within `tolerance` points per second.
  ///
  /// - Parameters:
  ///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - tolerance: the largest change of the view's velocity across the release, in points per
  ///     second (as vectors).
  public static func velocityContinuous(_ view: ViewSelector, tolerance: Double) -> ReplayCheck {
    ReplayCheck(definition: VelocityContinuousCheck(view: view, tolerance: tolerance))
  }
}
