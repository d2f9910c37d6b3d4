/// A view follows the finger during the drag within a number of points: the gap between the
/// view's displacement and the finger's, frame by frame (measured against the transition's
/// progress when the view is where the transition's curve puts it). The failure reports the
/// largest gap, where it was, the mean gap and the lag.
///
/// In an expectation file: `"followsFinger": {"view": "card", "within": 4}` (an array of them
/// for several views).
package struct FollowsFingerCheck: ReplayCheckDefinition {
  var view: ViewSelector
  /// The largest gap, points.
  var points: Double

  package var name: String { "\(view) follows the finger within \(points) pt" }

  static let spelling = ObjectMemberSpelling(
    member: "followsFinger",
    fields: [
      "view": .viewName,
      "within": ExpectationSchema.number.described(
        "The largest gap between the view's displacement and the finger's, points."),
    ], description: "A view that follows the finger during the drag.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem)
    -> [FollowsFingerCheck]
  {
    spelling.objects(in: file).compactMap { spec in
      guard let view = spec["view"]?.string, let number = spec["within"]?.number else { return nil }
      return FollowsFingerCheck(view: .named(view), points: number)
    }
  }

  package static func write(_ checks: [FollowsFingerCheck]) -> [String: ExpectationValue] {
    spelling.write(checks.map { ["view": .string($0.view.id), "within": .number($0.points)] })
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    guard let measured = FollowMeasurement.measure(view, in: result) else {
      return ReplayFailure(
        message: "Cannot check that \(view) follows the finger: the view is not tracked during "
          + "the drag, or the drag covers no display frame (\(result.replayName)).",
        expected: "\(view) tracked during the drag", actual: "not tracked")
    }
    guard measured.maximumGap > points + 1e-9 else { return nil }
    let frame = result.displayFrame(at: measured.maximumGapTime)
    return ReplayFailure(
      message: "\(view) did not follow the finger within \(ReplayFormat.number(points)) pt: the "
        + "gap reached \(ReplayFormat.number(measured.maximumGap)) pt "
        + "\(result.place(measured.maximumGapTime))."
        + "\n  Mean gap \(ReplayFormat.number(measured.meanGap)) pt over \(measured.frameCount) "
        + "frames; the view lags the finger by about \(ReplayFormat.time(measured.lag))"
        + (measured.basis == .progress
          ? " (measured as the transition's progress against the finger: the view is where "
            + "the transition's curve puts it)." : ".")
        + "\n  What to do: apply the finger's translation to the view on every change "
        + "(apply(modifiers: [.position(…)], to:)), or use linear timing (Hero #388); widen "
        + "`within` if the lag is expected.",
      expected: "gap ≤ \(ReplayFormat.number(points)) pt",
      actual: "gap \(ReplayFormat.number(measured.maximumGap)) pt",
      time: measured.maximumGapTime, view: frame.flatMap { view.state(in: $0)?.id })
  }
}

extension ReplayCheck {
  /// `view` follows the finger during the drag within `points`.
  ///
  /// - Parameters:
  ///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - points: the largest gap, in points, between the view's displacement and the finger's,
  ///     frame by frame during the drag.
  public static func followsFinger(_ view: ViewSelector, within points: Double) -> ReplayCheck {
    ReplayCheck(definition: FollowsFingerCheck(view: view, points: points))
  }
}
