extension ReplayCheck {
  /// The replay ended as `kind` (and at `seconds` within `tolerance`, when given); see
  /// `verifyOutcome(of:is:at:tolerance:)`.
  ///
  /// - Parameters:
  ///   - kind: the outcome expected.
  ///   - seconds: when the transition should have ended, in seconds of replay time; nil: any time.
  ///   - tolerance: how far from `seconds` the end may be.
  public static func outcome(
    _ kind: ReplayOutcome.Kind, at seconds: Double? = nil, tolerance: Tolerance = .endTime
  ) -> ReplayCheck {
    ReplayCheck("outcome \(kind.rawValue)" + (seconds.map { " at \($0) s" } ?? "")) {
      outcomeFailure(of: $0, is: kind, at: seconds, tolerance: tolerance)
    }
  }

  /// The transition completed within `seconds` after the release.
  ///
  /// - Parameter seconds: how long after the release the transition has to complete, in seconds
  ///   of replay time.
  public static func notStuck(within seconds: Double) -> ReplayCheck {
    ReplayCheck("not stuck within \(seconds) s") { notStuckFailure(of: $0, within: seconds) }
  }

  /// The translation and velocity at the release are as given (each checked when non-nil).
  ///
  /// - Parameters:
  ///   - translation: the pan's translation at the release in points, or nil not to check it.
  ///   - velocity: the pan's velocity at the release in points per second, or nil.
  ///   - translationTolerance: how far the translation may be from `translation`.
  ///   - velocityTolerance: how far the velocity may be from `velocity`.
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
  ///
  /// - Parameters:
  ///  - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - moment: when: `.end`, `.release`, `.time(seconds)` or `.progress(value)`.
  ///   - expected: the property and its value: `.position`, `.frame`, `.opacity` or `.scale`.
  ///   - tolerance: how far the value may be from `expected`.
  public static func view(
    _ view: ViewSelector, at moment: ReplayMoment, _ expected: ViewProperty,
    tolerance: Tolerance = .viewProperty
  ) -> ReplayCheck {
    ReplayCheck("view \(view) at \(moment): \(expected)") {
      viewFailure(view, in: $0, at: moment, expected, tolerance: tolerance)
    }
  }

  /// `view` follows the finger during the drag within `points`.
  ///
  /// - Parameters:
  ///  - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - points: the largest gap, in points, between the view's displacement and the finger's.
  public static func followsFinger(_ view: ViewSelector, within points: Double) -> ReplayCheck {
    ReplayCheck("\(view) follows the finger within \(points) pt") {
      followsFingerFailure(view, in: $0, within: points)
    }
  }

  /// `view` never jumps more than `points` beyond the finger between display frames.
  ///
  /// - Parameters:
  ///  - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - points: the largest move, in points, between two display frames that the finger does not
  ///     explain.
  public static func noJump(_ view: ViewSelector, beyond points: Double) -> ReplayCheck {
    ReplayCheck("\(view) does not jump beyond \(points) pt") {
      noJumpFailure(view, in: $0, beyond: points)
    }
  }

  /// `view` keeps its velocity across the release within `tolerance` points per second.
  ///
  /// - Parameters:
  ///  - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - tolerance: the largest change of the view's velocity across the release, in points per
  ///     second.
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
  ///
  /// - Parameter index: the index (from 0) in the result's `transitions` of the transition
  ///   before the one that must complete.
  public static func nextTransitionCompletes(after index: Int = 0) -> ReplayCheck {
    ReplayCheck("the transition after \(index) completes") {
      nextTransitionFailure(in: $0, after: index)
    }
  }

  /// Every finish or cancel animated over at least `minimumFrames` display frames.
  ///
  /// - Parameter minimumFrames: the fewest display frames a finish or cancel may animate over
  ///   (0: any animation).
  public static func animatedEnd(minimumFrames: Int = 0) -> ReplayCheck {
    ReplayCheck("animated end") { animatedEndFailure($0, minimumFrames: minimumFrames) }
  }
}
