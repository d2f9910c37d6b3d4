/// The state of a transition engine at a moment of a replay: a string in reports and JSON (Hero's
/// `HeroTransitionState` names, e.g. `animating`), a typed value in code.
public struct TransitionState: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The state's name.
  public var rawValue: String

  /// A state.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A state.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// A state from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The name.
  public var description: String { rawValue }

  /// No transition (Hero's `.possible`).
  public static let possible = TransitionState("possible")
  /// UIKit asked for an animator; nothing has started.
  public static let notified = TransitionState("notified")
  /// Preprocessing is done; the animations are not running yet.
  public static let starting = TransitionState("starting")
  /// The animations run (interactively or by themselves).
  public static let animating = TransitionState("animating")
  /// A UIKit transition the user drives (its interaction controller has not finished or
  /// cancelled it).
  public static let interactive = TransitionState("interactive")
  /// The transition is cleaning up.
  public static let completing = TransitionState("completing")
}
