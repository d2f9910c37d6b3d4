import Foundation
import HeadlessUI

/// One call an app made on a ``HeroTransition`` (the call log seen by
/// ``HeroTransition/addCallObserver(_:)``).
public struct HeroCall: Sendable, Equatable {
  /// What was called, with its arguments.
  public enum Kind: Sendable, Equatable {
    /// `update(_:)` or `update(progress:)`.
    case update(progress: Double)
    /// `finish(animate:)` or `end(animate:)` (see `Call/isLegacyName`).
    case finish(animate: Bool)
    /// `cancel(animate:)`.
    case cancel(animate: Bool)
    /// `apply(modifiers:to:)`, with the key values the modifiers set.
    case apply(view: String, values: [HeroAppliedValue])
    /// `changeTarget(modifiers:isDestination:to:)`.
    case changeTarget(view: String, isDestination: Bool, values: [HeroAppliedValue])
  }

  /// The call and its arguments.
  public var kind: Kind
  /// Whether the 0.x name was used (`update(progress:)`, `end(animate:)`).
  public var isLegacyName: Bool
  /// Clock time of the call in nanoseconds (0 without a clock).
  public var time: Int64
  /// The transition's state when called.
  public var state: HeroTransitionState
  /// The transition's progress when called.
  public var progress: Double

  /// A call record.
  public init(
    kind: Kind, isLegacyName: Bool, time: Int64, state: HeroTransitionState, progress: Double
  ) {
    self.kind = kind
    self.isLegacyName = isLegacyName
    self.time = time
    self.state = state
    self.progress = progress
  }
}

/// One key and value set by the modifiers of an `apply` or `changeTarget` call.
public struct HeroAppliedValue: Sendable, Equatable {
  /// The layer key.
  public var key: HeroAnimatableKey
  /// The value.
  public var value: HeroAnimatableValue

  /// A key and its value.
  public init(key: HeroAnimatableKey, value: HeroAnimatableValue) {
    self.key = key
    self.value = value
  }
}
