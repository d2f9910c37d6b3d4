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
  /// How much wider than `points` a hunt's variant lets the gap be (a faster finger, fewer
  /// frames: a view one frame behind is further behind); not part of the name, so a shrink
  /// that simplifies the variant still looks for the same failure.
  var scale = 1.0
  /// Whether a hunt applies it: a variant's drag that covers no display frame (cut at once)
  /// measures nothing and passes, and so does one under which no transition started (slower,
  /// or with a frame lost at the start, the drag may stay under the threshold of the recognizer
  /// that drives the transition, or another recognizer may take it: the app decided otherwise).
  var isHunted = false

  package var name: String { "\(view) follows the finger within \(points) pt" }

  package var fileChecks: [ReplayCheck] {
    [ReplayCheck(definition: FollowsFingerCheck(view: view, points: points))]
  }

  /// Following the finger does not depend on what the app decides, so it holds in every
  /// variant that lets the app draw while the finger moves: not under a stall (the screen keeps
  /// its frame while the finger moves on), nor when the release is handled in another run-loop
  /// turn (`release:same-turn` handles the drag's moves with the `.began`, before anything is
  /// drawn). A faster gesture (`speed:X`) or fewer frames a second
  /// (`fps:30`) widen the gap by the same factor: a view one frame behind the finger is that
  /// much further behind.
  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    guard variant.perturbation.stalls.isEmpty, variant.timing.release == .recorded else {
      return nil
    }
    var scaled = self
    scaled.isHunted = true
    scaled.scale = max(1, variant.speed ?? 1) * max(1, 60 / Double(variant.frameRate ?? 60))
    return ReplayCheck(definition: scaled)
  }

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
    if isHunted, result.outcome.kind == .noTransition { return nil }
    guard let measured = FollowMeasurement.measure(view, in: result) else {
      if isHunted { return nil }
      return ReplayFailure(
        message: "Cannot check that \(view) follows the finger: the view is not tracked during "
          + "the drag, or the drag covers no display frame (\(result.replayName)).",
        expected: "\(view) tracked during the drag", actual: "not tracked")
    }
    let points = self.points * scale
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
