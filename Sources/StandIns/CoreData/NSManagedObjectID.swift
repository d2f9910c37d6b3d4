import Foundation
import HeadlessUI

/// The identity of a managed object: its entity and its row in a store. An object not yet
/// saved has a temporary ID, which saving replaces with a permanent one.
open class NSManagedObjectID: NSObject, @unchecked Sendable, KeyValueIdentifying {
  /// The object's entity.
  open private(set) var entity: NSEntityDescription
  /// Whether the object has not been saved yet.
  open var isTemporaryID: Bool { key.primaryKey == nil }
  /// The store the row lives in.
  open weak var persistentStore: NSPersistentStore?
  let key: RowKey

  init(entity: NSEntityDescription, key: RowKey, store: NSPersistentStore?) {
    self.entity = entity
    self.key = key
    persistentStore = store
    super.init()
  }

  /// `x-coredata://STORE/ENTITY/pN` for a saved object, `x-coredata:///ENTITY/tTOKEN` for a new
  /// one, as iOS writes them.
  open func uriRepresentation() -> URL {
    if let primaryKey = key.primaryKey {
      return URL(string: "x-coredata://\(key.store)/\(key.entity)/p\(primaryKey)")!
    }
    return URL(string: "x-coredata:///\(key.entity)/t\(key.temporary)")!
  }

  public var keyValueIdentity: AnyHashable { key }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSManagedObjectID)?.key == key
  }

  open override var hash: Int { key.hashValue }

  open override var description: String { uriRepresentation().absoluteString }
}

/// Where a row is: the store, the root entity of its hierarchy and its primary key (nil, and a
/// temporary token, before its first save).
struct RowKey: Hashable, Sendable {
  var store: String
  var entity: String
  var primaryKey: Int64?
  var temporary: Int

  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    lhs.store == rhs.store && lhs.entity == rhs.entity && lhs.primaryKey == rhs.primaryKey
      && (lhs.primaryKey != nil || lhs.temporary == rhs.temporary)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(entity)
    hasher.combine(primaryKey)
    if primaryKey == nil { hasher.combine(temporary) }
  }
}
