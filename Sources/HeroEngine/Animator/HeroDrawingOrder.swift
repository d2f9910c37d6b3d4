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
  static func arrange(_ contexts: [HeroViewContext], in context: HeroContext) -> [HeroViewContext] {
    guard contexts.count > 1 else { return contexts }
    var byView: [ObjectIdentifier: HeroViewContext] = [:]
    for viewContext in contexts { byView[ObjectIdentifier(viewContext.view)] = viewContext }
    /// Children per host: `nil` is the container, else the host context's index.
    var children: [ObjectIdentifier?: [HeroViewContext]] = [:]
    var host: [ObjectIdentifier: ObjectIdentifier?] = [:]
    var made: Set<ObjectIdentifier> = []

    func moveToTop(_ viewContext: HeroViewContext, of newHost: ObjectIdentifier?) {
      let key = ObjectIdentifier(viewContext)
      if let old = host[key] { children[old]?.removeAll { $0 === viewContext } }
      children[newHost, default: []].append(viewContext)
      host[key] = newHost
    }

    func insertGlobalTree(_ view: UIView) {
      if let viewContext = byView[ObjectIdentifier(view)], made.contains(ObjectIdentifier(view)),
        context[view]?.coordinateSpace == .global
      {
        moveToTop(viewContext, of: nil)
      }
      for subview in view.subviews { insertGlobalTree(subview) }
    }

    for viewContext in contexts {
      let parentHost = viewContext.parent.map { ObjectIdentifier($0) }
      let view = viewContext.view
      if let paired = context.pairedView(for: view), made.contains(ObjectIdentifier(paired)),
        let pairedContext = byView[ObjectIdentifier(paired)],
        let siblings = paired.superview?.subviews,
        let index = siblings.firstIndex(ofIdentical: paired)
      {
        moveToTop(pairedContext, of: parentHost)
        moveToTop(viewContext, of: parentHost)
        for subview in paired.subviews { insertGlobalTree(subview) }
        for sibling in siblings[(index + 1)...] { insertGlobalTree(sibling) }
      }
      // Line 301: the new snapshot goes on top of its parent again in either case.
      moveToTop(viewContext, of: parentHost)
      made.insert(ObjectIdentifier(view))
    }

    var ordered: [HeroViewContext] = []
    ordered.reserveCapacity(contexts.count)
    func visit(_ hostKey: ObjectIdentifier?) {
      for child in children[hostKey] ?? [] {
        ordered.append(child)
        visit(ObjectIdentifier(child))
      }
    }
    visit(nil)
    return ordered
  }
}
