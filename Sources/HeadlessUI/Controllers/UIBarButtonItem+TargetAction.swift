/// The target–action forms of a ported iOS file for bar button items, each wrapped in a
/// ``Selector``: the port makes `#selector(doneTapped)` the unapplied method `Self.doneTapped`,
/// whose target is held weakly; a bound method or closure keeps what it captures.
extension UIBarButtonItem {
  /// `UIBarButtonItem(title: "Done", style: .done, target: self, action: Self.done)` for
  /// `func done()`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(title:style:target:action: Self.done(_:))` for
  /// `func done(_ sender: UIBarButtonItem)` (or `Any`).
  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(title:style:target:action: done)`: a bound method or closure.
  public convenience init(
    title: String?, style: Style, target: Any?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(title:style:target:action: done(_:))`: a bound method or closure.
  public convenience init<Sender>(
    title: String?, style: Style, target: Any?, action: @escaping @MainActor (Sender) -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(image:style:target:action: Self.close)` for `func close()`.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(image: image, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(image:style:target:action: Self.close(_:))`.
  public convenience init<Target: AnyObject, Sender>(
    image: UIImage?, style: Style, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(image: image, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(image:style:target:action: close)`: a bound method or closure.
  public convenience init(
    image: UIImage?, style: Style, target: Any?, action: @escaping @MainActor () -> Void
  ) {
    self.init(image: image, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(image:style:target:action: close(_:))`: a bound method or closure.
  public convenience init<Sender>(
    image: UIImage?, style: Style, target: Any?, action: @escaping @MainActor (Sender) -> Void
  ) {
    self.init(image: image, style: style, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)`.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(barButtonSystemItem:target:action: Self.done(_:))`.
  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(barButtonSystemItem:target:action: done)`: a bound method or closure.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }

  /// `UIBarButtonItem(barButtonSystemItem:target:action: done(_:))`: a bound method or closure.
  public convenience init<Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: @escaping @MainActor (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }
}
