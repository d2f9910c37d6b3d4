import Foundation

/// What a Realtime Database observer is told about (Firebase's raw values).
public enum DataEventType: Int, Sendable {
  case childAdded, childRemoved, childChanged, childMoved, value
}

/// An observer's handle.
public typealias DatabaseHandle = UInt

/// The Realtime Database, on a device with no network: the local cache Firebase keeps.
///
/// What the app writes (`setValue`, `updateChildValues`, `removeValue`, `childByAutoId`) goes
/// into the local tree at once and raises the local events Firebase raises for a write, so a
/// screen that writes and observes its own data works (a location above written ones shows
/// them). A location nobody wrote, nor anything above or below it, is unknown: as
/// Firebase offline, its observers are never called (the server would answer), and neither
/// are the completion blocks of writes (they wait for the server's acknowledgement). Events
/// come on the main queue. Push IDs (`childByAutoId`) are made from a counter, in order, so a
/// replay makes the same keys every run.
public final class Database: @unchecked Sendable {
  private static let shared = Database(url: nil)
  let tree = DatabaseTree()
  /// The database's URL, when one was given.
  public let url: String?
  /// Accepted (the cache is in memory).
  public var isPersistenceEnabled = false
  /// Accepted.
  public var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024
  public var callbackQueue: DispatchQueue = .main

  init(url: String?) { self.url = url }

  /// The default app's database.
  public static func database() -> Database { shared }
  /// The database at `url`.
  public static func database(url: String) -> Database { shared }

  /// The root.
  public func reference() -> DatabaseReference { DatabaseReference(database: self, path: []) }
  /// The location at `path` (slash-separated).
  public func reference(withPath path: String) -> DatabaseReference {
    DatabaseReference(database: self, path: DatabaseTree.components(path))
  }
  /// The location `url` names (its path).
  public func reference(fromURL url: String) -> DatabaseReference {
    reference(withPath: URL(string: url)?.path ?? "")
  }

  public func goOnline() {}
  public func goOffline() {}
  public func purgeOutstandingWrites() {}
}

/// A query: a location with an order and a window.
open class DatabaseQuery: @unchecked Sendable {
  let database: Database
  let path: [String]
  var constraints = QueryConstraints()

  init(database: Database, path: [String], constraints: QueryConstraints = QueryConstraints()) {
    self.database = database
    self.path = path
    self.constraints = constraints
  }

  /// The location queried.
  public var ref: DatabaseReference { DatabaseReference(database: database, path: path) }

  private func with(_ change: (inout QueryConstraints) -> Void) -> DatabaseQuery {
    var constraints = self.constraints
    change(&constraints)
    return DatabaseQuery(database: database, path: path, constraints: constraints)
  }

  public func queryOrdered(byChild key: String) -> DatabaseQuery { with { $0.order = .child(key) } }
  public func queryOrderedByKey() -> DatabaseQuery { with { $0.order = .key } }
  public func queryOrderedByValue() -> DatabaseQuery { with { $0.order = .value } }
  public func queryOrderedByPriority() -> DatabaseQuery { with { $0.order = .key } }
  public func queryLimited(toFirst limit: UInt) -> DatabaseQuery { with { $0.first = Int(limit) } }
  public func queryLimited(toLast limit: UInt) -> DatabaseQuery { with { $0.last = Int(limit) } }
  public func queryStarting(atValue startValue: Any?) -> DatabaseQuery {
    with { $0.start = startValue }
  }
  public func queryStarting(atValue startValue: Any?, childKey: String?) -> DatabaseQuery {
    with { $0.start = startValue }
  }
  public func queryEnding(atValue endValue: Any?) -> DatabaseQuery { with { $0.end = endValue } }
  public func queryEnding(atValue endValue: Any?, childKey: String?) -> DatabaseQuery {
    with { $0.end = endValue }
  }
  public func queryEqual(toValue value: Any?) -> DatabaseQuery {
    with {
      $0.start = value
      $0.end = value
    }
  }
  public func queryEqual(toValue value: Any?, childKey: String?) -> DatabaseQuery {
    queryEqual(toValue: value)
  }

  /// Tells `block` about `eventType` at this location, now if it is known and at every change.
  @discardableResult
  public func observe(_ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void)
    -> DatabaseHandle
  {
    database.tree.observe(self, eventType, once: false) { snapshot, _ in block(snapshot) }
  }

