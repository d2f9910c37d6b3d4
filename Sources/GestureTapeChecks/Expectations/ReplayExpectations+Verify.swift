import Replay

extension ReplayExpectations {
  /// Checks `result` against every expectation; returns one failure message per failed one
  /// (empty when all pass).
  public func verify(_ result: ReplayResult) -> [String] {
    var failures: [String] = []
    if let outcome {
      let tolerance = Tolerance.absolute(endTime?.tolerance ?? 0.05)
      if let message = verifyOutcome(
        of: result, is: outcome, at: endTime?.seconds, tolerance: tolerance)
      {
        failures.append(message)
      }
    }
    if let notStuckWithin, let message = verifyNotStuck(of: result, within: notStuckWithin) {
      failures.append(message)
    }
    if let release,
      let message = verifyRelease(
        of: result, translation: release.translation, velocity: release.velocity,
        translationTolerance: .absolute(release.translationTolerance ?? 1),
        velocityTolerance: release.velocityTolerance.map(Tolerance.absolute)
          ?? .approximately(absolute: 20, relative: 0.05))
    {
      failures.append(message)
    }
    for spec in views ?? [] {
      guard let moment = ReplayMoment(spec.at) else {
        failures.append("views: \"\(spec.at)\" is not a moment")
        continue
      }
      var properties: [ViewProperty] = []
      if let position = spec.position { properties.append(.position(position)) }
      if let frame = spec.frame { properties.append(.frame(frame)) }
      if let opacity = spec.opacity { properties.append(.opacity(opacity)) }
      if let scale = spec.scale { properties.append(.scale(scale)) }
      for property in properties {
        if let message = verifyView(
          .named(spec.view), in: result, at: moment, property,
          tolerance: .absolute(spec.tolerance ?? 0.5))
        {
          failures.append(message)
        }
      }
    }
    if let followsFinger,
      let message = verifyFollowsFinger(
        .named(followsFinger.view), in: result, within: followsFinger.within)
    {
      failures.append(message)
    }
    if let noJump,
      let message = verifyNoJump(.named(noJump.view), in: result, beyond: noJump.beyond)
    {
      failures.append(message)
    }
    return failures
  }
}
