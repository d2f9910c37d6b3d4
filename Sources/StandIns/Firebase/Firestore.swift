import Foundation

/// Cloud Firestore, on a device with no network: the local cache Firestore keeps.
///
/// Writes (`setData`, `updateData`, `addDocument`, `delete`) change the cache at once and raise
/// the listeners' snapshots, as Firestore's latency compensation does; their completion blocks
/// wait for the server (never, here). A query reads the cache (`metadata.isFromCache` true,
/// possibly empty), as Firestore's default source does offline; reading one document nobody
/// wrote fails with `FirestoreErrorCode.unavailable` (14), Firestore's error for a client that
/// is offline. Everything is told on the main queue; document IDs are made from a counter, in
/// order.
public final class Firestore: @unchecked Sendable {
  private static let shared = Firestore()
  private let lock = NSRecursiveLock()
  /// Documents by path (`collection/id`), with their data.
  private var documents: [String: [String: Any]] = [:]
  private var listeners: [Int: () -> Void] = [:]
  private var nextListener = 0
  private var idCount = 0
  /// Accepted.
  public var settings = FirestoreSettings()

  public static func firestore() -> Firestore { shared }

  public func collection(_ collectionPath: String) -> CollectionReference {
    CollectionReference(firestore: self, path: collectionPath)
  }

  public func document(_ documentPath: String) -> DocumentReference {
    DocumentReference(firestore: self, path: documentPath)
  }

  public func batch() -> WriteBatch { WriteBatch(firestore: self) }

  func newID() -> String {
    lock.lock()
    defer { lock.unlock() }
    idCount += 1
    return "GestureTape" + String(format: "%09d", idCount)
  }

  func data(at path: String) -> [String: Any]? {
    lock.lock()
    defer { lock.unlock() }
    return documents[path]
  }

  func documents(in collection: String) -> [(path: String, data: [String: Any])] {
    lock.lock()
    defer { lock.unlock() }
    let prefix = collection + "/"
    return documents.filter {
      $0.key.hasPrefix(prefix) && !$0.key.dropFirst(prefix.count).contains("/")
    }.map { ($0.key, $0.value) }.sorted { $0.path < $1.path }
  }

  func write(_ data: [String: Any]?, at path: String, merge: Bool) {
    lock.lock()
    if let data {
      var base = merge ? (documents[path] ?? [:]) : [:]
      for (key, value) in data {
        if value is FieldValueDelete {
          base[key] = nil
        } else {
          base[key] = FieldValue.resolved(value, old: base[key])
        }
      }
      documents[path] = base
    } else {
      documents[path] = nil
    }
    let tell = listeners.sorted { $0.key < $1.key }.map(\.value)
    lock.unlock()
    for listener in tell { onMain(listener) }
  }

  func listen(_ body: @escaping () -> Void) -> ListenerRegistration {
    lock.lock()
    nextListener += 1
    let id = nextListener
    listeners[id] = body
    lock.unlock()
    onMain(body)
    return ListenerRegistration { [weak self] in
      self?.lock.lock()
      self?.listeners[id] = nil
      self?.lock.unlock()
    }
  }
}

/// Firestore's settings (accepted).
public struct FirestoreSettings: Sendable {
  public var isPersistenceEnabled = true
  public var areTimestampsInSnapshotsEnabled = true
  public init() {}
}

/// Firestore's error codes (gRPC's values).
public enum FirestoreErrorCode: Int, Sendable, Error {
  case ok = 0
  case cancelled, unknown, invalidArgument, deadlineExceeded, notFound, alreadyExists
  case permissionDenied, resourceExhausted, failedPrecondition, aborted, outOfRange
  case unimplemented, `internal`, unavailable, dataLoss, unauthenticated
}

let FirestoreErrorDomain = "FIRFirestoreErrorDomain"

/// A listener's registration.
public final class ListenerRegistration: @unchecked Sendable {
  private let stop: () -> Void
  init(stop: @escaping () -> Void) { self.stop = stop }
  public func remove() { stop() }
}

/// A query of a collection.
open class Query: @unchecked Sendable {
  let firestore: Firestore
  let collectionPath: String
  var filters: [(field: String, test: (Any?) -> Bool)] = []
  var orders: [(field: String, descending: Bool)] = []
  var limit: Int?

