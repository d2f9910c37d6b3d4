/// The target–action forms of a ported iOS file, each wrapped in a ``Selector``. The port makes
/// `#selector(handlePan(_:))` the unapplied method `Self.handlePan(_:)`, whose target is passed
/// beside it and held weakly, as UIKit holds targets; bound methods and closures are accepted too.
extension UIGestureRecognizer {
  /// `UIPanGestureRecognizer(target: self, action: handlePan)` for `func handlePan()`: a bound
  /// method or closure (it keeps what it captures).
  public convenience init(target: Any?, action: @escaping @MainActor () -> Void) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: handlePan(_:))` for
  /// `func handlePan(_ gr: UIPanGestureRecognizer)` (or a parameter of type `Any`): a bound
  /// method or closure.
  public convenience init<Sender>(target: Any?, action: @escaping @MainActor (Sender) -> Void) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: Self.handlePan)` for `func handlePan()`;
  /// `target` is held weakly and its action is not sent once it is gone.
  public convenience init<Target: AnyObject>(
    target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// `UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))` for
  /// `func handlePan(_ gr: UIPanGestureRecognizer)`; `target` is held weakly.
  public convenience init<Target: AnyObject, Sender>(
    target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// `addTarget(self, action: handlePan)` for `func handlePan()`: a bound method or closure.
  public func addTarget(_ target: Any, action: @escaping @MainActor () -> Void) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: handlePan(_:))` for `func handlePan(_ gr: UIPanGestureRecognizer)`:
  /// a bound method or closure.
  public func addTarget<Sender>(_ target: Any, action: @escaping @MainActor (Sender) -> Void) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: Self.handlePan)` for `func handlePan()`; `target` is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Any, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// `addTarget(self, action: Self.handlePan(_:))`; `target` is held weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Any, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
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

  /// `removeTarget(self, action: Self.handlePan)`: removes every action of `target`.
  public func removeTarget<Target: AnyObject>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    removeTarget(target, action: nil as Selector?)
  }

  /// `removeTarget(self, action: Self.handlePan(_:))`: removes every action of `target`.
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    removeTarget(target, action: nil as Selector?)
  }
}