  @discardableResult
  public func observe(
    _ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
    withCancel cancelBlock: ((Error) -> Void)?
  ) -> DatabaseHandle {
    observe(eventType, with: block)
  }

  @discardableResult
  public func observe(
    _ eventType: DataEventType,
    andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void
  ) -> DatabaseHandle {
    database.tree.observe(self, eventType, once: false, block)
  }

  @discardableResult
  public func observe(
    _ eventType: DataEventType,
    andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void,
    withCancel cancelBlock: ((Error) -> Void)?
  ) -> DatabaseHandle {
    database.tree.observe(self, eventType, once: false, block)
  }

  /// Tells `block` once, when this location is known.
  public func observeSingleEvent(
    of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void
  ) {
    database.tree.observe(self, eventType, once: true) { snapshot, _ in block(snapshot) }
  }

  public func observeSingleEvent(
    of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
    withCancel cancelBlock: ((Error) -> Void)?
  ) {
    observeSingleEvent(of: eventType, with: block)
  }

  public func observeSingleEvent(
    of eventType: DataEventType,
    andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void
  ) {
    database.tree.observe(self, eventType, once: true, block)
  }

  /// Reads the location once (Firebase 8's `getData`): fails offline when nobody wrote it.
  public func getData(completion block: @escaping (Error?, DataSnapshot?) -> Void) {
    if database.tree.isKnown(path) {
      let snapshot = database.tree.snapshot(self)
      onMain { block(nil, snapshot) }
    } else {
      onMain { block(FirebaseErrors.network("database"), nil) }
    }
  }

  public func removeObserver(withHandle handle: DatabaseHandle) {
    database.tree.removeObserver(handle)
  }

  public func removeAllObservers() { database.tree.removeObservers(at: path) }
  public func keepSynced(_ keepSynced: Bool) {}
}

/// A location of the database.
open class DatabaseReference: DatabaseQuery, @unchecked Sendable {
  init(database: Database, path: [String]) {
    super.init(database: database, path: path)
  }

  /// The last component of the path (nil at the root).
  public var key: String? { path.last }
  /// The location above (nil at the root).
  public var parent: DatabaseReference? {
    path.isEmpty ? nil : DatabaseReference(database: database, path: Array(path.dropLast()))
  }
  /// The root.
  public var root: DatabaseReference { DatabaseReference(database: database, path: []) }
  /// The URL of the location.
  public var url: String {
    (database.url ?? "https://gesturetape.firebaseio.com") + "/" + path.joined(separator: "/")
  }

  /// The location `pathString` below this one.
  public func child(_ pathString: String) -> DatabaseReference {
    DatabaseReference(database: database, path: path + DatabaseTree.components(pathString))
  }

  /// A new child with a push ID.
  public func childByAutoId() -> DatabaseReference {
    DatabaseReference(database: database, path: path + [database.tree.pushID()])
  }

  public func setValue(_ value: Any?) { database.tree.set(value, at: path) }
  public func setValue(
    _ value: Any?, withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
  ) {
    setValue(value)
  }
  public func setValue(_ value: Any?, andPriority priority: Any?) { setValue(value) }
  public func setValue(
    _ value: Any?, andPriority priority: Any?,
    withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
  ) { setValue(value) }
  public func setPriority(_ priority: Any?) {}

  public func updateChildValues(_ values: [AnyHashable: Any]) {
    database.tree.update(values, at: path)
  }
  public func updateChildValues(
    _ values: [AnyHashable: Any],
    withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
  ) { updateChildValues(values) }

  public func removeValue() { database.tree.set(nil, at: path) }
  public func removeValue(completionBlock block: @escaping (Error?, DatabaseReference) -> Void) {
    removeValue()
  }

  public func onDisconnectSetValue(_ value: Any?) {}
  public func onDisconnectRemoveValue() {}
  public func cancelDisconnectOperations() {}

  public var description: String { url }
}

/// A snapshot of a location: its value (nested dictionaries, arrays, strings, numbers; `NSNull`
/// where there is nothing) and its children in the query's order.
open class DataSnapshot: @unchecked Sendable {
  /// The location's key.
  public let key: String
  /// The value (`NSNull()` when there is none).
  public let value: Any?
  /// The location.
  public let ref: DatabaseReference
  let childList: [DataSnapshot]
  let raw: Any?