  init(firestore: Firestore, path: String) {
    self.firestore = firestore
    collectionPath = path
  }

  private func copy(_ change: (Query) -> Void) -> Query {
    let query = Query(firestore: firestore, path: collectionPath)
    query.filters = filters
    query.orders = orders
    query.limit = limit
    change(query)
    return query
  }

  public func whereField(_ field: String, isEqualTo value: Any) -> Query {
    copy { $0.filters.append((field, { Query.compare($0, value) == .orderedSame })) }
  }
  public func whereField(_ field: String, isLessThan value: Any) -> Query {
    copy { $0.filters.append((field, { Query.compare($0, value) == .orderedAscending })) }
  }
  public func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Query {
    copy { $0.filters.append((field, { Query.compare($0, value) != .orderedDescending })) }
  }
  public func whereField(_ field: String, isGreaterThan value: Any) -> Query {
    copy { $0.filters.append((field, { Query.compare($0, value) == .orderedDescending })) }
  }
  public func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Query {
    copy { $0.filters.append((field, { Query.compare($0, value) != .orderedAscending })) }
  }
  public func whereField(_ field: String, arrayContains value: Any) -> Query {
    copy {
      $0.filters.append(
        (field, { (($0 as? [Any]) ?? []).contains { Query.compare($0, value) == .orderedSame } }))
    }
  }
  public func order(by field: String) -> Query { order(by: field, descending: false) }
  public func order(by field: String, descending: Bool) -> Query {
    copy { $0.orders.append((field, descending)) }
  }
  public func limit(to limit: Int) -> Query { copy { $0.limit = limit } }

  static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
    if let a = lhs as? Timestamp, let b = rhs as? Timestamp { return compare(a.seconds, b.seconds) }
    return DatabaseTree.compare(lhs, rhs)
  }

  func snapshot() -> QuerySnapshot {
    var rows = firestore.documents(in: collectionPath).filter { row in
      filters.allSatisfy { $0.test(row.data[$0.field]) }
    }
    for order in orders.reversed() {
      rows = rows.enumerated().sorted { lhs, rhs in
        let result = Query.compare(lhs.element.data[order.field], rhs.element.data[order.field])
        if result == .orderedSame { return lhs.offset < rhs.offset }
        return (result == .orderedAscending) != order.descending
      }.map(\.element)
    }
    if let limit { rows = Array(rows.prefix(limit)) }
    return QuerySnapshot(
      documents: rows.map {
        QueryDocumentSnapshot(
          reference: DocumentReference(firestore: firestore, path: $0.path), data: $0.data)
      })
  }

  /// The matching documents in the cache.
  public func getDocuments(completion: @escaping (QuerySnapshot?, Error?) -> Void) {
    let snapshot = self.snapshot()
    onMain { completion(snapshot, nil) }
  }

  public func getDocuments(
    source: FirestoreSource, completion: @escaping (QuerySnapshot?, Error?) -> Void
  ) { getDocuments(completion: completion) }

  /// Tells `listener` the matching documents now and after every write.
  @discardableResult
  public func addSnapshotListener(_ listener: @escaping (QuerySnapshot?, Error?) -> Void)
    -> ListenerRegistration
  {
    var previous: [String: [String: Any]]?
    return firestore.listen { [self] in
      let snapshot = self.snapshot()
      let now = Dictionary(
        uniqueKeysWithValues: snapshot.documents.map { ($0.documentID, $0.data()) })
      if let previous, NSDictionary(dictionary: previous).isEqual(to: now) { return }
      snapshot.computeChanges(from: previous ?? [:])
      previous = now
      listener(snapshot, nil)
    }
  }

  @discardableResult
  public func addSnapshotListener(
    includeMetadataChanges: Bool, listener: @escaping (QuerySnapshot?, Error?) -> Void
  ) -> ListenerRegistration { addSnapshotListener(listener) }
}

/// Where a read comes from (accepted: the cache, always).
public enum FirestoreSource: Int, Sendable {
  case `default`, server, cache
}

/// A collection.
open class CollectionReference: Query, @unchecked Sendable {
  /// The collection's ID.
  public var collectionID: String { String(collectionPath.split(separator: "/").last ?? "") }
  public var path: String { collectionPath }

