import Foundation

/// Foundation's pointer-function options, the part `NSHashTable` and `NSMapTable` are made with
/// (swift-corelibs-foundation has neither).
open class NSPointerFunctions: NSObject {
  /// How a collection holds its members.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Members held strongly (the default).
    public static let strongMemory = Options([])
    /// Members held weakly: a member that goes away leaves the collection.
    public static let weakMemory = Options(rawValue: 5)
    /// Members compared by identity rather than `isEqual`/`hash`.
    public static let objectPointerPersonality = Options(rawValue: 1 << 9)
    /// Members copied when added (kept as given here).
    public static let copyIn = Options(rawValue: 1 << 16)
  }
}

/// The options of an `NSHashTable` (Foundation's spelling).
public typealias NSHashTableOptions = NSPointerFunctions.Options
/// The options of an `NSMapTable` (Foundation's spelling).
public typealias NSMapTableOptions = NSPointerFunctions.Options

/// A reference kept weakly or strongly, compared by identity or by `isEqual`/`hash`.
struct TableMember<Object: AnyObject> {
  weak var weakObject: Object?
  var strongObject: Object?
  let identity: ObjectIdentifier

  init(_ object: Object, weak: Bool) {
    identity = ObjectIdentifier(object)
    if weak { weakObject = object } else { strongObject = object }
  }

  var object: Object? { strongObject ?? weakObject }

  /// Whether the member is `other`: the same object, or (without pointer personality) equal
  /// by `isEqual`.
  func matches(_ other: Object, byIdentity: Bool) -> Bool {
    guard let object else { return false }
    if object === other { return true }
    guard !byIdentity, let a = object as? NSObject, let b = other as? NSObject else { return false }
    return a.isEqual(b)
  }
}

/// A stand-in for Foundation's hash table: a set of objects held strongly or weakly
/// (`weakObjects()`, the usual use: a list of observers that does not keep them alive). Members
/// are kept in the order added (Foundation's order is unspecified; this one is deterministic).
open class NSHashTable<ObjectType: AnyObject>: NSObject {
  private var members: [TableMember<ObjectType>] = []
  private let weak: Bool
  private let byIdentity: Bool

  /// A table with `options` (`.weakMemory`, `.objectPointerPersonality`).
  public init(options: NSHashTableOptions = [], capacity: Int = 0) {
    weak = options.contains(.weakMemory)
    byIdentity = options.contains(.objectPointerPersonality)
  }

  /// A table that holds its members weakly.
  open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

  /// Foundation's older spelling of ``weakObjects()``.
  open class func hashTableWithWeakObjects() -> NSHashTable<ObjectType> { weakObjects() }

  private func compact() { members.removeAll { $0.object == nil } }

  /// Adds `object` unless the table has it.
  open func add(_ object: ObjectType?) {
    guard let object else { return }
    compact()
    guard !members.contains(where: { $0.matches(object, byIdentity: byIdentity) }) else { return }
    members.append(TableMember(object, weak: weak))
  }

  /// Removes `object`.
  open func remove(_ object: ObjectType?) {
    guard let object else { return }
    members.removeAll { $0.object == nil || $0.matches(object, byIdentity: byIdentity) }
  }

  /// Removes every member.
  open func removeAllObjects() { members.removeAll() }

  /// Whether the table has `object`.
  open func contains(_ object: ObjectType?) -> Bool {
    guard let object else { return false }
    return members.contains { $0.matches(object, byIdentity: byIdentity) }
  }

  /// The members alive, in the order added.
  open var allObjects: [ObjectType] { members.compactMap(\.object) }
  /// The first member alive.
  open var anyObject: ObjectType? { allObjects.first }
  /// The number of members alive.
  open var count: Int { allObjects.count }
  /// The members as a set, by identity.
  open var setRepresentation: Set<ObjectIdentifier> { Set(allObjects.map(ObjectIdentifier.init)) }
}

/// A stand-in for Foundation's map table: keys to values, each held strongly or weakly
/// (`weakToStrongObjects()`, `strongToWeakObjects()` …); an entry whose weak key or value went
/// away is gone. Entries are kept in the order added.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
  private var entries: [(key: TableMember<KeyType>, value: TableMember<ObjectType>)] = []
  private let weakKeys: Bool
  private let weakValues: Bool
  private let keysByIdentity: Bool

  /// A table with options for its keys and for its values.
  public init(
    keyOptions: NSMapTableOptions = [], valueOptions: NSMapTableOptions = [], capacity: Int = 0
  ) {
    weakKeys = keyOptions.contains(.weakMemory)
    weakValues = valueOptions.contains(.weakMemory)
    keysByIdentity = keyOptions.contains(.objectPointerPersonality)
  }

  open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
  open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory)
  }
  open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(valueOptions: .weakMemory)
  }
  open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
  }

  private func compact() { entries.removeAll { $0.key.object == nil || $0.value.object == nil } }

  private func index(of key: KeyType) -> Int? {
    entries.firstIndex { $0.key.matches(key, byIdentity: keysByIdentity) && $0.value.object != nil }
  }

  /// The value for `key`.
  open func object(forKey key: KeyType?) -> ObjectType? {
    guard let key, let index = index(of: key) else { return nil }
    return entries[index].value.object
  }

  /// Sets the value for `key` (nil removes it).
  open func setObject(_ object: ObjectType?, forKey key: KeyType?) {
    guard let key else { return }
    compact()
    guard let object else {
      removeObject(forKey: key)
      return
    }
    let value = TableMember(object, weak: weakValues)
    if let index = index(of: key) {
      entries[index].value = value
    } else {
      entries.append((TableMember(key, weak: weakKeys), value))
    }
  }

  /// Removes the value for `key`.
  open func removeObject(forKey key: KeyType?) {
    guard let key else { return }
    entries.removeAll { $0.key.object == nil || $0.key.matches(key, byIdentity: keysByIdentity) }
  }

  /// Removes every entry.
  open func removeAllObjects() { entries.removeAll() }

  /// The number of entries alive.
  open var count: Int { entries.filter { $0.key.object != nil && $0.value.object != nil }.count }

  /// The keys alive, in the order added.
  open var allKeys: [KeyType] {
    entries.compactMap { $0.value.object == nil ? nil : $0.key.object }
  }

  /// The values alive, in the order added.
  open var allValues: [ObjectType] {
    entries.compactMap { $0.key.object == nil ? nil : $0.value.object }
  }

  /// An enumerator of the keys alive.
  open func keyEnumerator() -> NSEnumerator {
    (allKeys as [AnyObject] as NSArray).objectEnumerator()
  }

  /// An enumerator of the values alive.
  open func objectEnumerator() -> NSEnumerator? {
    (allValues as [AnyObject] as NSArray).objectEnumerator()
  }
}

/// Nanoseconds in a second (Dispatch's constant on iOS).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
