import Foundation
import HeadlessUI

/// A view that makes its own snapshot for Hero's optimized snapshot type (Hero 1.6.4
/// Sources/HeroContext.swift:416-419, used at lines 178-179).
///
/// Headless snapshots have no pixels, so the engine uses the custom snapshot only for what it
/// decides: whether the snapshot is a visual-effect view (whose opacity Hero does not animate).
@preconcurrency @MainActor
public protocol HeroCustomSnapshotView {
  /// The snapshot Hero animates in place of the view's own (nil: Hero's usual snapshot).
  var heroSnapshot: UIView? { get }
}

extension UIView {
  /// The view as a ``HeroCustomSnapshotView``, or nil (the answer remembered per class:
  /// ``TypeLookup/cast(_:to:)``).
  var asHeroCustomSnapshotView: HeroCustomSnapshotView? {
    TypeLookup.cast(self, to: HeroCustomSnapshotView.self)
  }
}
