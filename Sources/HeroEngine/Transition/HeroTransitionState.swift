import Foundation

/// Where a transition is in its life cycle (Hero's state machine).
public enum HeroTransitionState: Int, Sendable, Hashable, CustomStringConvertible {
  /// No transition; ready for one.
  case possible
  /// UIKit asked for an animator (or `transition(from:to:in:)` was called); not started.
  case notified
  /// `start()` ran: delegates told, container built, preprocessors run.
  case starting
  /// Animations exist; progress, update, apply, finish and cancel act.
  case animating
  /// `complete(finished:)` is cleaning up.
  case completing

  /// The case name.
  public var description: String {
    switch self {
    case .possible: "possible"
    case .notified: "notified"
    case .starting: "starting"
    case .animating: "animating"
    case .completing: "completing"
    }
  }
}
