/// The recognizer's translation and velocity at the release (the `ended` sample), each
/// coordinate within its tolerance (points; points per second); either may be left out.
///
/// In an expectation file: `"release": {"translation": {"x": 0, "y": 240},
/// "translationTolerance": 1, "velocity": {…}, "velocityTolerance": 20}` (an array of them for
/// several). A tolerance in the file is absolute; a relative part of one made in code is written
/// as its absolute part.
package struct ReleaseCheck: ReplayCheckDefinition {
  var translation: ReplayPoint?
  var velocity: ReplayPoint?
  var translationTolerance: Tolerance
  var velocityTolerance: Tolerance

  package var name: String { "release" }
  package var retimed: ReleaseCheck? { self }

  static let spelling = ObjectMemberSpelling(
    member: "release",
    fields: [
      "translation": .point.described("The pan's translation at the release, points."),
      "velocity": .point.described("The pan's velocity at the release, points per second."),
      "translationTolerance": ExpectationSchema.number.described(
        "Allowed difference per coordinate, points (default 1)."),
      "velocityTolerance": ExpectationSchema.number.described(
        "Allowed difference per coordinate, points per second (default 20, or 5 %)."),
    ], required: [],
    description: "The recognizer's translation and velocity when the finger lifted.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [ReleaseCheck] {
    spelling.objects(in: file).map { spec in
      ReleaseCheck(
        translation: spec["translation"]?.point, velocity: spec["velocity"]?.point,
        translationTolerance: spec["translationTolerance"]?.number.map(Tolerance.absolute)
          ?? .releaseTranslation,
        velocityTolerance: spec["velocityTolerance"]?.number.map(Tolerance.absolute)
          ?? .releaseVelocity)
    }
  }

  package static func write(_ checks: [ReleaseCheck]) -> [String: ExpectationValue] {
    let specs = checks.map { check in
      var spec: [String: ExpectationValue] = [:]
      spec["translation"] = check.translation.map(ExpectationValue.point)
      spec["velocity"] = check.velocity.map(ExpectationValue.point)
      if check.translation != nil || check.translationTolerance != .releaseTranslation {
        spec["translationTolerance"] = .number(check.translationTolerance.absolute)
      }
      if check.velocityTolerance != .releaseVelocity {
        spec["velocityTolerance"] = .number(check.velocityTolerance.absolute)
      }
      return spec
    }
    return spelling.write(specs)
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    guard let sample = result.releaseSample else {
      return ReplayFailure(
        message: "Cannot check the release: the recognizer never reported .ended or .cancelled "
          + "(\(result.replayName), \(result.gestureTrack.count) gesture samples).",
        expected: "a release (.ended or .cancelled)", actual: "none",
        time: result.gestureTrack.last?.time)
    }
    var lines: [String] = []
    var expected: [String] = []
    var actual: [String] = []
    if let translation, !translationTolerance.accepts(sample.translation, expected: translation) {
      lines.append(
        "translation expected \(translation) \(translationTolerance) pt, got \(sample.translation)")
      expected.append("translation \(translation) \(translationTolerance) pt")
      actual.append("translation \(sample.translation) pt")
    }
    if let velocity, !velocityTolerance.accepts(sample.velocity, expected: velocity) {
      lines.append(
        "velocity expected \(velocity) \(velocityTolerance) pt/s, got \(sample.velocity)")
      expected.append("velocity \(velocity) \(velocityTolerance) pt/s")
      actual.append("velocity \(sample.velocity) pt/s")
    }
    guard !lines.isEmpty else { return nil }
    return ReplayFailure(
      message: "At the release (\(sample.state.rawValue), input frame \(sample.inputFrame)) "
        + "\(result.place(sample.time)):\n  " + lines.joined(separator: "\n  ")
        + result.decisionLines
        + "\n  What to do: if the recording or the velocity estimator changed on purpose, update "
        + "the expectation; otherwise compare the gesture track near the release.",
      expected: expected.joined(separator: "; "), actual: actual.joined(separator: "; "),
      time: sample.time)
  }
}

extension ReplayCheck {
  /// The translation and velocity at the release are as given (each checked when non-nil).
  ///
  /// - Parameters:
  ///   - translation: the pan's translation at the release in points, or nil not to check it.
  ///   - velocity: the pan's velocity at the release in points per second, or nil.
  ///   - translationTolerance: how far the translation may be from `translation`, per coordinate.
  ///   - velocityTolerance: how far the velocity may be from `velocity`, per coordinate.
  public static func release(
    translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
    translationTolerance: Tolerance = .releaseTranslation,
    velocityTolerance: Tolerance = .releaseVelocity
  ) -> ReplayCheck {
    ReplayCheck(
      definition: ReleaseCheck(
        translation: translation, velocity: velocity,
        translationTolerance: translationTolerance, velocityTolerance: velocityTolerance))
  }
}
