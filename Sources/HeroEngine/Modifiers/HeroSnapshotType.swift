import Foundation

/// Hero's snapshot strategies. Headless there are no pixels, so the engine animates a record
/// of each view's layer instead of a snapshot; the choice is kept and has no other effect.
public enum HeroSnapshotType: Sendable, Hashable {
  /// Hero's default: an optimised copy per view kind.
  case optimized
  /// `snapshotView(afterScreenUpdates: true)`.
  case normal
  /// A rendered layer image.
  case layerRender
  /// The live view is moved into the container.
  case noSnapshot
}
