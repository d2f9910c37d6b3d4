import Foundation

extension UIView {
  /// The window the view is in, if any.
  public var window: UIWindow? {
    var current = self
    while true {
      if current.isWindow { return current as? UIWindow }
      guard let parent = current.superview else { return nil }
      current = parent
    }
  }

  /// The top of this view's hierarchy (itself when it has no superview).
  public var rootView: UIView {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// Adds `view` on top of the subviews (moving it from its old superview).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.superview === self {
      // Reorder only.
      guard let current = subviews.firstIndex(ofIdentical: view) else { return }
      subviews.remove(at: current)
      subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
      keepNavigationBarInFront(of: view)
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    let slot = Swift.max(0, Swift.min(index, subviews.count))
    // On top (`addSubview`, the usual case) by appending: `insert` goes through the generic
    // `replaceSubrange`, several times the cost.
    if slot == subviews.count {
      subviews.append(view)
    } else {
      subviews.insert(view, at: slot)
    }
    view.superview = self
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.viewDidJoin(view) }
    view.setNeedsLayout()
    setNeedsLayout()
    view.didMoveToSuperview()
    if oldWindow != newWindow { view.notifyDidMoveToWindow() }
    didAddSubview(view)
    keepNavigationBarInFront(of: view)
  }

  /// In a navigation controller's view, the bar stays in front of what is added or raised (the
  /// top controller's view, a transition's views), as UIKit keeps its bar over the content.
  @inline(__always)
  private func keepNavigationBarInFront(of view: UIView) {
    guard let navigation = owningViewController as? UINavigationController else { return }
    let bar = navigation.navigationBar
    guard view !== bar, bar.superview === self, subviews.last !== bar else { return }
    bringSubviewToFront(bar)
  }

  /// Inserts `view` just above `sibling` (on top if `sibling` is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard view !== sibling else { return }
    let siblingIndex = subviews.firstIndex(ofIdentical: sibling)
    if view.superview === self {
      // A reorder: compute the index as if the view were not there.
      subviews.removeAll(identicalTo: view)
      let index = subviews.firstIndex(ofIdentical: sibling).map { $0 + 1 } ?? subviews.count
      subviews.insert(view, at: index)
      return
    }
    insertSubview(view, at: siblingIndex.map { $0 + 1 } ?? subviews.count)
  }

  /// Inserts `view` just below `sibling` (on top if `sibling` is not a subview).
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard view !== sibling else { return }
    let siblingIndex = subviews.firstIndex(ofIdentical: sibling)
    if view.superview === self {
      subviews.removeAll(identicalTo: view)
      let index = subviews.firstIndex(ofIdentical: sibling) ?? subviews.count
      subviews.insert(view, at: index)
      return
    }
    insertSubview(view, at: siblingIndex ?? subviews.count)
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let wasInWindow = window != nil
    willMove(toSuperview: nil)
    if wasInWindow { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.viewDidLeave(self) }
    parent.setNeedsLayout()
    didMoveToSuperview()
    if wasInWindow { notifyDidMoveToWindow() }
  }

  /// Moves `view` to the top of the subviews.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: view) else { return }
    subviews.remove(at: index)
    subviews.append(view)
    keepNavigationBarInFront(of: view)
  }

  /// Moves `view` to the bottom of the subviews.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: view) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  /// Swaps the subviews at two indices (ignored when out of range).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current = self
    while true {
      if current === view { return true }
      guard let parent = current.superview else { return false }
      current = parent
    }
  }

  /// The first view with `tag` in a depth-first, pre-order search from this view.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The view and all its descendants in pre-order (root first, back to front).
  public var flattenedHierarchy: [UIView] {
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.viewWillLeave(self, parent: parent) }
    parent.subviews.removeAll(identicalTo: self)
    superview = nil
  }

  func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }
}
