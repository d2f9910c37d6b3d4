import Foundation
import HeadlessUI

/// The views of one transition and their target states (Hero's `HeroContext`).
@preconcurrency @MainActor
public final class HeroContext {
  /// Hero's container view, inside UIKit's transition container.
  public let container: UIView
  /// The source hierarchy, pre-order (root first), without disabled subtrees.
  public private(set) var fromViews: [UIView] = []
  /// The destination hierarchy, pre-order.
  public private(set) var toViews: [UIView] = []
  /// Whether destination snapshots are inserted (drawn) below the source's.
  public internal(set) var insertToViewFirst = false

  private var targetStates = IdentityTable<HeroTargetState>()
  private var sourceIDs: [String: UIView] = [:]
  private var destinationIDs: [String: UIView] = [:]
  /// Each registered view's heroID and the view of the other side with that heroID, as
  /// ``pairedView(for:)`` answers while the view keeps its heroID (a source view registered
  /// under an id is answered as one, as the lookup by id does).
  private var pairs = IdentityTable<(id: String, partner: UIView?)>()
  /// Per view of ``fromViews`` / ``toViews``: its parent's index in the same list (-1 for
  /// the root) and its index among the parent's subviews, from which a path is spelled when
  /// asked (most transitions never ask).
  private var fromLinks: [(parent: Int, index: Int)] = []
  private var toLinks: [(parent: Int, index: Int)] = []
  /// Where each collected view is in ``fromViews`` / ``toViews``; built on first use.
  private var listPositions: IdentityTable<(Bool, Int)>?
  /// Hidden originals and their alpha, in hiding order (restored in that order).
  private var savedAlpha: [(view: UIView, alpha: CGFloat)] = []
  /// The index in `savedAlpha` of each hidden original.
  private var savedAlphaIndex = IdentityTable<Int>()
  /// The views animated in place (`useNoSnapshot`) that left a superview other than the
  /// container: per superview, in the order first met, the views with their index there.
  /// The real snapshot views made for plugins (``snapshotView(for:)``), by original view.
  var pluginSnapshots: [ObjectIdentifier: (view: UIView, snapshot: UIView)] =
    [:]
  private var inPlaceHomes: [(superview: UIView, views: [(Int, UIView)])] =
    []

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

  /// Sets the delay of `view`'s target state, if it has one, in place.
  func setDelay(_ delay: Double, of view: UIView) {
    targetStates.modifyValue(of: ObjectIdentifier(view)) { $0.delay = delay }
  }

  /// The source view registered with `heroID`.
  public func sourceView(for heroID: String) -> UIView? { sourceIDs[heroID] }

  /// The destination view registered with `heroID`.
  public func destinationView(for heroID: String) -> UIView? { destinationIDs[heroID] }

  /// The view of the other side with the same heroID.
  public func pairedView(for view: UIView) -> UIView? {
    // A view registered under neither side's ids has no pair whatever its heroID now.
    guard let pair = pairs[ObjectIdentifier(view)], let id = view.hero.id else { return nil }
    if id == pair.id { return pair.partner }
    // The heroID changed since the views were collected: look it up as it is now.
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
      var positions = IdentityTable<(Bool, Int)>(minimumCapacity: fromViews.count + toViews.count)
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
    // Room for every view to register without the tables growing on the way.
    if targetStates.count == 0 {
      targetStates = IdentityTable(minimumCapacity: fromViews.count + toViews.count)
    }
    sourceIDs.reserveCapacity(fromViews.count)
    destinationIDs.reserveCapacity(toViews.count)
    register(fromViews, ids: &sourceIDs)
    register(toViews, ids: &destinationIDs)
    pairs = IdentityTable(minimumCapacity: sourceIDs.count + destinationIDs.count)
    // Destination entries first, so a view registered on both sides answers as a source.
    for (id, view) in destinationIDs { pairs[ObjectIdentifier(view)] = (id, sourceIDs[id]) }
    for (id, view) in sourceIDs { pairs[ObjectIdentifier(view)] = (id, destinationIDs[id]) }
    // Room for every registered view to be hidden without the table growing on the way.
    if savedAlphaIndex.count == 0 {
      savedAlphaIndex = IdentityTable(minimumCapacity: targetStates.count + 2)
    }
  }

  /// How many views have a target state.
  var targetStateCount: Int { targetStates.count }

