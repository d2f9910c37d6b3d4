/// The target–action forms of a ported iOS file (`#selector(X)` became the method reference
/// `X`), each wrapped in a ``Selector``.
extension UIControl {
  /// `addTarget(self, action: tapped, for: .touchUpInside)` for `func tapped()`.
  public func addTarget(
    _ target: Any?, action: @escaping @MainActor () -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: tapped(_:), for: …)` for `func tapped(_ sender: UIButton)` (or
  /// `_ sender: Any`).
  public func addTarget<Sender>(
    _ target: Any?, action: @escaping @MainActor (Sender) -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: touched(_:event:), for: …)` for
  /// `func touched(_ sender: UIButton, event: UIEvent)`.
  public func addTarget<Sender>(
    _ target: Any?, action: @escaping @MainActor (Sender, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: ViewController.tapped, for: …)` for `func tapped()`; `target` is
  /// held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: ViewController.tapped(_:), for: …)`; `target` is held weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: ViewController.touched(_:event:), for: …)`; `target` is held
  /// weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target,
    action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `removeTarget(self, action: tapped, for: …)`: removes every action of `target` for those
  /// events (Swift functions cannot be compared).
  public func removeTarget(
    _ target: Any?, action: @escaping @MainActor () -> Void, for controlEvents: Event
  ) {
    removeTarget(target, action: nil as Selector?, for: controlEvents)
  }

  /// `removeTarget(self, action: tapped(_:), for: …)`: removes every action of `target` for
  /// those events.
  public func removeTarget<Sender>(
    _ target: Any?, action: @escaping @MainActor (Sender) -> Void, for controlEvents: Event
  ) {
    removeTarget(target, action: nil as Selector?, for: controlEvents)
  }
}
