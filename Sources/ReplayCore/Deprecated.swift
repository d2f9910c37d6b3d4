// Names kept for one release (CHANGELOG.md, "Migration").

extension ReplayResult {
  /// Renamed ``engineCalls``: the calls are the transition engine's, UIKit's included.
  @_documentation(visibility: internal)
  @available(*, deprecated, renamed: "engineCalls")
  public var heroCalls: [EngineCall] {
    get { engineCalls }
    set { engineCalls = newValue }
  }
}

extension ReplayContext {
  /// Renamed ``recordEngineCall(_:progress:animate:target:arguments:recognizer:engine:)``.
  @_documentation(visibility: internal)
  @available(*, deprecated, renamed: "recordEngineCall")
  public func recordHeroCall(
    _ kind: EngineCall.Kind, progress: Double? = nil, animate: Bool? = nil, target: String? = nil,
    arguments: String = "", recognizer: String? = nil
  ) {
    recordEngineCall(
      kind, progress: progress, animate: animate, target: target, arguments: arguments,
      recognizer: recognizer)
  }
}

// Times in seconds as Double: replay time is `VirtualInstant` / `VirtualDuration` in the API
// (seconds stay in expectation files and text).

extension Tolerance {
  /// The default tolerance of an expected end time in seconds; an end time's tolerance is now
  /// a `VirtualDuration` (`VirtualDuration.endTimeTolerance`).
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use VirtualDuration.endTimeTolerance")
  public static let endTime = Tolerance.absolute(0.05)
}

extension ReplayCheck {
  /// The outcome at a time given in seconds.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use outcome(_:at: .seconds(…), tolerance: VirtualDuration)")
  public static func outcome(
    _ kind: ReplayOutcome.Kind, at seconds: Double, tolerance: Tolerance = .absolute(0.05)
  ) -> ReplayCheck {
    .outcome(kind, at: .seconds(seconds), tolerance: .seconds(tolerance.absolute))
  }

  /// Completion within a time given in seconds.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use notStuck(within: .seconds(…))")
  public static func notStuck(within seconds: Double) -> ReplayCheck {
    .notStuck(within: .seconds(seconds))
  }
}

extension ReplayMoment {
  /// The display frame at or just before a time given in seconds.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use .time(.seconds(…))")
  public static func time(_ seconds: Double) -> ReplayMoment {
    .time(.seconds(seconds))
  }
}

// The verify functions: each check is a member of `ReplayCheck`; `check.verify(result)` is the
// message these returned.

/// Deprecated: `ReplayCheck.outcome(_:at:tolerance:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.outcome(kind, at: .seconds(…)).verify(result)")
public func verifyOutcome(
  of result: ReplayResult, is kind: ReplayOutcome.Kind, at seconds: Double? = nil,
  tolerance: Tolerance = .absolute(0.05)
) -> String? {
  ReplayCheck.outcome(
    kind, at: seconds.map(VirtualInstant.seconds), tolerance: .seconds(tolerance.absolute)
  ).verify(result)
}

/// Deprecated: `ReplayCheck.notStuck(within:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.notStuck(within: .seconds(…)).verify(result)")
public func verifyNotStuck(of result: ReplayResult, within seconds: Double) -> String? {
  ReplayCheck.notStuck(within: VirtualDuration.seconds(seconds)).verify(result)
}

/// Deprecated: `ReplayCheck.release(…).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.release(…).verify(result)")
public func verifyRelease(
  of result: ReplayResult, translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
  translationTolerance: Tolerance = .releaseTranslation,
  velocityTolerance: Tolerance = .releaseVelocity
) -> String? {
  ReplayCheck.release(
    translation: translation, velocity: velocity, translationTolerance: translationTolerance,
    velocityTolerance: velocityTolerance
  ).verify(result)
}

/// Deprecated: `ReplayCheck.view(_:at:_:tolerance:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.view(…).verify(result)")
public func verifyView(
  _ view: ViewSelector, in result: ReplayResult, at moment: ReplayMoment,
  _ expected: ViewProperty, tolerance: Tolerance = .viewProperty
) -> String? {
  ReplayCheck.view(view, at: moment, expected, tolerance: tolerance).verify(result)
}

/// Deprecated: `ReplayCheck.followsFinger(_:within:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.followsFinger(view, within:).verify(result)")
public func verifyFollowsFinger(
  _ view: ViewSelector, in result: ReplayResult, within points: Double
) -> String? {
  ReplayCheck.followsFinger(view, within: points).verify(result)
}

/// Deprecated: `ReplayCheck.noJump(_:beyond:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.noJump(view, beyond:).verify(result)")
public func verifyNoJump(_ view: ViewSelector, in result: ReplayResult, beyond points: Double)
  -> String?
{
  ReplayCheck.noJump(view, beyond: points).verify(result)
}

/// Deprecated: `ReplayCheck.velocityContinuous(_:tolerance:).verify(_:)`.
@_documentation(visibility: internal)
@available(
  *, deprecated, message: "use ReplayCheck.velocityContinuous(view, tolerance:).verify(result)"
)
public func verifyVelocityContinuous(
  _ view: ViewSelector, in result: ReplayResult, tolerance: Double
) -> String? {
  ReplayCheck.velocityContinuous(view, tolerance: tolerance).verify(result)
}

/// Deprecated: `ReplayCheck.cameToRest.verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.cameToRest.verify(result)")
public func verifyCameToRest(_ result: ReplayResult) -> String? {
  ReplayCheck.cameToRest.verify(result)
}

/// Deprecated: `ReplayCheck.responds.verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.responds.verify(result)")
public func verifyResponds(_ result: ReplayResult) -> String? {
  ReplayCheck.responds.verify(result)
}

/// Deprecated: `ReplayCheck.completesOnce.verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.completesOnce.verify(result)")
public func verifyCompletesOnce(_ result: ReplayResult) -> String? {
  ReplayCheck.completesOnce.verify(result)
}

/// Deprecated: `ReplayCheck.nextTransitionCompletes(after:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.nextTransitionCompletes(after:).verify(result)")
public func verifyNextTransitionCompletes(in result: ReplayResult, after index: Int = 0)
  -> String?
{
  ReplayCheck.nextTransitionCompletes(after: index).verify(result)
}

/// Deprecated: `ReplayCheck.animatedEnd(minimumFrames:).verify(_:)`.
@_documentation(visibility: internal)
@available(*, deprecated, message: "use ReplayCheck.animatedEnd(minimumFrames:).verify(result)")
public func verifyAnimatedEnd(_ result: ReplayResult, minimumFrames: Int = 0) -> String? {
  ReplayCheck.animatedEnd(minimumFrames: minimumFrames).verify(result)
}

extension ReplayStep {
  /// Lets a time given in seconds pass.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "use .wait(.seconds(…))")
  public static func wait(seconds: Double) -> ReplayStep {
    .wait(.seconds(seconds))
  }
}