  public func document(_ documentPath: String) -> DocumentReference {
    DocumentReference(firestore: firestore, path: collectionPath + "/" + documentPath)
  }

  public func document() -> DocumentReference { document(firestore.newID()) }

  @discardableResult
  public func addDocument(data: [String: Any]) -> DocumentReference {
    let reference = document()
    reference.setData(data)
    return reference
  }

  @discardableResult
  public func addDocument(data: [String: Any], completion: ((Error?) -> Void)?) -> DocumentReference
  {
    addDocument(data: data)
  }
}

/// A document.
public final class DocumentReference: @unchecked Sendable {
  let firestore: Firestore
  /// `collection/id`.
  public let path: String

  init(firestore: Firestore, path: String) {
    self.firestore = firestore
    self.path = path
  }

  public var documentID: String { String(path.split(separator: "/").last ?? "") }
  public var parent: CollectionReference {
    CollectionReference(
      firestore: firestore, path: path.split(separator: "/").dropLast().joined(separator: "/"))
  }

  public func collection(_ collectionPath: String) -> CollectionReference {
    CollectionReference(firestore: firestore, path: path + "/" + collectionPath)
  }

  public func setData(_ documentData: [String: Any]) {
    firestore.write(documentData, at: path, merge: false)
  }
  public func setData(_ documentData: [String: Any], completion: ((Error?) -> Void)?) {
    setData(documentData)
  }
  public func setData(_ documentData: [String: Any], merge: Bool) {
    firestore.write(documentData, at: path, merge: merge)
  }
  public func setData(_ documentData: [String: Any], merge: Bool, completion: ((Error?) -> Void)?) {
    setData(documentData, merge: merge)
  }
  public func updateData(_ fields: [AnyHashable: Any]) {
    var data: [String: Any] = [:]
    for (key, value) in fields { data["\(key)"] = value }
    firestore.write(data, at: path, merge: true)
  }
  public func updateData(_ fields: [AnyHashable: Any], completion: ((Error?) -> Void)?) {
    updateData(fields)
  }
  public func delete() { firestore.write(nil, at: path, merge: false) }
  public func delete(completion: ((Error?) -> Void)?) { delete() }

  /// The document from the cache, or (offline, nobody wrote it) `.unavailable`.
  public func getDocument(completion: @escaping (DocumentSnapshot?, Error?) -> Void) {
    if let data = firestore.data(at: path) {
      let snapshot = DocumentSnapshot(reference: self, data: data)
      onMain { completion(snapshot, nil) }
    } else {
      let error = NSError(
        domain: FirestoreErrorDomain, code: FirestoreErrorCode.unavailable.rawValue,
        userInfo: [
          NSLocalizedDescriptionKey: "Failed to get document because the client is offline."
        ])
      onMain { completion(nil, error) }
    }
  }

  public func getDocument(
    source: FirestoreSource, completion: @escaping (DocumentSnapshot?, Error?) -> Void
  ) { getDocument(completion: completion) }

  @discardableResult
  public func addSnapshotListener(_ listener: @escaping (DocumentSnapshot?, Error?) -> Void)
    -> ListenerRegistration
  {
    firestore.listen { [self] in
      listener(DocumentSnapshot(reference: self, data: firestore.data(at: path)), nil)
    }
  }
}

/// A document's snapshot.
open class DocumentSnapshot: @unchecked Sendable {
  public let reference: DocumentReference
  let fields: [String: Any]?
  public let metadata = SnapshotMetadata()

  init(reference: DocumentReference, data: [String: Any]?) {
    self.reference = reference
    fields = data
  }

  public var documentID: String { reference.documentID }
  public var exists: Bool { fields != nil }
  public func data() -> [String: Any]? { fields }
  public func get(_ field: Any) -> Any? { fields?["\(field)"] }
  public subscript(key: String) -> Any? { fields?[key] }
}

/// A document of a query's result.
public final class QueryDocumentSnapshot: DocumentSnapshot, @unchecked Sendable {
  public override func data() -> [String: Any] { fields ?? [:] }
}

/// Where a snapshot came from: the cache, with the writes not yet sent.
public struct SnapshotMetadata: Sendable {
  public let isFromCache = true
  public let hasPendingWrites = true
}

