import Foundation

/// Where a view's snapshot lives during the transition.
public enum HeroCoordinateSpace: Sendable, Hashable {
  /// Inside the snapshot of its nearest animated ancestor (moves with it); the default.
  case local
  /// Directly in the transition container (matched views, `source`, `useGlobalCoordinateSpace`).
  case global
}
