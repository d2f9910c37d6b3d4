import HeadlessUI

/// A weak reference to a view, for lists that must not keep views alive.
@MainActor
struct WeakView {
  var view: UIView? {
    get { viewReference.object }
    set { viewReference = WeakReference(newValue) }
  }
  var viewReference = WeakReference<UIView>(nil)
}