  init(key: String, raw: Any?, ref: DatabaseReference, children: [DataSnapshot]) {
    self.key = key
    self.raw = raw
    value = DatabaseTree.readable(raw) ?? NSNull()
    self.ref = ref
    childList = children
  }

  /// Whether there is a value.
  public func exists() -> Bool { raw != nil }
  /// Whether the child at `childPathString` has a value.
  public func hasChild(_ childPathString: String) -> Bool {
    DatabaseTree.value(in: raw, at: DatabaseTree.components(childPathString)) != nil
  }
  /// Whether there are children.
  public func hasChildren() -> Bool { !childList.isEmpty }
  /// How many children.
  public var childrenCount: UInt { UInt(childList.count) }
  /// The children, in order, as an enumerator of snapshots.
  public var children: NSEnumerator { (childList as NSArray).objectEnumerator() }
  /// The snapshot of the child at `childPathString`.
  public func childSnapshot(forPath childPathString: String) -> DataSnapshot {
    let components = DatabaseTree.components(childPathString)
    let ref = self.ref.child(childPathString)
    let raw = DatabaseTree.value(in: self.raw, at: components)
    return DatabaseTree.snapshot(key: components.last ?? key, raw: raw, ref: ref, order: .key)
  }
  /// Firebase's priority (none here).
  public var priority: Any? { nil }
}

/// Firebase 3's names.
public enum FIRDatabase {
  public static func database() -> Database { Database.database() }
}
public typealias FIRDatabaseReference = DatabaseReference
public typealias FIRDatabaseQuery = DatabaseQuery
public typealias FIRDataSnapshot = DataSnapshot
public typealias FIRDataEventType = DataEventType
public typealias FIRDatabaseHandle = DatabaseHandle

/// Firebase 2's client (`Firebase(url:)`, before the Firebase SDK split into products).
open class Firebase: @unchecked Sendable {
  let reference: DatabaseReference

  public init!(url: String) {
    reference = Database.database(url: url).reference(fromURL: url)
  }

  init(reference: DatabaseReference) { self.reference = reference }

  public var key: String! { reference.key }
  public func child(byAppendingPath pathString: String?) -> Firebase! {
    Firebase(reference: reference.child(pathString ?? ""))
  }
  public func childByAutoId() -> Firebase! { Firebase(reference: reference.childByAutoId()) }
  public func setValue(_ value: Any?) { reference.setValue(value) }
  public func updateChildValues(_ values: [AnyHashable: Any]) {
    reference.updateChildValues(values)
  }
  public func removeValue() { reference.removeValue() }
  public func queryLimited(toFirst limit: UInt) -> FQuery! {
    FQuery(query: reference.queryLimited(toFirst: limit))
  }
  public func queryLimited(toLast limit: UInt) -> FQuery! {
    FQuery(query: reference.queryLimited(toLast: limit))
  }
  public func queryOrdered(byChild key: String) -> FQuery! {
    FQuery(query: reference.queryOrdered(byChild: key))
  }
  @discardableResult
  public func observe(_ eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!) -> UInt {
    reference.observe(eventType) { block?($0) }
  }
  public func observeSingleEvent(of eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!)
  {
    reference.observeSingleEvent(of: eventType) { block?($0) }
  }
  public func observeSingleEvent(
    of eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!,
    withCancel cancelBlock: ((Error?) -> Void)!
  ) {
    reference.observeSingleEvent(of: eventType) { block?($0) }
  }
  public func removeAllObservers() { reference.removeAllObservers() }
}

/// Firebase 2's query.
open class FQuery: @unchecked Sendable {
  let query: DatabaseQuery
  init(query: DatabaseQuery) { self.query = query }

  @discardableResult
  public func observe(_ eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!) -> UInt {
    query.observe(eventType) { block?($0) }
  }
  public func observeSingleEvent(of eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!)
  {
    query.observeSingleEvent(of: eventType) { block?($0) }
  }
  public func observeSingleEvent(
    of eventType: FEventType, with block: ((FDataSnapshot?) -> Void)!,
    withCancel cancelBlock: ((Error?) -> Void)!
  ) {
    query.observeSingleEvent(of: eventType) { block?($0) }
  }
  public func queryLimited(toFirst limit: UInt) -> FQuery! {
    FQuery(query: query.queryLimited(toFirst: limit))
  }
}

public typealias FDataSnapshot = DataSnapshot
public typealias FEventType = DataEventType
