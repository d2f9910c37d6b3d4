/// The target–action forms of a ported iOS file, each wrapped in a ``Selector``. The port makes
/// `#selector(tapped(_:))` the unapplied method `Self.tapped(_:)`, whose target is passed beside
/// it and held weakly, as UIKit holds targets; bound methods and closures are accepted too.
extension UIControl {
  /// `addTarget(self, action: tapped, for: .touchUpInside)` for `func tapped()`: a bound method
  /// or closure (it keeps what it captures).
  public func addTarget(
    _ target: Any?, action: @escaping @MainActor () -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: tapped(_:), for: …)` for `func tapped(_ sender: UIButton)` (or
  /// `_ sender: Any`): a bound method or closure.
  public func addTarget<Sender>(
    _ target: Any?, action: @escaping @MainActor (Sender) -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: touched(_:event:), for: …)` for
  /// `func touched(_ sender: UIButton, event: UIEvent)`: a bound method or closure.
  public func addTarget<Sender>(
    _ target: Any?, action: @escaping @MainActor (Sender, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: Self.tapped, for: …)` for `func tapped()`; `target` is held
  /// weakly and its action is not sent once it is gone.
  public func addTarget<Target: AnyObject>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: Self.tapped(_:), for: …)`; `target` is held weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(self, action: Self.touched(_:event:), for: …)`; `target` is held weakly.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Any?,
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

  /// `removeTarget(self, action: Self.tapped, for: …)`: removes every action of `target` for
  /// those events.
  public func removeTarget<Target: AnyObject>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    removeTarget(target, action: nil as Selector?, for: controlEvents)
  }

  /// `removeTarget(self, action: Self.tapped(_:), for: …)`: removes every action of `target`
  /// for those events.
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    removeTarget(target, action: nil as Selector?, for: controlEvents)
  }
}
