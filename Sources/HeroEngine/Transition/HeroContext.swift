import Foundation
import HeadlessUI

/// The views of one transition and their target states (Hero's `HeroContext`).
@MainActor
public final class HeroContext {
  /// Hero's container view, inside UIKit's transition container.
  public let container: UIView
  /// The source hierarchy, pre-order (root first), without disabled subtrees.
  @exclusivity(unchecked) public private(set) var fromViews: [UIView] = []
  /// The destination hierarchy, pre-order.
  @exclusivity(unchecked) public private(set) var toViews: [UIView] = []
  /// Whether destination snapshots are inserted (drawn) below the source's.
  public internal(set) var insertToViewFirst = false

  @exclusivity(unchecked) private var targetStates: [ObjectIdentifier: HeroTargetState] = [:]
  @exclusivity(unchecked) private var sourceIDs: [String: UIView] = [:]
  @exclusivity(unchecked) private var destinationIDs: [String: UIView] = [:]
  @exclusivity(unchecked) private var identifiers: [ObjectIdentifier: String] = [:]
  /// Hidden originals and their alpha, in hiding order (restored in that order).
  @exclusivity(unchecked) private var savedAlpha: [(view: UIView, alpha: CGFloat)] = []
  /// The index in `savedAlpha` of each hidden original.
  @exclusivity(unchecked) private var savedAlphaIndex: [ObjectIdentifier: Int] = [:]

  init(container: UIView) {
    self.container = container
  }

  /// The target state of `view` (nil if Hero does not animate it on its own).
  public subscript(view: UIView) -> HeroTargetState? {
    get { targetStates[ObjectIdentifier(view)] }
    // In place: `context[view]?.delay = d` neither copies the (large) state out and back nor
    // hashes twice.
    _modify { yield &targetStates[ObjectIdentifier(view)] }
  }

  /// The source view registered with `heroID`.
  public func sourceView(for heroID: String) -> UIView? { sourceIDs[heroID] }

  /// The destination view registered with `heroID`.
  public func destinationView(for heroID: String) -> UIView? { destinationIDs[heroID] }

  /// The view of the other side with the same heroID.
  public func pairedView(for view: UIView) -> UIView? {
    guard let id = view.hero.id else { return nil }
    if sourceIDs[id] === view { return destinationIDs[id] }
    if destinationIDs[id] === view { return sourceIDs[id] }
    return nil
  }

  /// Whether `view` belongs to the destination side.
  func isDestination(_ view: UIView) -> Bool {
    toViews.contains { $0 === view }
  }

  /// The timeline key of `view`: its heroID, else its accessibility identifier, else
  /// `from` / `to` followed by the subview indices from the root (e.g. `to/0/3/0`).
  func identifier(for view: UIView) -> String {
    if let id = view.hero.id { return id }
    if let name = view.accessibilityIdentifier { return name }
    return identifiers[ObjectIdentifier(view)] ?? "view"
  }

  /// Collects both hierarchies and the on-screen (or force-animated) views' states and ids.
  func set(fromView: UIView?, toView: UIView?) {
    if let fromView { fromViews = flatten(fromView, path: "from") }
    if let toView { toViews = flatten(toView, path: "to") }
    register(fromViews, ids: &sourceIDs)
    register(toViews, ids: &destinationIDs)
  }

  private func flatten(_ root: UIView, path: String) -> [UIView] {
    var result: [UIView] = []
    func walk(_ view: UIView, path: String) {
      guard view.hero.isEnabled else { return }
      if view.isHidden, HeroContext.isCollectionItem(view) { return }
      result.append(view)
      identifiers[ObjectIdentifier(view)] = path
      guard view.hero.isEnabledForSubviews else { return }
      for (index, subview) in view.subviews.enumerated() {
        walk(subview, path: path + "/\(index)")
      }
    }
    walk(root, path: path)
    return result
  }

  /// Hidden cells and hidden views of collection views are skipped, as in Hero.
  private static func isCollectionItem(_ view: UIView) -> Bool {
    HeroCollectionViewSupport.isCollectionItem(view)
  }

  private func register(_ views: [UIView], ids: inout [String: UIView]) {
    for view in views {
      let state = view.hero.modifiers.map { HeroTargetState(modifiers: $0) }
      let visible = container.convert(view.bounds, from: view).intersects(container.bounds)
      if state?.forceAnimate == true || visible {
        if let id = view.hero.id { ids[id] = view }
        targetStates[ObjectIdentifier(view)] = state
      }
    }
  }

  // MARK: Hiding originals

  /// Hides an original while its snapshot animates (alpha 0, restored by ``unhideAll()``).
  func hide(_ view: UIView) {
    let key = ObjectIdentifier(view)
    guard savedAlphaIndex[key] == nil else { return }
    savedAlphaIndex[key] = savedAlpha.count
    savedAlpha.append((view, view.alpha))
    view.alpha = 0
  }

  /// Restores every hidden original.
  func unhideAll() {
    for (view, alpha) in savedAlpha { view.alpha = alpha }
    savedAlpha.removeAll()
    savedAlphaIndex.removeAll()
  }

  /// Restores one original (used for the destination root before animating).
  func unhide(_ view: UIView) {
    guard let index = savedAlphaIndex[ObjectIdentifier(view)] else { return }
    view.alpha = savedAlpha[index].alpha
    savedAlpha.remove(at: index)
    savedAlphaIndex.removeAll(keepingCapacity: true)
    for (position, entry) in savedAlpha.enumerated() {
      savedAlphaIndex[ObjectIdentifier(entry.view)] = position
    }
  }

  /// The alpha `view` had before ``hide(_:)``, if it is hidden.
  private func savedAlpha(of view: UIView) -> CGFloat? {
    savedAlphaIndex[ObjectIdentifier(view)].map { savedAlpha[$0].alpha }
  }

  // MARK: Snapshot geometry

  /// The snapshot parent of `view`: the nearest ancestor with a context (local space), or
  /// nil for the container (global space or no animated ancestor).
  func snapshotParent(
    for view: UIView, state: HeroTargetState, contexts: (UIView) -> HeroViewContext?
  ) -> HeroViewContext? {
    guard (state.coordinateSpace ?? .local) == .local else { return nil }
    var ancestor = view.superview
    while let current = ancestor, current !== container {
      if let context = contexts(current) { return context }
      ancestor = current.superview
    }
    return nil
  }

  /// The look of `view` as its snapshot starts, in `parent`'s snapshot space (or the
  /// container's): position converted, transform flattened up to the parent.
  func snapshotModel(for view: UIView, parent: HeroViewContext?) -> HeroLayerState {
    let space: UIView = parent?.view ?? container
    var position = space.convert(view.layer.position, from: view.superview)
    if parent != nil {
      position.x -= space.bounds.origin.x
      position.y -= space.bounds.origin.y
    }
    var transform = view.layer.transform
    var ancestor = view.superview
    while let current = ancestor, current !== space, !(current is UIWindow) {
      transform = current.layer.transform.concatenating(transform)
      ancestor = current.superview
    }
    var model = HeroLayerState(layer: view.layer, position: position, transform: transform)
    if let alpha = savedAlpha(of: view) { model.opacity = alpha }
    return model
  }
}