  /// The enabled views under `root`, pre-order, with their links (see `fromLinks`).
  private func flatten(_ root: UIView) -> ([UIView], [(parent: Int, index: Int)]) {
    var result: [UIView] = []
    var links: [(parent: Int, index: Int)] = []
    func walk(_ view: UIView, parent: Int, index: Int) {
      let storage = HeroStorage.shared.existing(view)
      guard storage?.isEnabled ?? true else { return }
      if HeroHiddenViewRule.skips(view) { return }
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

  /// Registers the target states and heroIDs of the views that are on screen (or
  /// `forceAnimate`), as Hero does.
  private func register(_ views: [UIView], ids: inout [String: UIView]) {
    let containerBounds = container.bounds
    for view in views {
      // `if let`, not `Optional.map`: a closure would pay an isolation check per view.
      guard let storage = HeroStorage.shared.existing(view) else { continue }
      var state: HeroTargetState?
      if let modifiers = storage.modifiers { state = HeroTargetState(modifiers: modifiers) }
      let id = storage.id
      // A view with neither modifiers nor a heroID (nor Hero storage at all) registers nothing
      // either way, so its visibility is not worked out.
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

  /// Hides an original while its snapshot animates (alpha 0, restored by ``unhideAll()``). A
  /// visual-effect view is hidden with `isHidden` instead and counts as alpha 1 (Hero 1.6.4
  /// Sources/HeroContext.swift:335-345).
  func hide(_ view: UIView) {
    let key = ObjectIdentifier(view)
    guard savedAlphaIndex[key] == nil else { return }
    savedAlphaIndex[key] = savedAlpha.count
    if view is UIVisualEffectView {
      savedAlpha.append((view, 1))
      view.isHidden = true
    } else {
      savedAlpha.append((view, view.alpha))
      view.alpha = 0
    }
  }

  /// Shows a hidden original again: its alpha back, or for a visual-effect view `isHidden`
  /// false, whatever it was before (lines 346-355).
  private static func show(_ view: UIView, alpha: CGFloat) {
    if view is UIVisualEffectView {
      view.isHidden = false
    } else {
      view.alpha = alpha
    }
  }

  /// Restores every hidden original.
  func unhideAll() {
    for (view, alpha) in savedAlpha { Self.show(view, alpha: alpha) }
    savedAlpha.removeAll()
    savedAlphaIndex.removeAll()
  }

  /// Restores one original (used for the destination root before animating).
  func unhide(_ view: UIView) {
    guard let index = savedAlphaIndex[ObjectIdentifier(view)] else { return }
    Self.show(view, alpha: savedAlpha[index].alpha)
    savedAlpha.remove(at: index)
    savedAlphaIndex.removeAll()
    for (position, entry) in savedAlpha.enumerated() {
      savedAlphaIndex[ObjectIdentifier(entry.view)] = position
    }
  }

  /// Restores every hidden view of `rootView`'s subtree (Hero's `unhide(rootView:)`).
  func unhide(rootView: UIView) {
    var stack = [rootView]
    while let view = stack.popLast() {
      unhide(view)
      stack.append(contentsOf: view.subviews)
    }
  }

  /// Stores, on every view of `rootView`'s subtree, the alpha it had before it was hidden
  /// (nil for views not hidden), leaving the views hidden (Hero's `storeViewAlpha(rootView:)`,
  /// Sources/HeroContext.swift:408-413).
  func storeViewAlpha(rootView: UIView) {
    var stack = [rootView]
    while let view = stack.popLast() {
      let alpha = savedAlpha(of: view)
      if alpha != nil || HeroStorage.shared.existing(view) != nil {
        HeroStorage.shared.entry(view).storedAlpha = alpha
      }
      stack.append(contentsOf: view.subviews)
    }
  }

  /// Gives every view of `rootView`'s subtree the alpha ``storeViewAlpha(rootView:)`` stored
  /// (Hero's `loadViewAlpha(rootView:)`, Sources/HeroContext.swift:399-407).
  static func loadViewAlpha(rootView: UIView) {
    var stack = [rootView]
    while let view = stack.popLast() {
      if let entry = HeroStorage.shared.existing(view), let alpha = entry.storedAlpha {
        view.alpha = alpha
        entry.storedAlpha = nil
      }
      stack.append(contentsOf: view.subviews)
    }
  }

  /// Whether `view` is hidden by this context.
  func isHidden(_ view: UIView) -> Bool {
    savedAlphaIndex[ObjectIdentifier(view)] != nil
  }

  /// The alpha `view` had before ``hide(_:)``, if it is hidden.
  func savedAlpha(of view: UIView) -> CGFloat? {
    savedAlphaIndex[ObjectIdentifier(view)].map { savedAlpha[$0].alpha }
  }

  // MARK: Views animated in place

  /// Makes `viewContext`'s view its own snapshot (`useNoSnapshot`; Hero 1.6.4
  /// Sources/HeroContext.swift:164-173 and 239-246): the view keeps its alpha, takes the
  /// snapshot's position and flattened transform, and moves into the snapshot's parent — the
  /// container, or an ancestor that is itself animated in place (its `contentView` for a
  /// visual-effect view). Its place among its superview's subviews is remembered for
  /// ``restoreViewsAnimatedInPlace()``.
  func animateInPlace(_ viewContext: HeroViewContext) {
    let view = viewContext.view
    if let superview = view.superview, superview !== container,
      let index = superview.subviews.firstIndex(ofIdentical: view)
    {
      if let slot = inPlaceHomes.firstIndex(where: { $0.superview === superview }) {
        inPlaceHomes[slot].views.append((index, view))
      } else {
        inPlaceHomes.append((superview, [(index, view)]))
      }
    }
    view.layer.anchorPoint = viewContext.model.anchorPoint
    view.layer.position = viewContext.model.position
    view.layer.transform = viewContext.model.transform
    var host: UIView = container
    if let parent = viewContext.parent, parent.animatesInPlace {
      host = (parent.view as? UIVisualEffectView)?.contentView ?? parent.view
    }
    host.addSubview(view)
  }

  /// Puts the views animated in place back into their superviews at their old indices, the
  /// last moved first (Hero's `HeroContext.clean()`, Sources/HeroContext.swift:324-330). Their
  /// layers keep what the transition set: the container-space position and flattened
  /// transform, the begin state and the last size animated to.
  func restoreViewsAnimatedInPlace() {
    for (superview, views) in inPlaceHomes {
      for (index, view) in views.reversed() {
        superview.insertSubview(view, at: index)
      }
    }
    inPlaceHomes.removeAll()
  }

  // MARK: Snapshot geometry

  /// `view`'s transform concatenated with its ancestors' up to `space` or a window (not
  /// included): Hero's `CALayer.flatTransformTo(layer:)`, Sources/Extensions/CALayer+Hero.swift
  /// :38-46.
  static func flatTransform(of view: UIView, upTo space: UIView) -> CATransform3D {
    var transform = view.layer.transform
    var ancestor = view.superview
    while let current = ancestor, current !== space, !current.isWindow {
      transform = current.layer.transform.concatenating(transform)
      ancestor = current.superview
    }
    return transform
  }

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
  /// container's): position converted, transform flattened up to the parent. A snapshot view
  /// copies the layer properties Hero copies (Hero 1.6.4 Sources/HeroContext.swift:239-279):
  /// not the background colour (the snapshot's own layer has none; the view's background is
  /// in its image), and the shadow only when the state displays it (else a new layer's: no
  /// shadow). A view that is its own snapshot (`useNoSnapshot`) keeps everything.
  func snapshotModel(
    for view: UIView, state: HeroTargetState, parent: HeroViewContext?
  ) -> HeroLayerState {
    let space: UIView = parent?.view ?? container
    var position = space.convert(view.layer.position, from: view.superview)
    if parent != nil {
      position.x -= space.bounds.origin.x
      position.y -= space.bounds.origin.y
    }
    let transform = Self.flatTransform(of: view, upTo: space)
    var model = HeroLayerState(layer: view.layer, position: position, transform: transform)
    if let alpha = savedAlpha(of: view) { model.opacity = alpha }
    if state.snapshotType != .noSnapshot {
      model.backgroundColor = nil
      if !state.displayShadow {
        // Core Animation's defaults for a new layer.
        model.shadowColor = .black
        model.shadowOpacity = 0
        model.shadowOffset = CGSize(width: 0, height: -3)
        model.shadowRadius = 3
        model.shadowPath = nil
      }
    }
    return model
  }
}
