import Foundation
import HeadlessUI

/// How a context runs the blocks given to `perform` (Apple's raw values).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType, mainQueueConcurrencyType
}

extension Notification.Name {
  /// Posted by a context after a save, with `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and
  /// `NSDeletedObjectsKey` (sets of objects) in its user info.
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagedObjectContextDidSaveNotification")
  /// Posted by a context before a save.
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagedObjectContextWillSaveNotification")
  /// Posted by a context when its objects changed (at the end of the event that changed them, a
  /// save, a merge), with the same keys plus `NSRefreshedObjectsKey`.
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
}

/// The user info key of the inserted objects.
public let NSInsertedObjectsKey = "inserted"
/// The user info key of the updated objects.
public let NSUpdatedObjectsKey = "updated"
/// The user info key of the deleted objects.
public let NSDeletedObjectsKey = "deleted"
/// The user info key of the refreshed objects.
public let NSRefreshedObjectsKey = "refreshed"
/// The user info key of the invalidated objects.
public let NSInvalidatedObjectsKey = "invalidated"
/// The user info key of all objects invalidated (a reset).
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

/// A scratch pad of managed objects: fetched from the stores (or a parent context), changed,
/// and saved back.
///
/// Queues: `perform(_:)` runs its block later on the main queue whatever the concurrency type
/// (a private queue's order against the main queue's is chance on iOS; here it is fixed, so a
/// replay is the same every run), `performAndWait(_:)` runs it at once. Change notifications
/// (`NSManagedObjectContextObjectsDidChange`, which a fetched results controller follows) are
/// posted at the end of the main queue's current turn, as iOS posts them at the end of the
/// event, and at once by `processPendingChanges()` and `save()`.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  /// How `perform` runs blocks.
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// The context saves go to, instead of the coordinator.
  open var parent: NSManagedObjectContext? {
    didSet {
      oldValue?.children.removeAll { $0.context === self || $0.context == nil }
      parent?.children.append(WeakContext(context: self))
    }
  }
  private var ownCoordinator: NSPersistentStoreCoordinator?
  /// The coordinator (the parent's, for a child context).
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    get { ownCoordinator ?? parent?.persistentStoreCoordinator }
    set {
      ownCoordinator = newValue
      if let newValue { ContextRegistry.add(self, to: newValue) }
    }
  }
  /// The context's name (for debugging).
  open var name: String?
  /// Whether saves to the parent (or the coordinator) by other contexts are merged into this
  /// one's objects.
  open var automaticallyMergesChangesFromParent = false
  /// How conflicts are resolved (accepted: this process has one writer at a time, so a save
  /// never conflicts).
  open var mergePolicy: Any = NSErrorMergePolicy
  /// The undo manager (accepted; changes are not registered for undo).
  open var undoManager: AnyObject?
  /// Accepted: values are never stale here.
  open var stalenessInterval: TimeInterval = -1
  /// Accepted.
  open var shouldDeleteInaccessibleFaults = true
  /// Accepted.
  open var retainsRegisteredObjects = false
  /// Accepted (no history is kept).
  open var transactionAuthor: String?

  var registered: [RowKey: NSManagedObject] = [:]
  var insertedOrder: [NSManagedObject] = []
  var deletedOrder: [NSManagedObject] = []
  var children: [WeakContext] = []
  private var pendingScheduled = false
  var pending = PendingChanges()

  /// A context whose `perform` blocks run as `type` says (see the type's documentation).
  public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
    concurrencyType = type
    super.init()
  }

  /// A confinement context (deprecated on iOS; the same as the others here).
  public override convenience init() {
    self.init(concurrencyType: .confinementConcurrencyType)
  }

  var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

  // MARK: Objects

  /// Every object the context holds.
  open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
  /// The objects inserted since the last save.
  open var insertedObjects: Set<NSManagedObject> { Set(insertedOrder) }
  /// The saved objects changed since the last save.
  open var updatedObjects: Set<NSManagedObject> {
    Set(registered.values.filter { $0.isUpdated })
  }
  /// The objects deleted since the last save.
  open var deletedObjects: Set<NSManagedObject> { Set(deletedOrder) }
  /// Whether anything changed since the last save.
  open var hasChanges: Bool {
    !insertedOrder.isEmpty || !deletedOrder.isEmpty || registered.values.contains { $0.isUpdated }
  }

  /// Inserts `object` (made with no context) into this context; `awakeFromInsert()` is called.
  open func insert(_ object: NSManagedObject) {
    guard object.managedObjectContext !== self else { return }
    object.managedObjectContext = self
    object.insertedFlag = true
    registered[object.objectID.key] = object
    insertedOrder.append(object)
    object.awakeFromInsert()
    objectDidChange(object, inserted: true)
  }

  /// Deletes `object` when the context saves: its cascade relationships' objects are deleted
  /// too, its nullify relationships let go of it (the objects on the other side no longer
  /// lead to it); a deny relationship that still leads to objects makes the save fail.
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self, !object.deletedFlag else { return }
    object.prepareForDeletion()
    object.deletedFlag = true
    if let index = insertedOrder.firstIndex(where: { $0 === object }) {
      // A new object deleted before its save is simply forgotten.
      insertedOrder.remove(at: index)
      registered[object.objectID.key] = nil
    } else {
      deletedOrder.append(object)
    }
    for relationship in object.entity.relationships {
      let related = ManagedValues.objects(
        in: object.resolvedValue(forKey: relationship.name) as Any)
      switch relationship.deleteRule {
      case .cascadeDeleteRule:
        for other in related { delete(other) }
      case .nullifyDeleteRule:
        if let inverse = relationship.inverseRelationship {
          for other in related where !other.deletedFlag {
            other.removeReference(to: object, inKey: inverse.name)
          }
        }
      case .denyDeleteRule, .noActionDeleteRule:
        break
      }
    }
    objectDidChange(object, deleted: true)
  }

  /// The object of `objectID` in this context (made from its row when not held yet).
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    object(forKey: objectID.key, entityHint: objectID.entity)
      ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
  }

  /// The object of `objectID`, or an error when no store has it.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    guard let object = object(forKey: objectID.key, entityHint: objectID.entity) else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 133000,
        userInfo: [NSLocalizedDescriptionKey: "No object for \(objectID)."])
    }
    return object
  }

  /// The object of `objectID` if this context holds it.
  open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
    registered[objectID.key]
  }

  /// Gives the inserted `objects` their permanent IDs now (a save would).
  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
    guard parent == nil else { return }
    for object in objects where object.objectID.isTemporaryID { assignPermanentID(object) }
  }

  /// The object at `key`: the one held, else one made from the row the context sees (nil when
  /// there is none, or it was deleted here).
  func object(forKey key: RowKey, entityHint: NSEntityDescription? = nil) -> NSManagedObject? {
    if let held = registered[key] { return held.deletedFlag ? nil : held }
    guard let row = sourceRow(key), let entity = model?.entitiesByName[row.entity] else {
      return nil
    }
    return materialize(key: key, row: row, entity: entity)
  }

  /// An object for a row the context did not hold.
  func materialize(key: RowKey, row: Row, entity: NSEntityDescription) -> NSManagedObject {
    if let held = registered[key] { return held }
    let object = entity.objectClass.init(entity: entity, insertInto: nil)
    object.objectID = NSManagedObjectID(
      entity: entity, key: key,
      store: persistentStoreCoordinator?.persistentStores.first { $0.identifier == key.store })
    object.values = row.values
    object.committed = row.values
    object.managedObjectContext = self
    registered[key] = object
    object.awakeFromFetch()
    object.changedKeys = []
    return object
  }

  /// The row at `key` as this context's source sees it (the parent's objects, or the stores).
  func sourceRow(_ key: RowKey) -> Row? {
    if let parent { return parent.visibleRow(key) }
    return persistentStoreCoordinator?.row(key)
  }

  /// The row at `key` as this context sees it, with its unsaved changes (for a child).
  func visibleRow(_ key: RowKey) -> Row? {
    if let held = registered[key] { return held.deletedFlag ? nil : held.snapshot() }
    return sourceRow(key)
  }

  func assignPermanentID(_ object: NSManagedObject) {
    guard let coordinator = persistentStoreCoordinator,
      let store = coordinator.storeForNewObjects
    else { return }
    let root = object.entity.root.name ?? ""
    let key = RowKey(
      store: store.identifier, entity: root, primaryKey: store.nextPrimaryKey(root: root),
      temporary: 0)
    registered[object.objectID.key] = nil
    object.objectID = NSManagedObjectID(entity: object.entity, key: key, store: store)
    registered[key] = object
  }

  // MARK: Fetching and saving (NSManagedObjectContext+Fetching.swift, +Saving.swift)

  /// The objects `request` matches, in its order, within its window: the rows the context's
  /// source holds, with this context's unsaved inserts, changes and deletes taken into account
  /// (unless `includesPendingChanges` is false). The predicate is evaluated on the objects, as
  /// Core Data evaluates one in memory (``NSPredicate``'s syntax and comparisons); a count or
  /// dictionary result type answers counts or dictionaries.
  ///
  /// - Throws: when the request names no entity of the model (iOS raises; here it is an
  ///   error the app's `catch` sees, and an issue is reported).
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    try fetchResults(request)
  }

  /// How many objects `request` matches.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try matchingObjects(request).count
  }

  /// Runs a fetch, batch update (`NSBatchUpdateRequest`) or batch delete
  /// (`NSBatchDeleteRequest`); a batch request changes the stores' rows past the contexts.
  open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    try executeRequest(request)
  }

  /// Saves the changes: to the parent context when there is one (the parent's objects take
  /// them, unsaved there), else to the stores (new objects get permanent IDs, rows are written
  /// to the SQLite file). Objects are validated first (a non-optional property left nil fails
  /// with Core Data's 1570 error, a deny rule with 1550), `willSave()` and `didSave()` are
  /// called, and `NSManagedObjectContextWillSave` / `DidSave` posted. Contexts that merge
  /// changes from the same parent (`automaticallyMergesChangesFromParent`) take them.
  open func save() throws {
    try saveChanges()
  }

  /// Merges the save a `NSManagedObjectContextDidSave` notification describes: objects held
  /// here are reloaded (keeping their own unsaved changes), deleted ones are let go.
  open func mergeChanges(fromContextDidSave notification: Notification) {
    mergeSave(notification)
  }

  // MARK: Blocks

  /// The context whose `perform` block is running (for `NSFetchRequest.execute()`).
  nonisolated(unsafe) static var current: NSManagedObjectContext?

  /// Runs `block` later, on the main queue (see the type's documentation).
  open func perform(_ block: @escaping () -> Void) {
    nonisolated(unsafe) let block = block
    DispatchQueue.main.async { [self] in
      withCurrent { block() }
    }
  }

  /// Runs `block` now and answers what it returns (a `Void` block is iOS's
  /// `performAndWait(_:)`; the generic one is its Swift overlay's).
  @discardableResult
  open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
    try withCurrent(block)
  }

  /// Runs `block` on the context and answers what it returns (Swift concurrency's `perform`):
  /// at once, as `performAndWait` does.
  open func perform<T>(
    schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T
  ) async rethrows -> T {
    try withCurrent(block)
  }

  /// How an `async perform` is scheduled (accepted; it runs at once here).
  public enum ScheduledTaskType: Sendable {
    case immediate, enqueued
  }

  private func withCurrent<T>(_ block: () throws -> T) rethrows -> T {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    return try block()
  }

  // MARK: Changes

  /// Records that `object` changed, for the next `NSManagedObjectContextObjectsDidChange`.
  func objectDidChange(_ object: NSManagedObject, inserted: Bool = false, deleted: Bool = false) {
    if inserted {
      pending.inserted.append(object)
    } else if deleted {
      pending.deleted.append(object)
    } else {
      pending.updated.append(object)
    }
    guard !pendingScheduled else { return }
    pendingScheduled = true
    DispatchQueue.main.async { [self] in
      pendingScheduled = false
      processPendingChanges()
    }
  }

  /// Posts `NSManagedObjectContextObjectsDidChange` for the changes since the last one.
  open func processPendingChanges() {
    processPendingChanges(force: false)
  }

  /// Posts the changes; with `force`, even when none is recorded (a merge may have brought new
  /// rows that this context's fetches now match).
  func processPendingChanges(force: Bool) {
    guard force || !pending.isEmpty else { return }
    let changes = pending
    pending = PendingChanges()
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: changes.userInfo)
  }

  /// Forgets every unsaved change.
  open func rollback() {
    for object in insertedOrder {
      registered[object.objectID.key] = nil
      object.managedObjectContext = nil
      object.insertedFlag = false
    }
    for object in registered.values {
      object.values = object.committed
      object.changedKeys = []
      object.deletedFlag = false
    }
    insertedOrder = []
    deletedOrder = []
    pending = PendingChanges()
  }

  /// Forgets every object (they are no longer this context's).
  open func reset() {
    for object in registered.values { object.managedObjectContext = nil }
    registered = [:]
    insertedOrder = []
    deletedOrder = []
    pending = PendingChanges()
  }

  /// Reloads `object`'s values from its row; with `flag`, its unsaved changes are kept on top.
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard let row = sourceRow(object.objectID.key) else { return }
    let changes = flag ? object.values.filter { object.changedKeys.contains($0.key) } : [:]
    object.values = row.values.merging(changes) { _, mine in mine }
    object.committed = row.values
    if !flag { object.changedKeys = [] }
  }

  /// Reloads every object that has no unsaved changes.
  open func refreshAllObjects() {
    for object in registered.values where !object.hasChanges {
      refresh(object, mergeChanges: false)
    }
  }
}

