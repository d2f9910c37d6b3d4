import Foundation
import HeadlessUI

/// The order Hero's snapshots end up drawn in (Hero 1.6.4 Sources/HeroContext.swift:117-313):
/// each snapshot is added on top of its parent — the container, or in local space the snapshot
/// of its nearest animated ancestor — in creation order; when the second view of a matched pair
/// gets its snapshot, both of the pair's snapshots go on top of that parent (the earlier one
/// first), and then the global-space snapshots already made for the earlier view's subtree and
/// for its later siblings' subtrees go on top of the container, and the new snapshot on top of
/// its parent once more (lines 284-313). Reading the
/// resulting tree parent first gives the drawing order, bottom to top.
@preconcurrency @MainActor
enum HeroDrawingOrder {
  /// `contexts` (in creation order) in drawing order.
  ///
  /// The tree is kept as indices into `contexts` (the container is index `contexts.count`):
  /// no closures handed to the standard library, whose isolation checks cost more than the
  /// work here.
  static func arrange(_ contexts: [HeroViewContext], in context: HeroContext) -> [HeroViewContext] {
    let count = contexts.count
    guard count > 1 else { return contexts }
    let containerHost = count
    var indexOfView = IdentityTable<Int>(minimumCapacity: count)
    for (index, viewContext) in contexts.enumerated() {
      indexOfView[ObjectIdentifier(viewContext.view)] = index
    }
    var children = [[Int]](repeating: [], count: count + 1)
    var host = [Int](repeating: -1, count: count)
    var made = [Bool](repeating: false, count: count)

    func moveToTop(_ index: Int, of newHost: Int) {
      let old = host[index]
      if old >= 0, let at = children[old].firstIndex(of: index) { children[old].remove(at: at) }
      children[newHost].append(index)
      host[index] = newHost
    }

    func insertGlobalTree(_ view: UIView) {
      if let index = indexOfView[ObjectIdentifier(view)], made[index],
        context[view]?.coordinateSpace == .global
      {
        moveToTop(index, of: containerHost)
      }
      for subview in view.subviews { insertGlobalTree(subview) }
    }

    for (index, viewContext) in contexts.enumerated() {
      var parentHost = containerHost
      if let parent = viewContext.parent,
        let parentIndex = indexOfView[ObjectIdentifier(parent.view)]
      {
        parentHost = parentIndex
      }
      let view = viewContext.view
      if let paired = context.pairedView(for: view),
        let pairedIndex = indexOfView[ObjectIdentifier(paired)], made[pairedIndex],
        let siblings = paired.superview?.subviews,
        let siblingIndex = siblings.firstIndex(ofIdentical: paired)
      {
        moveToTop(pairedIndex, of: parentHost)
        moveToTop(index, of: parentHost)
        for subview in paired.subviews { insertGlobalTree(subview) }
        for sibling in siblings[(siblingIndex + 1)...] { insertGlobalTree(sibling) }
      }
      // Line 301: the new snapshot goes on top of its parent again in either case.
      moveToTop(index, of: parentHost)
      made[index] = true
    }

    var ordered: [HeroViewContext] = []
    ordered.reserveCapacity(count)
    func visit(_ hostIndex: Int) {
      for child in children[hostIndex] {
        ordered.append(contexts[child])
        visit(child)
      }
    }
    visit(containerHost)
    return ordered
  }
}
