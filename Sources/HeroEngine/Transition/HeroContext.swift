import Foundation
import HeadlessUI

/// The views of one transition and their target states (Hero's `HeroContext`).
@preconcurrency @MainActor
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
  /// Per view of ``fromViews`` / ``toViews``: its parent's index in the same list (-1 for
  /// the root) and its index among the parent's subviews, from which a path is spelled when
  /// asked (most transitions never ask).
  @exclusivity(unchecked) private var fromLinks: [(parent: Int, index: Int)] = []
  @exclusivity(unchecked) private var toLinks: [(parent: Int, index: Int)] = []
  /// Where each collected view is in ``fromViews`` / ``toViews``; built on first use.
  @exclusivity(unchecked) private var listPositions: [ObjectIdentifier: (Bool, Int)]?
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
    toViews.contains(identical: view)
  }

  /// The timeline key of `view`: its heroID, else its accessibility identifier, else
  /// `from` / `to` followed by the subview indices from the root (e.g. `to/0/3/0`).
  func identifier(for view: UIView) -> String {
    if let name = Self.name(of: view) { return name }
    if listPositions == nil {
      var positions: [ObjectIdentifier: (Bool, Int)] = [:]
      for (index, view) in fromViews.enumerated() {
        positions[ObjectIdentifier(view)] = (false, index)
      }
      for (index, view) in toViews.enumerated() {
        positions[ObjectIdentifier(view)] = (true, index)
      }
      listPositions = positions
    }
    guard let (isDestination, index) = listPositions?[ObjectIdentifier(view)] else { return "view" }
    return path(isDestination: isDestination, at: index)
  }

  /// The heroID of `view`, else its accessibility identifier.
  static func name(of view: UIView) -> String? {
    view.hero.id ?? view.accessibilityIdentifier
  }

  /// The path of view `index` of ``toViews`` (`isDestination`) or ``fromViews`` as it was
  /// collected: `from` / `to` followed by the subview indices from the root (`to/0/3/0`).
  func path(isDestination: Bool, at index: Int) -> String {
    let links = isDestination ? toLinks : fromLinks
    var indices: [Int] = []
    var current = index
    while current >= 0, current < links.count, links[current].parent >= 0 {
      indices.append(links[current].index)
      current = links[current].parent
    }
    var path = isDestination ? "to" : "from"
    for subviewIndex in indices.reversed() { path += "/\(subviewIndex)" }
    return path
  }

  /// Collects both hierarchies and the on-screen (or force-animated) views' states and ids.
  func set(fromView: UIView?, toView: UIView?) {
    if let fromView { (fromViews, fromLinks) = flatten(fromView) }
    if let toView { (toViews, toLinks) = flatten(toView) }
    listPositions = nil
    register(fromViews, ids: &sourceIDs)
    register(toViews, ids: &destinationIDs)
  }

  /// The enabled views under `root`, pre-order, with their links (see `fromLinks`).
  private func flatten(_ root: UIView) -> ([UIView], [(parent: Int, index: Int)]) {
    var result: [UIView] = []
    var links: [(parent: Int, index: Int)] = []
    func walk(_ view: UIView, parent: Int, index: Int) {
      let storage = HeroStorage.shared.existing(view)
      guard storage?.isEnabled ?? true else { return }
      if view.isHidden, HeroContext.isCollectionItem(view) { return }
      let position = result.count
      result.append(view)
      links.append((parent, index))
      guard storage?.isEnabledForSubviews ?? true else { return }
      for (subviewIndex, subview) in view.subviews.enumerated() {
        walk(subview, parent: position, index: subviewIndex)
      }
    }
    walk(root, parent: -1, index: 0)
    return (result, links)
  }

  /// Hidden cells and hidden views of collection views are skipped, as in Hero.
  private static func isCollectionItem(_ view: UIView) -> Bool {
    HeroCollectionViewSupport.isCollectionItem(view)
  }

  /// Registers the target states and heroIDs of the views that are on screen (or
  /// `forceAnimate`), as Hero does.
  private func register(_ views: [UIView], ids: inout [String: UIView]) {
    let containerBounds = container.bounds
    for view in views {
      let storage = HeroStorage.shared.existing(view)
      let state = storage?.modifiers.map { HeroTargetState(modifiers: $0) }
      let id = storage?.id
      // A view with neither modifiers nor a heroID registers nothing either way, so its
      // visibility is not worked out.
      guard state != nil || id != nil else { continue }
      let frame = container.convert(view.bounds, from: view)
      // A frame with NaN in it (an app that divided by an image size of zero) intersects
      // nothing, as Core Graphics answers; swift-corelibs-foundation would trap instead.
      let hasNaN =
        frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN
      if state?.forceAnimate == true || (!hasNaN && frame.intersects(containerBounds)) {
        if let id { ids[id] = view }
        if let state { targetStates[ObjectIdentifier(view)] = state }
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
