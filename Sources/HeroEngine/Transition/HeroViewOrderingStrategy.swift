import Foundation

/// Which root view is drawn on top during a transition.
public enum HeroViewOrderingStrategy: Sendable, Hashable {
  /// The destination goes below when dismissing or popping, above otherwise.
  case auto
  /// The source is always on top.
  case sourceViewOnTop
  /// The destination is always on top.
  case destinationViewOnTop
}
