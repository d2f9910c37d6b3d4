extension ReplayCheck {
  /// The replay ended as `kind` (and at `seconds` within `tolerance`, when given); see
  /// `verifyOutcome(of:is:at:tolerance:)`.
  public static func outcome(
    _ kind: ReplayOutcome.Kind, at seconds: Double? = nil, tolerance: Tolerance = .endTime
  ) -> ReplayCheck {
    ReplayCheck("outcome \(kind.rawValue)" + (seconds.map { " at \($0) s" } ?? "")) {
      outcomeFailure(of: $0, is: kind, at: seconds, tolerance: tolerance)
    }
  }

  /// The transition completed within `seconds` after the release.
  public static func notStuck(within seconds: Double) -> ReplayCheck {
    ReplayCheck("not stuck within \(seconds) s") { notStuckFailure(of: $0, within: seconds) }
  }

  /// The translation and velocity at the release are as given (each checked when non-nil).
  public static func release(
    translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
    translationTolerance: Tolerance = .releaseTranslation,
    velocityTolerance: Tolerance = .releaseVelocity
  ) -> ReplayCheck {
    ReplayCheck("release") {
      releaseFailure(
        of: $0, translation: translation, velocity: velocity,
        translationTolerance: translationTolerance, velocityTolerance: velocityTolerance)
    }
  }

  /// `view` has `expected` at `moment`.
  public static func view(
    _ view: ViewSelector, at moment: ReplayMoment, _ expected: ViewProperty,
    tolerance: Tolerance = .viewProperty
  ) -> ReplayCheck {
    ReplayCheck("view \(view) at \(moment): \(expected)") {
      viewFailure(view, in: $0, at: moment, expected, tolerance: tolerance)
    }
  }

  /// `view` follows the finger during the drag within `points`.
  public static func followsFinger(_ view: ViewSelector, within points: Double) -> ReplayCheck {
    ReplayCheck("\(view) follows the finger within \(points) pt") {
      followsFingerFailure(view, in: $0, within: points)
    }
  }

  /// `view` never jumps more than `points` beyond the finger between display frames.
  public static func noJump(_ view: ViewSelector, beyond points: Double) -> ReplayCheck {
    ReplayCheck("\(view) does not jump beyond \(points) pt") {
      noJumpFailure(view, in: $0, beyond: points)
    }
  }

  /// `view` keeps its velocity across the release within `tolerance` points per second.
  public static func velocityContinuous(_ view: ViewSelector, tolerance: Double) -> ReplayCheck {
    ReplayCheck("\(view) keeps its velocity across the release") {
      velocityContinuousFailure(view, in: $0, tolerance: tolerance)
    }
  }

  /// Everything the gesture moved came to rest, and not where the finger let go (see
  /// ``verifyCameToRest(_:)``).
  public static let cameToRest = ReplayCheck("came to rest") { cameToRestFailure($0) }

  /// The UI still responds to touches at the end (no stranded snapshot, nothing stuck).
  public static let responds = ReplayCheck("responds") { respondsFailure($0) }

  /// Every transition completed exactly once, with each delegate callback group once.
  public static let completesOnce = ReplayCheck("completes once") { completesOnceFailure($0) }

  /// The transition after transition `index` started and completed by itself.
  public static func nextTransitionCompletes(after index: Int = 0) -> ReplayCheck {
    ReplayCheck("the transition after \(index) completes") {
      nextTransitionFailure(in: $0, after: index)
    }
  }

  /// Every finish or cancel animated over at least `minimumFrames` display frames.
  public static func animatedEnd(minimumFrames: Int = 0) -> ReplayCheck {
    ReplayCheck("animated end") { animatedEndFailure($0, minimumFrames: minimumFrames) }
  }
}
