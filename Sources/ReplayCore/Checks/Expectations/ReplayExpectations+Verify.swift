extension ReplayExpectations {
  /// The checks the file asks for, in the file's order (outcome, not stuck, release, views,
  /// follows finger, no jump); a member the file leaves out adds no check, and a tolerance it
  /// leaves out takes the check's default.
  public var checks: [ReplayCheck] {
    var checks: [ReplayCheck] = []
    if let outcome {
      checks.append(
        .outcome(
          outcome, at: endTime?.seconds,
          tolerance: endTime?.tolerance.map(Tolerance.absolute) ?? .endTime))
    }
    if let notStuckWithin { checks.append(.notStuck(within: notStuckWithin)) }
    if let release {
      checks.append(
        .release(
          translation: release.translation, velocity: release.velocity,
          translationTolerance: release.translationTolerance.map(Tolerance.absolute)
            ?? .releaseTranslation,
          velocityTolerance: release.velocityTolerance.map(Tolerance.absolute)
            ?? .releaseVelocity))
    }
    for spec in views ?? [] {
      guard let moment = ReplayMoment(spec.at) else {
        let at = spec.at
        checks.append(ReplayCheck("views: \(at)") { _ in "views: \"\(at)\" is not a moment" })
        continue
      }
      var properties: [ViewProperty] = []
      if let position = spec.position { properties.append(.position(position)) }
      if let frame = spec.frame { properties.append(.frame(frame)) }
      if let opacity = spec.opacity { properties.append(.opacity(opacity)) }
      if let scale = spec.scale { properties.append(.scale(scale)) }
      let tolerance = spec.tolerance.map(Tolerance.absolute) ?? .viewProperty
      for property in properties {
        checks.append(.view(.named(spec.view), at: moment, property, tolerance: tolerance))
      }
    }
    if let followsFinger {
      checks.append(.followsFinger(.named(followsFinger.view), within: followsFinger.within))
    }
    if let noJump { checks.append(.noJump(.named(noJump.view), beyond: noJump.beyond)) }
    return checks
  }

  /// Checks `result` against every expectation; returns one failure message per failed one
  /// (empty when all pass).
  public func verify(_ result: ReplayResult) -> [String] {
    failures(of: result).map(\.message)
  }

  /// Checks `result` against every expectation; returns one located failure per failed one
  /// (empty when all pass), for the viewer (`ReplayViewer.html(_:failures:)` in ReplayReports).
  public func failures(of result: ReplayResult) -> [ReplayFailure] {
    checks.compactMap { $0.evaluate(result) }
  }
}

extension ReplayExpectations {
  /// The checks that must hold however the gesture's handling is timed (a hunt's variants that
  /// keep every touch's place and timestamp: the release turn, the phase, stalls, the frame
  /// rate): the outcome without its end time, the release, and the views at the end. The end
  /// time, completion within a time, views at other moments, following the finger and not
  /// jumping are measured against display frames and times that a variant rightly moves; the
  /// hunt checks completion and jumps its own way (``ReplayResult/problemFailures``).
  public var timingRobustChecks: [ReplayCheck] {
    var robust = ReplayExpectations()
    robust.outcome = outcome
    robust.release = release
    robust.views = views?.filter { $0.at == "end" }
    return robust.checks
  }
}
