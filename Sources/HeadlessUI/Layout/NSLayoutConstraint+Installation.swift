import Foundation

extension NSLayoutConstraint {
  /// The view an item stands in: the view itself, or a guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// The closest common ancestor of the items' views (the first item's view for a constant
  /// constraint).
  func commonAncestor() -> UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var ancestors: Set<ObjectIdentifier> = []
    var current: UIView? = first
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Activates the constraint on its items' closest common ancestor.
  func install() {
    guard installedOn == nil else { return }
    guard let target = commonAncestor() else {
      let first = LayoutDescription.name(of: firstItem)
      let second = LayoutDescription.name(of: secondItem)
      LayoutDiagnostics.report(
        "Unable to activate constraint with anchors \(first).\(LayoutDescription.attributeName(firstAttribute)) "
          + "and \(second).\(LayoutDescription.attributeName(secondAttribute)) because they have no "
          + "common ancestor. Does the constraint or its anchors reference items in different view "
          + "hierarchies? That's illegal. (UIKit raises an exception; the constraint stays inactive.)"
      )
      return
    }
    install(on: target)
  }

  /// Activates the constraint installed on `view`.
  func install(on view: UIView) {
    if installedOn === view { return }
    if installedOn != nil { uninstall() }
    view.layoutStateForWriting.installed.append(self)
    installedOn = view
    wasReportedUnsatisfiable = false
    LayoutEngine.activeConstraintCount += 1
    _ = LayoutEngine.ensureEngine(forRootOf: view)
    LayoutEngine.noteStructureChange(touching: self)
  }

  /// Deactivates the constraint.
  func uninstall() {
    guard let view = installedOn else { return }
    LayoutEngine.noteStructureChange(touching: self)
    view.layoutState?.installed.removeAll(identicalTo: self)
    installedOn = nil
    LayoutEngine.activeConstraintCount -= 1
  }
}

extension LayoutEngine {
  /// Whether some view asked for `updateConstraints()` since the last layout.
  static var pendingConstraintUpdates = false

  /// Deactivates the constraints installed on `view` or its ancestors that reference an item
  /// matching `references`.
  static func deactivateConstraints(referencing references: (AnyObject) -> Bool, from view: UIView)
  {
    guard activeConstraintCount > 0 else { return }
    var current: UIView? = view
    while let ancestor = current {
      for constraint in ancestor.layoutState?.installed ?? [] {
        let first = constraint.firstItem.map(references) ?? false
        let second = constraint.secondItem.map(references) ?? false
        if first || second { constraint.uninstall() }
      }
      current = ancestor.superview
    }
  }

  /// `view` is leaving `parent`: as UIKit does, constraints between the view's subtree and the
  /// rest of the hierarchy go (those inside the subtree stay, and travel with it).
  static func viewWillLeave(_ view: UIView, parent: UIView) {
    structureGeneration &+= 1
    deactivateConstraints(
      referencing: { item in
        NSLayoutConstraint.view(of: item).map { $0.isDescendant(of: view) } ?? false
      }, from: parent)
  }

  /// `view` left its superview: if constraints live in its subtree, it now roots a hierarchy
  /// of its own and needs an engine.
  static func viewDidLeave(_ view: UIView) {
    var hasConstraints = false
    visit(view) { if !(($0.layoutState?.installed.isEmpty) ?? true) { hasConstraints = true } }
    if hasConstraints { _ = ensureEngine(forRootOf: view) }
  }

  /// `view` joined a hierarchy: an engine it had as a root moves to the new root.
  static func viewDidJoin(_ view: UIView) {
    structureGeneration &+= 1
    guard view.associatedObject(LayoutEngine.self) != nil else { return }
    view.setAssociatedObject(nil, for: LayoutEngine.self)
    _ = ensureEngine(forRootOf: view)
  }
}
