/// One call the scene's code made to the transition engine, with its arguments and time.
public struct EngineCall: Hashable, Sendable, Codable {
  /// Which engine entry point was called.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A transition was started (e.g. `hero.dismissViewController()`).
    case start
    /// `update(_:)` / `update(progress:)`.
    case update
    /// `apply(modifiers:to:)`.
    case apply
    /// `finish(animate:)` / `end(animate:)`.
    case finish
    /// `cancel(animate:)`.
    case cancel
    /// `changeTarget(modifiers:isDestination:to:)`.
    case changeTarget
  }

  /// The virtual time in nanoseconds.
  public var time: VirtualInstant
  /// The entry point.
  public var kind: Kind
  /// The progress argument of `update`, if any.
  public var progress: Double?
  /// The `animate` argument of `finish`/`cancel`, if any.
  public var animate: Bool?
  /// The target view (heroID or name) of `apply`/`changeTarget`, if any.
  public var target: String?
  /// The other arguments, rendered stably (e.g. `position(187.5, 420)`).
  public var arguments: String
  /// The recognizer (its name in the gesture track) whose action made the call; nil when no
  /// recognizer's action was running (a setup step, a timer, an animation's completion).
  public var recognizer: String?

  /// A call.
  public init(
    time: VirtualInstant, kind: Kind, progress: Double? = nil, animate: Bool? = nil,
    target: String? = nil, arguments: String = "", recognizer: String? = nil
  ) {
    self.recognizer = recognizer
    self.time = time
    self.kind = kind
    self.progress = progress
    self.animate = animate
    self.target = target
    self.arguments = arguments
  }
}
