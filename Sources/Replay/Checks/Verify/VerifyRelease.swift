/// Checks the recognizer's translation and velocity at the release (the `ended` sample), each
/// coordinate within its tolerance (points; points per second). Pass nil to skip one.
public func verifyRelease(
  of result: ReplayResult, translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
  translationTolerance: Tolerance = .releaseTranslation,
  velocityTolerance: Tolerance = .releaseVelocity
) -> String? {
  guard let sample = result.releaseSample else {
    return "Cannot check the release: the recognizer never reported .ended or .cancelled "
      + "(\(result.replayName), \(result.gestureTrack.count) gesture samples)."
  }
  var lines: [String] = []
  if let translation, !translationTolerance.accepts(sample.translation, expected: translation) {
    lines.append(
      "translation expected \(translation) \(translationTolerance) pt, got \(sample.translation)")
  }
  if let velocity, !velocityTolerance.accepts(sample.velocity, expected: velocity) {
    lines.append("velocity expected \(velocity) \(velocityTolerance) pt/s, got \(sample.velocity)")
  }
  guard !lines.isEmpty else { return nil }
  return "At the release (\(sample.state.rawValue), input frame \(sample.inputFrame)) "
    + "\(result.place(sample.time)):\n  " + lines.joined(separator: "\n  ")
    + result.decisionLines
    + "\n  What to do: if the recording or the velocity estimator changed on purpose, update "
    + "the expectation; otherwise compare the gesture track near the release."
}
