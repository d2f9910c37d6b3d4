/// Checks the recognizer's translation and velocity at the release (the `ended` sample), each
/// coordinate within its tolerance (points; points per second). Pass nil to skip one.
///
/// - Parameters:
///   - result: the replay to check.
///   - translation: the pan's translation at the release in points, or nil not to check it.
///   - velocity: the pan's velocity at the release in points per second, or nil not to check it.
///   - translationTolerance: how far the translation may be from `translation` (points).
///   - velocityTolerance: how far the velocity may be from `velocity` (points per second).
/// - Returns: a failure message that says what differed, where in the replay and what to do,
///   or nil when the check passes.
public func verifyRelease(
  of result: ReplayResult, translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
  translationTolerance: Tolerance = .releaseTranslation,
  velocityTolerance: Tolerance = .releaseVelocity
) -> String? {
  releaseFailure(
    of: result, translation: translation, velocity: velocity,
    translationTolerance: translationTolerance, velocityTolerance: velocityTolerance)?.message
}

/// ``verifyRelease(of:translation:velocity:translationTolerance:velocityTolerance:)``, located
/// at the release sample.
package func releaseFailure(
  of result: ReplayResult, translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
  translationTolerance: Tolerance = .releaseTranslation,
  velocityTolerance: Tolerance = .releaseVelocity
) -> ReplayFailure? {
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
    lines.append("velocity expected \(velocity) \(velocityTolerance) pt/s, got \(sample.velocity)")
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
