import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` in the port's form: the port makes
/// `#selector(keyboardWillShow(_:))` the unapplied method `Self.keyboardWillShow(_:)`, and
/// swift-corelibs-foundation has no selector form at all (it has no Objective-C runtime), so a
/// ported file that observes notifications the iOS way would not compile.
///
/// As on iOS 9 and later, the center does not keep the observer: it is held weakly and is sent
/// nothing once it is gone ("If your app targets iOS 9.0 and later or macOS 10.11 and later, you
/// don't need to unregister an observer that you created with this function", Apple's
/// `addObserver(_:selector:name:object:)` page). The method runs synchronously on the posting
/// thread, which must be the main thread here (UIKit's notifications are posted there; a
/// replay posts nothing from elsewhere).
extension NotificationCenter {
  /// `addObserver(self, selector: Self.keyboardWillShow(_:), name: …, object: nil)` for
  /// `func keyboardWillShow(_ notification: Notification)`.
  ///
  /// - Parameters:
  ///   - observer: the object whose method is called; held weakly.
  ///   - selector: the unapplied method, called with the notification.
  ///   - name: the notification's name; nil for every name.
  ///   - object: the sender to listen to; nil for any.
  @preconcurrency @MainActor
  public func addObserver<Observer: AnyObject>(
    _ observer: Any,
    selector: @escaping @MainActor (Observer) -> @MainActor (Notification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { observer, notification in
      selector(observer)(notification)
    }
  }

  /// `addObserver(self, selector: Self.keyboardWillShow(_:), name: …, object: nil)` for
  /// `func keyboardWillShow(_ notification: NSNotification)`, as Swift 3 and 4 code writes it
  /// (iOS passes the notification bridged; here an `NSNotification` of the same name, object
  /// and user info).
  ///
  /// - Parameters:
  ///   - observer: the object whose method is called; held weakly.
  ///   - selector: the unapplied method, called with the notification.
  ///   - name: the notification's name; nil for every name.
  ///   - object: the sender to listen to; nil for any.
  @preconcurrency @MainActor
  public func addObserver<Observer: AnyObject>(
    _ observer: Any,
    selector: @escaping @MainActor (Observer) -> @MainActor (NSNotification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { observer, notification in
      selector(observer)(
        NSNotification(
          name: notification.name, object: notification.object, userInfo: notification.userInfo))
    }
  }

  /// `addObserver(self, selector: Self.appDidBecomeActive, name: …, object: nil)` for a method
  /// that takes no argument.
  ///
  /// - Parameters:
  ///   - observer: the object whose method is called; held weakly.
  ///   - selector: the unapplied method.
  ///   - name: the notification's name; nil for every name.
  ///   - object: the sender to listen to; nil for any.
  @preconcurrency @MainActor
  public func addObserver<Observer: AnyObject>(
    _ observer: Any,
    selector: @escaping @MainActor (Observer) -> @MainActor () -> Void,
    name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { observer, _ in selector(observer)() }
  }

  /// `addObserver(self, selector: selector, name: …, object: nil)` for a ``Selector`` value
  /// (one kept in a variable or a list, as `Selector(Self.appDidBecomeActive)`): the method is
  /// called with the notification when it takes one.
  ///
  /// - Parameters:
  ///   - observer: the object whose method is called; held weakly.
  ///   - selector: the action.
  ///   - name: the notification's name; nil for every name.
  ///   - object: the sender to listen to; nil for any.
  @preconcurrency @MainActor
  public func addObserver(
    _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { (observer: AnyObject, notification) in
      selector.body(observer, notification, nil)
    }
  }

  /// Removes every observation `observer` made with the selector form (and, as Foundation's
  /// own `removeObserver(_:)` does, the block observations it was handed back as tokens).
  ///
  /// - Parameter observer: the observer given to `addObserver(_:selector:name:object:)`.
  @preconcurrency @MainActor
  public func removeObserver(_ observer: AnyObject) {
    removeSelectorObservations(of: observer, name: nil)
    removeObserver(observer as Any)
  }

  /// Removes `observer`'s selector-form observations of `name` (of every name when nil).
  /// `object` is not compared: the observations of that name from every sender go.
  ///
  /// - Parameters:
  ///   - observer: the observer given to `addObserver(_:selector:name:object:)`.
  ///   - name: the notification's name; nil for all.
  ///   - object: the sender (not compared).
  @preconcurrency @MainActor
  public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
    removeSelectorObservations(of: observer, name: name)
    removeObserver(observer as Any, name: name, object: object)
  }

  @MainActor
  private func observe<Observer: AnyObject>(
    _ observer: Any, name: Notification.Name?, object: Any?,
    call: @escaping @MainActor (Observer, Notification) -> Void
  ) {
    guard let target = observer as? Observer else { return }
    let reference = SelectorObservations.WeakObserver(target)
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      // The block runs synchronously on the posting thread, which `assumeIsolated` checks is the
      // main one: the notification never leaves the thread it was posted on.
      let posted = SelectorObservations.Posted(notification: notification)
      MainActor.assumeIsolated {
        guard let observer = reference.object as? Observer else { return }
        call(observer, posted.notification)
      }
    }
    SelectorObservations.add(
      .init(observer: reference, name: name, token: token), for: ObjectIdentifier(target))
  }

  @MainActor
  private func removeSelectorObservations(of observer: AnyObject, name: Notification.Name?) {
    for observation in SelectorObservations.remove(for: ObjectIdentifier(observer), name: name) {
      removeObserver(observation.token)
    }
  }
}

/// The observations the selector form made, by observer, so that `removeObserver(self)` finds
/// them (Foundation's block observations are removed through their tokens).
@MainActor
enum SelectorObservations {
  /// The observer, held weakly (Swift's `weak`: the observer may be any class). Read on the
  /// main actor only; the box crosses into Foundation's `@Sendable` block and back.
  final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// A notification handed to the main actor on the thread it was posted on (see `observe`).
  struct Posted: @unchecked Sendable {
    let notification: Notification
  }

  struct Observation {
    let observer: WeakObserver
    let name: Notification.Name?
    let token: any NSObjectProtocol
  }

  private static var byObserver: [ObjectIdentifier: [Observation]] = [:]

  static func add(_ observation: Observation, for observer: ObjectIdentifier) {
    // An identifier of an object that is gone may be reused: drop what the old one left.
    var list = (byObserver[observer] ?? []).filter { $0.observer.object != nil }
    list.append(observation)
    byObserver[observer] = list
  }

  /// Takes out `observer`'s observations of `name` (all when nil), in the order they were made.
  static func remove(for observer: ObjectIdentifier, name: Notification.Name?) -> [Observation] {
    guard let list = byObserver[observer] else { return [] }
    let removed = list.filter { name == nil || $0.name == name }
    let kept = list.filter { name != nil && $0.name != name }
    byObserver[observer] = kept.isEmpty ? nil : kept
    return removed
  }
}
