/// The target–action forms of a ported iOS file for display links: the port makes
/// `#selector(step(_:))` the unapplied method `Self.step(_:)`. The link retains its target, as
/// UIKit's does, until it is invalidated.
extension CADisplayLink {
  /// `CADisplayLink(target: self, selector: Self.step)` for `func step()`.
  public convenience init<Target: AnyObject>(
    target: Any, selector: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(target: target, selector: Selector(selector))
  }

  /// `CADisplayLink(target: self, selector: Self.step(_:))` for
  /// `func step(_ link: CADisplayLink)`.
  public convenience init<Target: AnyObject, Sender>(
    target: Any, selector: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(target: target, selector: Selector(selector))
  }

  /// `CADisplayLink(target: self, selector: step)`: a bound method or closure.
  public convenience init(target: Any, selector: @escaping @MainActor () -> Void) {
    self.init(target: target, selector: Selector(selector))
  }

  /// `CADisplayLink(target: self, selector: step(_:))`: a bound method or closure.
  public convenience init<Sender>(
    target: Any, selector: @escaping @MainActor (Sender) -> Void
  ) {
    self.init(target: target, selector: Selector(selector))
  }
}
