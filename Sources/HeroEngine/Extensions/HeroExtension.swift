import Foundation

/// The `hero` namespace on views and view controllers (`view.hero.id`,
/// `viewController.hero.isEnabled`, …).
@preconcurrency @MainActor
public struct HeroExtension<Base: AnyObject> {
  /// The extended object.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }
}
