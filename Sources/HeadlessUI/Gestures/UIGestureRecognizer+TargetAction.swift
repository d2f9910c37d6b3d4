/// The target–action forms of a ported iOS file: `#selector(X)` became the method reference
/// `X`, which these overloads wrap in a ``Selector``.
extension UIGestureRecognizer {
  /// `UIPanGestureRecognizer(target: self, action: handlePan)` for `func handlePan()`.
  public convenience init(target: Any?, action: @escaping @MainActor () -> Void) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: handlePan(_:))` for
  /// `func handlePan(_ gr: UIPanGestureRecognizer)` (or a parameter of type `Any`).
  public convenience init<Sender>(target: Any?, action: @escaping @MainActor (Sender) -> Void) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)` for
  /// `func handlePan()`; `target` is held weakly.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan(_:))` for
  /// `func handlePan(_ gr: UIPanGestureRecognizer)`; `target` is held weakly.
  public convenience init<Target: AnyObject, Sender>(
    target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// `addTarget(self, action: handlePan)` for `func handlePan()`.
  public func addTarget(_ target: Any, action: @escaping @MainActor () -> Void) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: handlePan(_:))` for `func handlePan(_ gr: UIPanGestureRecognizer)`.
  public func addTarget<Sender>(_ target: Any, action: @escaping @MainActor (Sender) -> Void) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: ViewController.handlePan)` for `func handlePan()`; `target` is
  /// held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: ViewController.handlePan(_:))`; `target` is held weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// `removeTarget(self, action: handlePan)`: removes every action of `target` (Swift functions
  /// cannot be compared; see ``removeTarget(_:action:)-(Any?,Selector?)``).
  public func removeTarget(_ target: Any?, action: @escaping @MainActor () -> Void) {
    removeTarget(target, action: nil as Selector?)
  }

  /// `removeTarget(self, action: handlePan(_:))`: removes every action of `target`.
  public func removeTarget<Sender>(_ target: Any?, action: @escaping @MainActor (Sender) -> Void) {
    removeTarget(target, action: nil as Selector?)
  }

  /// `removeTarget(self, action: ViewController.handlePan(_:))`: removes every action of
  /// `target`.
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    removeTarget(target, action: nil as Selector?)
  }
}