/// What changed about a document since the last snapshot.
public enum DocumentChangeType: Int, Sendable {
  case added, modified, removed
}

/// One change.
public struct DocumentChange: @unchecked Sendable {
  public let type: DocumentChangeType
  public let document: QueryDocumentSnapshot
  public let oldIndex: UInt
  public let newIndex: UInt
}

/// A query's result.
public final class QuerySnapshot: @unchecked Sendable {
  public let documents: [QueryDocumentSnapshot]
  public private(set) var documentChanges: [DocumentChange] = []
  public let metadata = SnapshotMetadata()

  init(documents: [QueryDocumentSnapshot]) {
    self.documents = documents
    documentChanges = documents.enumerated().map {
      DocumentChange(
        type: .added, document: $0.element, oldIndex: UInt.max, newIndex: UInt($0.offset))
    }
  }

  func computeChanges(from previous: [String: [String: Any]]) {
    documentChanges = documents.enumerated().compactMap { index, document in
      guard let before = previous[document.documentID] else {
        return DocumentChange(
          type: .added, document: document, oldIndex: UInt.max, newIndex: UInt(index))
      }
      guard !NSDictionary(dictionary: before).isEqual(to: document.data()) else { return nil }
      return DocumentChange(
        type: .modified, document: document, oldIndex: UInt(index), newIndex: UInt(index))
    }
  }

  public var isEmpty: Bool { documents.isEmpty }
  public var count: Int { documents.count }
}

/// A batch of writes, applied on `commit`.
public final class WriteBatch: @unchecked Sendable {
  let firestore: Firestore
  private var writes: [() -> Void] = []

  init(firestore: Firestore) { self.firestore = firestore }

  @discardableResult
  public func setData(_ data: [String: Any], forDocument document: DocumentReference) -> WriteBatch
  {
    writes.append { document.setData(data) }
    return self
  }
  @discardableResult
  public func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference)
    -> WriteBatch
  {
    writes.append { document.updateData(fields) }
    return self
  }
  @discardableResult
  public func deleteDocument(_ document: DocumentReference) -> WriteBatch {
    writes.append { document.delete() }
    return self
  }
  public func commit() { for write in writes { write() } }
  public func commit(completion: ((Error?) -> Void)?) { commit() }
}

/// A point in time, as Firestore stores it.
public final class Timestamp: @unchecked Sendable {
  public let seconds: Int64
  public let nanoseconds: Int32

  public init(seconds: Int64, nanoseconds: Int32) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  public convenience init(date: Date) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    self.init(
      seconds: Int64(seconds), nanoseconds: Int32((date.timeIntervalSince1970 - seconds) * 1e9))
  }

  public func dateValue() -> Date {
    Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
  }
}

/// Sentinel field values.
public enum FieldValue {
  /// The server's time of the write: until the server sets it (never, offline) the field
  /// reads as `NSNull`, as Firestore's default `serverTimestampBehavior` gives it.
  public static func serverTimestamp() -> Any { FieldValueServerTimestamp() }
  public static func delete() -> Any { FieldValueDelete() }
  public static func arrayUnion(_ elements: [Any]) -> Any {
    FieldValueArray(union: true, elements: elements)
  }
  public static func arrayRemove(_ elements: [Any]) -> Any {
    FieldValueArray(union: false, elements: elements)
  }
  public static func increment(_ l: Int64) -> Any { FieldValueIncrement(by: Double(l)) }
  public static func increment(_ d: Double) -> Any { FieldValueIncrement(by: d) }

  static func resolved(_ value: Any, old: Any?) -> Any {
    switch value {
    case is FieldValueServerTimestamp: return NSNull()
    case let array as FieldValueArray:
      var current = (old as? [Any]) ?? []
      for element in array.elements {
        let index = current.firstIndex { Query.compare($0, element) == .orderedSame }
        if array.union, index == nil { current.append(element) }
        if !array.union, let index { current.remove(at: index) }
      }
      return current
    case let increment as FieldValueIncrement:
      return (DatabaseTree.number(old) ?? 0) + increment.by
    default: return value
    }
  }
}

struct FieldValueServerTimestamp {}
struct FieldValueDelete {}
struct FieldValueArray {
  let union: Bool
  let elements: [Any]
}
struct FieldValueIncrement {
  let by: Double
}
