import Foundation
import HeadlessUI

/// What Hero's context offers plugins: real snapshot views and hiding (Hero 1.6.4
/// Sources/HeroContext.swift:114-304 and 333-398).
extension HeroContext {
  /// The snapshot of `view` a plugin animates: made once per view, in Hero's container at the
  /// view's place (its layer position converted to the container, its transform flattened
  /// up to it, its bounds and anchor point), with the layer properties Hero copies (corner
  /// radius, z position, opacity, clipping, border, contents rectangle and scale, and the
  /// shadow when the view's state displays it); the original is hidden. Headless snapshots are
  /// HeadlessUI's `snapshotView(afterScreenUpdates:)`, always in the container's space (Hero
  /// nests a local-space snapshot in its parent's).
  public func snapshotView(for view: UIView) -> UIView {
    let key = ObjectIdentifier(view)
    if let existing = pluginSnapshots[key] { return existing.snapshot }
    unhide(view)
    let snapshot = view.snapshotView(afterScreenUpdates: true) ?? UIView()
    let layer = snapshot.layer
    layer.anchorPoint = view.layer.anchorPoint
    layer.position = container.convert(view.layer.position, from: view.superview)
    layer.transform = Self.flatTransform(of: view, upTo: container)
    layer.bounds = view.layer.bounds
    snapshot.hero.id = view.hero.id
    layer.cornerRadius = view.layer.cornerRadius
    layer.zPosition = view.layer.zPosition
    layer.opacity = view.layer.opacity
    layer.masksToBounds = view.layer.masksToBounds
    layer.borderColor = view.layer.borderColor
    layer.borderWidth = view.layer.borderWidth
    layer.contentsRect = view.layer.contentsRect
    layer.contentsScale = view.layer.contentsScale
    if self[view]?.displayShadow ?? true {
      layer.shadowRadius = view.layer.shadowRadius
      layer.shadowOpacity = view.layer.shadowOpacity
      layer.shadowColor = view.layer.shadowColor
      layer.shadowOffset = view.layer.shadowOffset
      layer.shadowPath = view.layer.shadowPath
    }
    hide(view)
    container.addSubview(snapshot)
    pluginSnapshots[key] = (view, snapshot)
    return snapshot
  }

  /// Hides `view` while its snapshot animates (alpha 0; `isHidden` for a visual-effect view).
  public func hide(view: UIView) { hide(view) }

  /// Shows `view` again with the alpha it had.
  public func unhide(view: UIView) { unhide(view) }

  /// Removes the plugin snapshots of `rootView`'s subtree (Hero's `removeSnapshots(rootView:)`).
  func removeSnapshots(rootView: UIView) {
    for (key, entry) in pluginSnapshots where entry.view.isDescendant(of: rootView) {
      entry.snapshot.removeFromSuperview()
      pluginSnapshots[key] = nil
    }
  }

  /// Removes every plugin snapshot (Hero's `removeAllSnapshots()`).
  func removeAllSnapshots() {
    for entry in pluginSnapshots.values { entry.snapshot.removeFromSuperview() }
    pluginSnapshots.removeAll()
  }
}
