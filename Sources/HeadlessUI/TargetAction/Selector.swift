/// The action a gesture recognizer, a control, a bar button item or a display link sends: what
/// `#selector(X)` names on iOS, held as the Swift function `X` itself.
///
/// The porting contract (docs/PORTING.md) replaces `#selector(handlePan(_:))` by the unapplied
/// method `Self.handlePan(_:)`, so a ported file passes a method reference where iOS code passed
/// a selector. Every form an iOS action method takes is accepted:
///
/// - an unapplied method, `Self.handlePan(_:)` or `ViewController.handlePan(_:)`, with the target
///   passed beside it, as `addTarget(self, action: Self.handlePan(_:))`: the target is held
///   weakly, as UIKit holds targets, and once it is gone the action is not sent;
/// - a bound method, or any closure: `handlePan(_:)`, `model.refresh`, with no argument, with the
///   sender (typed as its own class, or `Any`), or, for controls, with the sender and the
///   `UIEvent`. It holds what it captures, as every Swift closure does (see docs/PORTING.md).
///
/// A sender whose type does not match the method's parameter (a method taking a
/// `UITapGestureRecognizer` attached to a pan recognizer) is not called; iOS would call the method
/// with the wrong object.
@preconcurrency @MainActor
public struct Selector {
  /// Calls the action with the target (nil for bound forms), the sender and the event.
  typealias Body = @MainActor (_ target: AnyObject?, _ sender: Any, _ event: UIEvent?) -> Void

  let body: Body
  /// Whether the action needs the target beside it (an unapplied method reference).
  let needsTarget: Bool
  /// The Objective-C name of a selector made from a string (`NSSelectorFromString`); nil for
  /// one made from a method.
  public let name: String?

  /// Whether an object has the method (an unapplied method's type; a bound method or closure
  /// is anyone's; a name only is no one's).
  let isMethod: @MainActor (AnyObject) -> Bool
  /// Whether a class's instances have the method (``isMethod`` for a class).
  let isMethodOfClass: @Sendable (AnyClass) -> Bool

  init(
    needsTarget: Bool, name: String? = nil,
    isMethod: @escaping @MainActor (AnyObject) -> Bool = { _ in true },
    isMethodOfClass: @escaping @Sendable (AnyClass) -> Bool = { _ in true },
    body: @escaping Body
  ) {
    self.needsTarget = needsTarget
    self.name = name
    self.isMethod = isMethod
    self.isMethodOfClass = isMethodOfClass
    self.body = body
  }

  /// A selector that only names a method (`NSSelectorFromString("sharedApplication")`):
  /// without the Objective-C runtime no method is found by name, so sending it does nothing.
  /// `UIApplication.responds(to:)` and `perform(_:)` answer for `sharedApplication`.
  public init(named name: String) {
    self.init(
      needsTarget: false, name: name, isMethod: { _ in false }, isMethodOfClass: { _ in false },
      body: { _, _, _ in })
  }

  // MARK: Bound methods and closures

  /// An action with no argument: `handleTap` for `func handleTap()`.
  public init(_ action: @escaping @MainActor () -> Void) {
    self.init(needsTarget: false) { _, _, _ in action() }
  }

  /// An action taking the sender: `handlePan(_:)` for `func handlePan(_ gr: UIPanGestureRecognizer)`.
  public init<Sender>(_ action: @escaping @MainActor (Sender) -> Void) {
    self.init(needsTarget: false) { _, sender, _ in
      if let sender = sender as? Sender { action(sender) }
    }
  }

  /// An action taking the sender and the event: `touched(_:event:)` for
  /// `func touched(_ sender: UIButton, event: UIEvent)` (controls pass their event; recognizers
  /// pass none, and such an action is not called by a recognizer).
  public init<Sender>(_ action: @escaping @MainActor (Sender, UIEvent) -> Void) {
    self.init(needsTarget: false) { _, sender, event in
      if let sender = sender as? Sender, let event { action(sender, event) }
    }
  }

  // MARK: Unapplied methods (the target passed beside them)

  /// `ViewController.handleTap` for `func handleTap()`.
  public init<Target: AnyObject>(
    _ action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init(
      needsTarget: true, isMethod: { $0 is Target }, isMethodOfClass: { $0 is Target.Type },
      body: { target, _, _ in
        if let target = target as? Target { action(target)() }
      })
  }

  /// `ViewController.handlePan(_:)` for `func handlePan(_ gr: UIPanGestureRecognizer)`.
  public init<Target: AnyObject, Sender>(
    _ action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) {
    self.init(
      needsTarget: true, isMethod: { $0 is Target }, isMethodOfClass: { $0 is Target.Type },
      body: { target, sender, _ in
        if let target = target as? Target, let sender = sender as? Sender { action(target)(sender) }
      })
  }

  /// `ViewController.touched(_:event:)` for `func touched(_ sender: UIButton, event: UIEvent)`.
  public init<Target: AnyObject, Sender>(
    _ action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void
  ) {
    self.init(
      needsTarget: true, isMethod: { $0 is Target }, isMethodOfClass: { $0 is Target.Type },
      body: { target, sender, event in
        if let target = target as? Target, let sender = sender as? Sender, let event {
          action(target)(sender, event)
        }
      })
  }
}

/// One target–action pair of a recognizer or control: the target held weakly (UIKit does not
/// retain targets) and the action.
@preconcurrency @MainActor
struct TargetAction {
  /// The target when it is an object (compared by identity in `removeTarget`).
  weak var target: AnyObject?
  let selector: Selector

  init(target: Any?, selector: Selector) {
    self.target = target.flatMap(Self.object(of:))
    self.selector = selector
  }

  /// Sends the action; an unapplied method whose target is gone is not called.
  func send(from sender: Any, event: UIEvent?) {
    if selector.needsTarget {
      guard let target else { return }
      selector.body(target, sender, event)
    } else {
      selector.body(target, sender, event)
    }
  }

  /// Whether this pair's target is `target` (every pair matches a nil target).
  func matches(_ target: Any?) -> Bool {
    guard let target else { return true }
    guard let object = Self.object(of: target) else { return false }
    return self.target === object
  }

  /// `value` as an object, when it is an instance of a class (never a boxed value).
  static func object(of value: Any) -> AnyObject? {
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
  }
}

/// A selector of the method `name` (see ``Selector/init(named:)``).
// swift-format-ignore: AlwaysUseLowerCamelCase
@preconcurrency @MainActor
public func NSSelectorFromString(_ name: String) -> Selector { Selector(named: name) }

/// The name of `selector`: its Objective-C name when made from a string, else "".
// swift-format-ignore: AlwaysUseLowerCamelCase
@preconcurrency @MainActor
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name ?? "" }

/// Comparing selectors, as `responds(to:)` overrides do (`selector == #selector(x)`,
/// `case #selector(x):`; the port writes a compared `#selector` as ``Selector/init(named:)``).
/// Two selectors are equal when both carry an Objective-C name and the names are the same; a
/// selector made from a method or a closure has none, and equals no other (closures cannot be
/// compared). Selector is not `Equatable`: such a selector is not equal to itself.
extension Selector {
  public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool {
    guard let left = lhs.name, let right = rhs.name else { return false }
    return left == right
  }

  public nonisolated static func != (lhs: Selector, rhs: Selector) -> Bool { !(lhs == rhs) }

  /// `case #selector(x):` in a `switch selector`.
  public nonisolated static func ~= (pattern: Selector, value: Selector) -> Bool {
    pattern == value
  }
}
