import Foundation

/// How ``objc_setAssociatedObject(_:_:_:_:)`` holds a value: the Objective-C runtime's policies,
/// with its raw values. (Its name and its cases are the runtime's, so iOS code compiles as it is.)
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A reference that does not keep the value alive. The Objective-C runtime keeps a dangling
  /// pointer once the value goes away; here the reference is weak and reads nil instead (an
  /// `ASSIGN`ed value type is kept, as there is nothing to dangle).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`'s `copy()`; any other value as it is), held strongly.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference (atomic on iOS; every access here takes a lock anyway).
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// A copy, held strongly (atomic on iOS; every access here takes a lock anyway).
  case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Attaches `value` to `object` under `key`, as the Objective-C runtime's function of the same
/// name does: libraries keep per-object state this way (SnapKit's constraints of a view,
/// Kingfisher's task of an image view, RxCocoa's delegate proxies). Nil removes the value.
///
/// - Parameters:
///   - object: a class instance. A value type is boxed anew on each call, as on iOS, so its
///     associations are never found again.
///   - key: an address that names the association, usually `&someStaticVar`; only the address
///     is used, never what it points to.
///   - value: the value to keep, or nil to remove it.
///   - policy: how the value is held (``objc_AssociationPolicy``).
///
/// The value lives as long as `object` (or until replaced); it is released the next time an
/// association is made or read after `object` went away, not at once (there is no runtime hook
/// on deallocation here). Safe from any thread.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociationTable.shared.set(object as AnyObject, key: UInt(bitPattern: key), value, policy)
}

/// The value attached to `object` under `key` by ``objc_setAssociatedObject(_:_:_:_:)``, or nil.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.value(of: object as AnyObject, key: UInt(bitPattern: key))
}

/// Removes every value attached to `object`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeAll(of: object as AnyObject)
}

/// The associations of every object, by object identity and key address.
///
/// `@unchecked Sendable`: the Objective-C runtime's functions are callable from any thread, so
/// every access to ``entries`` goes through ``lock``. Lookups only: no result depends on the
/// dictionaries' order.
final class AssociationTable: @unchecked Sendable {
  static let shared = AssociationTable()

  private struct Stored {
    var strong: Any?
    weak var weak: AnyObject?
  }

  private struct Entry {
    /// The object, weakly: an identity whose object went away is a stale entry (its address
    /// may be another object's by now).
    weak var owner: AnyObject?
    var values: [UInt: Stored] = [:]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The entry count after the last sweep of stale entries; a sweep runs when it doubles.
  private var sweptCount = 64

  func set(_ object: AnyObject, key: UInt, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let stored = value.map { Self.stored($0, policy) }
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
    entry.values[key] = stored
    entries[id] = entry.values.isEmpty ? nil : entry
    if entries.count > sweptCount * 2 {
      entries = entries.filter { $0.value.owner != nil }
      sweptCount = max(64, entries.count)
    }
  }

  func value(of object: AnyObject, key: UInt) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    guard let entry = entries[id] else { return nil }
    guard entry.owner === object else {
      entries[id] = nil
      return nil
    }
    guard let stored = entry.values[key] else { return nil }
    return stored.strong ?? stored.weak
  }

  func removeAll(of object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    entries[ObjectIdentifier(object)] = nil
  }

  private static func stored(_ value: Any, _ policy: objc_AssociationPolicy) -> Stored {
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      if type(of: value) is AnyClass { return Stored(strong: nil, weak: value as AnyObject) }
      return Stored(strong: value, weak: nil)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      return Stored(strong: (value as? NSCopying)?.copy() ?? value, weak: nil)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return Stored(strong: value, weak: nil)
    }
  }
}
