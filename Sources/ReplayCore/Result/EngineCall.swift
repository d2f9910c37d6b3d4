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
  ///
  /// A call recorded with ``init(time:kind:progress:animate:target:recognizer:engine:renderArguments:)``
  /// renders them when they are first read, each time they are read (most replays never read
  /// them; an `apply` per gesture event would otherwise format its numbers every time).
  public var arguments: String {
    get { argumentsText ?? renderArguments?() ?? "" }
    set {
      argumentsText = newValue
      renderArguments = nil
    }
  }
  private var argumentsText: String?
  private var renderArguments: (@Sendable () -> String)?
  /// The recognizer (its name in the gesture track) whose action made the call; nil when no
  /// recognizer's action was running (a setup step, a timer, an animation's completion).
  public var recognizer: String?
  /// The engine called: `UIKit` for a UIKit transition's interaction controller, the scene's
  /// engine (``ReplayEngine/name``, `Hero 1.6.4`) for its own calls; nil when a scene recorded
  /// the call without naming one. Not part of the result's digest.
  public var engine: String?

  /// A call.
  public init(
    time: VirtualInstant, kind: Kind, progress: Double? = nil, animate: Bool? = nil,
    target: String? = nil, arguments: String = "", recognizer: String? = nil,
    engine: String? = nil
  ) {
    self.init(
      time: time, kind: kind, progress: progress, animate: animate, target: target,
      recognizer: recognizer, engine: engine, argumentsText: arguments, renderArguments: nil)
  }

  /// A call whose arguments `renderArguments` renders when they are read (it must give the
  /// same text each time).
  public init(
    time: VirtualInstant, kind: Kind, progress: Double? = nil, animate: Bool? = nil,
    target: String? = nil, recognizer: String? = nil, engine: String? = nil,
    renderArguments: @escaping @Sendable () -> String
  ) {
    self.init(
      time: time, kind: kind, progress: progress, animate: animate, target: target,
      recognizer: recognizer, engine: engine, argumentsText: nil,
      renderArguments: renderArguments)
  }

  /// Every field set once (changing a value after building it copied it).
  private init(
    time: VirtualInstant, kind: Kind, progress: Double?, animate: Bool?, target: String?,
    recognizer: String?, engine: String?, argumentsText: String?,
    renderArguments: (@Sendable () -> String)?
  ) {
    self.recognizer = recognizer
    self.engine = engine
    self.time = time
    self.kind = kind
    self.progress = progress
    self.animate = animate
    self.target = target
    self.argumentsText = argumentsText
    self.renderArguments = renderArguments
  }
}

extension EngineCall {
  private enum CodingKeys: String, CodingKey {
    case time, kind, progress, animate, target, arguments, recognizer, engine
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      time: try container.decode(VirtualInstant.self, forKey: .time),
      kind: try container.decode(Kind.self, forKey: .kind),
      progress: try container.decodeIfPresent(Double.self, forKey: .progress),
      animate: try container.decodeIfPresent(Bool.self, forKey: .animate),
      target: try container.decodeIfPresent(String.self, forKey: .target),
      arguments: try container.decode(String.self, forKey: .arguments),
      recognizer: try container.decodeIfPresent(String.self, forKey: .recognizer),
      engine: try container.decodeIfPresent(String.self, forKey: .engine))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(progress, forKey: .progress)
    try container.encodeIfPresent(animate, forKey: .animate)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encode(arguments, forKey: .arguments)
    try container.encodeIfPresent(recognizer, forKey: .recognizer)
    try container.encodeIfPresent(engine, forKey: .engine)
  }

  public static func == (lhs: EngineCall, rhs: EngineCall) -> Bool {
    lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.progress == rhs.progress
      && lhs.animate == rhs.animate && lhs.target == rhs.target
      && lhs.recognizer == rhs.recognizer && lhs.engine == rhs.engine
      && lhs.arguments == rhs.arguments
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(kind)
    hasher.combine(progress)
    hasher.combine(animate)
    hasher.combine(target)
    hasher.combine(arguments)
    hasher.combine(recognizer)
    hasher.combine(engine)
  }
}
