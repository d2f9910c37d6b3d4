import Foundation
import HeadlessUI

/// Where an animated view is drawn and how (``HeroTransition/presentedGeometry(into:)``): the
/// geometric part of a ``HeroTimeline/ViewState``.
public struct HeroPresentedGeometry: Sendable, Equatable {
  /// The frame in container coordinates (bounding box of the transformed bounds).
  public var frame: CGRect
  /// The bounds size.
  public var size: CGSize
  /// The transform in container space, without translation.
  public var transform: CGAffineTransform
  /// The opacity of the snapshot itself.
  public var opacity: CGFloat
}
