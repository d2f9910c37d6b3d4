import HeadlessUI

/// A weak reference to a view, for lists that must not keep views alive.
@MainActor
struct WeakView {
  weak var view: UIView?
}
