import HeadlessUI

/// A view a scripted step taps, found in the scene's window when the step runs.
public enum ReplayTarget: Hashable, Sendable, CustomStringConvertible {
  /// The visible view whose `hero.id` is this.
  case heroID(String)
  /// The visible view whose `accessibilityIdentifier` is this.
  case accessibilityIdentifier(String)
  /// A point in window coordinates.
  case point(x: Double, y: Double)

  /// How messages name it.
  public var description: String {
    switch self {
    case .heroID(let id): "heroID \"\(id)\""
    case .accessibilityIdentifier(let id): "accessibility identifier \"\(id)\""
    case .point(let x, let y): "point \(ReplayPoint(x: x, y: y))"
    }
  }
}