/// A context held weakly.
struct WeakContext {
  weak var context: NSManagedObjectContext?
}

/// The changes since the last `NSManagedObjectContextObjectsDidChange`.
struct PendingChanges {
  var inserted: [NSManagedObject] = []
  var updated: [NSManagedObject] = []
  var deleted: [NSManagedObject] = []
  var refreshed: [NSManagedObject] = []

  var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty && refreshed.isEmpty }

  var userInfo: [AnyHashable: Any] {
    [
      NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
      NSDeletedObjectsKey: Set(deleted), NSRefreshedObjectsKey: Set(refreshed),
    ]
  }
}

/// The root contexts of each coordinator, for merging one's save into the others.
enum ContextRegistry {
  nonisolated(unsafe) private static var contexts: [ObjectIdentifier: [WeakContext]] = [:]
  private static let lock = NSLock()

  static func add(_ context: NSManagedObjectContext, to coordinator: NSPersistentStoreCoordinator) {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(coordinator)
    contexts[key] =
      (contexts[key] ?? []).filter { $0.context != nil } + [WeakContext(context: context)]
  }

  static func contexts(of coordinator: NSPersistentStoreCoordinator) -> [NSManagedObjectContext] {
    lock.lock()
    defer { lock.unlock() }
    return (contexts[ObjectIdentifier(coordinator)] ?? []).compactMap(\.context)
  }
}
