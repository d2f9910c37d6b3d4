import Foundation

extension UIView {
  /// A stand-in for the part `rect` of the view, stretched by `capInsets` when resized
  /// (https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)):
  /// a plain view of `rect`'s size whose ``snapshotSource`` is this view (no pixels here, as for
  /// ``snapshotView(afterScreenUpdates:)``); nil for an empty or non-finite `rect`.
  ///
  /// - Parameters:
  ///   - rect: the part of the view, in its bounds' coordinates.
  ///   - afterUpdates: whether UIKit would wait for pending changes (nothing to wait for here).
  ///   - capInsets: the edges kept when the snapshot stretches (not used: no pixels).
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
      return nil
    }
    let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
    snapshot.snapshotSource = self
    snapshot.isOpaque = isOpaque
    return snapshot
  }

  /// Draws the view's hierarchy into the current image context
  /// (https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)).
  /// There are no pixels here: it returns whether UIKit could draw it — true when the view is
  /// in a window, as UIKit returns false "if the snapshot is missing image data".
  ///
  /// - Parameters:
  ///   - rect: where to draw, in the context's coordinates.
  ///   - afterUpdates: whether UIKit would wait for pending changes.
  /// - Returns: whether the view is in a window.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    window != nil
  }
}
