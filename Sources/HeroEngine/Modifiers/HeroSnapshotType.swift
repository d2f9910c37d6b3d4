import Foundation

/// Hero's snapshot strategies. Headless there are no pixels, so the engine animates a record of
/// each snapshot's layer; what the strategy changes beyond pixels is kept: a visual-effect view
/// gets an effect-view snapshot only when optimized (so its opacity is not animated), and with
/// `noSnapshot` the view itself moves into Hero's container and is animated there.
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
