import Foundation
import HeadlessUI

/// A request to a store: a fetch, a batch update or a batch delete.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
  /// The stores it reads (every store of the coordinator when nil).
  open var affectedStores: [NSPersistentStore]?
}

/// What a fetch answers (Apple's raw values).
public struct NSFetchRequestResultType: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = Self([])
  public static let managedObjectIDResultType = Self(rawValue: 1)
  public static let dictionaryResultType = Self(rawValue: 2)
  public static let countResultType = Self(rawValue: 4)
}

/// A fetch: an entity, a predicate, an order, a window.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest,
  @unchecked Sendable
{
  /// The entity's name.
  open var entityName: String?
  /// The entity (found by name in the context's model when not set).
  open var entity: NSEntityDescription?
  /// Which objects match (all when nil).
  open var predicate: NSPredicate?
  /// Their order (the store's, which is insertion order here, when nil).
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many (0: no limit).
  open var fetchLimit = 0
  /// Skips this many first.
  open var fetchOffset = 0
  /// Accepted; every object is loaded at once here.
  open var fetchBatchSize = 0
  /// What the fetch answers.
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Whether objects inserted or changed in the context and not saved take part (true).
  open var includesPendingChanges = true
  /// Whether subentities' objects match too (true).
  open var includesSubentities = true
  /// The properties a dictionary result holds (names or descriptions; every attribute when nil).
  open var propertiesToFetch: [Any]?
  /// Accepted: objects are never faults here.
  open var returnsObjectsAsFaults = true
  /// Accepted: values are loaded with every object.
  open var includesPropertyValues = true
  /// Accepted: related objects are loaded with every object.
  open var relationshipKeyPathsForPrefetching: [String]?
  /// Whether a dictionary result holds each distinct value once.
  open var returnsDistinctResults = false
  /// Accepted: a fetched object's values are the context's.
  open var shouldRefreshRefetchedObjects = false

  /// A request for every object of `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }

  /// A request with no entity yet (set `entity` or `entityName`).
  public override init() {
    super.init()
  }

  /// Runs the request in the context of the current `perform` block (iOS 10's `execute()`).
  open func execute() throws -> [ResultType] {
    guard let context = NSManagedObjectContext.current else {
      throw CoreDataError.store(
        134060, "execute() runs only inside a context's perform block", url: nil)
    }
    return try context.fetch(self)
  }
}

/// What a batch request answers.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch update or delete answers (Apple's raw values).
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
  case statusOnlyResultType = 0
  case updatedObjectIDsResultType, updatedObjectsCountResultType
}

/// A batch delete's result type (Apple's raw values).
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
  case resultTypeStatusOnly = 0
  case resultTypeObjectIDs, resultTypeCount
}

/// The result of a batch update.
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
  /// `true`, the object IDs, or the count, by the request's result type.
  open private(set) var result: Any?
  /// The type of `result`.
  open private(set) var resultType: NSBatchUpdateRequestResultType

  init(result: Any?, resultType: NSBatchUpdateRequestResultType) {
    self.result = result
    self.resultType = resultType
    super.init()
  }
}

/// The result of a batch delete.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
  open private(set) var result: Any?
  open private(set) var resultType: NSBatchDeleteRequestResultType

  init(result: Any?, resultType: NSBatchDeleteRequestResultType) {
    self.result = result
    self.resultType = resultType
    super.init()
  }
}

/// Sets properties of every matching row in the store, past the contexts (as on iOS, the
/// contexts' objects keep their values until refreshed or merged).
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// The entity's name.
  open var entityName: String
  /// Which rows (all when nil).
  open var predicate: NSPredicate?
  /// The new values, by property name.
  open var propertiesToUpdate: [AnyHashable: Any]?
  /// What the result holds.
  open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
  /// Whether subentities' rows change too.
  open var includesSubentities = true

  /// A batch update of `entityName`'s rows.
  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }

  /// A batch update of `entity`'s rows.
  public convenience init(entity: NSEntityDescription) {
    self.init(entityName: entity.name ?? "")
  }
}

/// Deletes every row a fetch request matches, past the contexts.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// The rows it deletes.
  public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
  /// What the result holds.
  open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

  /// Deletes what `fetch` matches.
  public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
    fetchRequest = fetch
    super.init()
  }

  /// Deletes the rows of `objectIDs`.
  public init(objectIDs: [NSManagedObjectID]) {
    let request = NSFetchRequest<NSFetchRequestResult>(
      entityName: objectIDs.first?.entity.name ?? "")
    let keys = Set(objectIDs.map(\.key))
    request.predicate = NSPredicate { object, _ in
      (object as? NSManagedObject).map { keys.contains($0.objectID.key) } ?? false
    }
    fetchRequest = request
    super.init()
  }
}
