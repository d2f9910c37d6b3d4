import Foundation

/// Where a view sat in the hierarchy, to put it back. It holds the view and its superview
/// weakly: a presented controller keeps its presenter's placement for the whole presentation,
/// and a strong reference would make a cycle through the window (presenter → presented →
/// placement → window → presenter) that outlives the window.
@preconcurrency @MainActor
struct ViewPlacement {
  var view: UIView? {
    get { viewReference.object }
    set { viewReference = WeakReference(newValue) }
  }
  var viewReference = WeakReference<UIView>(nil)
  var superview: UIView? {
    get { superviewReference.object }
    set { superviewReference = WeakReference(newValue) }
  }
  var superviewReference = WeakReference<UIView>(nil)
  let index: Int
  let frame: CGRect

  init(_ view: UIView) {
    self.viewReference = WeakReference(view)
    self.superviewReference = WeakReference(view.superview)
    self.index = view.superview?.subviews.firstIndex(ofIdentical: view) ?? 0
    self.frame = view.frame
  }

  /// Puts the view back in its recorded superview at its index (or out of the hierarchy), and
  /// back at its recorded frame unless `keepingFrame`; does nothing once the view is gone, and
  /// takes the view out when its superview is gone.
  func restore(keepingFrame: Bool = false) {
    guard let view else { return }
    guard let superview else {
      view.removeFromSuperview()
      return
    }
    if view.superview !== superview
      || superview.subviews.firstIndex(ofIdentical: view)
        != index
    {
      superview.insertSubview(view, at: index)
    }
    if !keepingFrame { view.frame = frame }
  }
}
