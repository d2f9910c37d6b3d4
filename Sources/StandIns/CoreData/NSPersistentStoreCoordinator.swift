import Foundation
import HeadlessUI

/// Joins a model to its stores: where contexts read rows from and save rows to.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  /// The model.
  open private(set) var managedObjectModel: NSManagedObjectModel
  /// The stores, in the order they were added.
  open private(set) var persistentStores: [NSPersistentStore] = []
  /// The coordinator's name (for debugging).
  open var name: String?

  /// A coordinator of `model`, with no store yet.
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
    ModelRegistry.add(model)
  }

  /// Adds the store of `storeType` at `storeURL`: opens (or creates) its SQLite file and reads
  /// its rows; an in-memory store starts empty.
  ///
  /// - Throws: Core Data's `NSPersistentStoreOpenError` (134080) when the file cannot be
  ///   opened or read.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let store = NSPersistentStore(
      type: storeType, configurationName: configuration, url: storeURL, options: options)
    store.persistentStoreCoordinator = self
    if let file = store.fileInSandbox {
      do {
        let database = try SQLiteDatabase(path: file.path)
        try StoreSchema(model: managedObjectModel).load(store, from: database)
        store.database = database
      } catch {
        throw CoreDataError.store(134080, "The store could not be opened: \(error)", url: storeURL)
      }
    }
    persistentStores.append(store)
    return store
  }

  /// Adds the store `description` describes and calls `block` with the description and the
  /// error (nil when it opened), at once: the store is added synchronously here whatever
  /// `shouldAddStoreAsynchronously` says, so an app's first screen sees its data.
  open func addPersistentStore(
    with description: NSPersistentStoreDescription,
    completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
  ) {
    do {
      try addPersistentStore(
        ofType: description.type, configurationName: description.configuration,
        at: description.url, options: description.options)
      block(description, nil)
    } catch {
      block(description, error)
    }
  }

  /// Removes `store`.
  open func remove(_ store: NSPersistentStore) throws {
    persistentStores.removeAll { $0 === store }
  }

  /// Deletes the store file at `url` (its sandboxed copy) and forgets the store.
  open func destroyPersistentStore(
    at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil
  ) throws {
    persistentStores.removeAll { $0.url == url }
    let file = StoreSandbox.folder.appendingPathComponent(url.lastPathComponent)
    try? FileManager.default.removeItem(at: file)
  }

  /// The store at `url`.
  open func persistentStore(for url: URL) -> NSPersistentStore? {
    persistentStores.first { $0.url == url }
  }

  /// The URL of `store`.
  open func url(for store: NSPersistentStore) -> URL {
    store.url ?? URL(fileURLWithPath: "/dev/null")
  }

  /// The ID `url` (an object ID's `uriRepresentation()`) stands for, when a store has it.
  open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
    let parts = url.absoluteString.replacingOccurrences(of: "x-coredata://", with: "")
      .split(separator: "/").map(String.init)
    guard parts.count == 3, parts[2].hasPrefix("p"), let primaryKey = Int64(parts[2].dropFirst()),
      let store = persistentStores.first(where: { $0.identifier == parts[0] })
    else { return nil }
    let key = RowKey(
      store: store.identifier, entity: parts[1], primaryKey: primaryKey, temporary: 0)
    guard let row = store.rows[key], let entity = managedObjectModel.entitiesByName[row.entity]
    else { return nil }
    return NSManagedObjectID(entity: entity, key: key, store: store)
  }

  /// A store's metadata: empty here (no version hashes are kept).
  open class func metadataForPersistentStore(
    ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil
  ) throws -> [String: Any] {
    [:]
  }

  /// Runs `block` at once (the coordinator has no queue of its own here).
  open func perform(_ block: @escaping () -> Void) { block() }

  /// Runs `block` at once.
  open func performAndWait(_ block: () -> Void) { block() }

  // MARK: Rows

  /// The rows of `entities` in every store, by store then primary key.
  func rows(of entities: [NSEntityDescription]) -> [(RowKey, Row)] {
    let names = Set(entities.compactMap(\.name))
    var found: [(RowKey, Row)] = []
    for store in persistentStores {
      let matching = store.rows.filter { names.contains($0.value.entity) }
      found += matching.sorted { ($0.key.primaryKey ?? 0) < ($1.key.primaryKey ?? 0) }
        .map { ($0.key, $0.value) }
    }
    return found
  }

  /// The row at `key`.
  func row(_ key: RowKey) -> Row? {
    for store in persistentStores where store.identifier == key.store {
      return store.rows[key]
    }
    return nil
  }

  /// The store new objects are saved to (the first that can be written).
  var storeForNewObjects: NSPersistentStore? {
    persistentStores.first { !$0.isReadOnly }
  }

  /// Writes `changes` to the stores (and their files) in one transaction per store.
  func commit(_ changes: RowChanges) throws {
    var touched: [NSPersistentStore] = []
    for store in persistentStores {
      var changed = false
      for key in changes.deleted where key.store == store.identifier {
        store.rows[key] = nil
        changed = true
      }
      for (key, row) in changes.written where key.store == store.identifier {
        store.rows[key] = row
        changed = true
      }
      if changed { touched.append(store) }
    }
    let schema = StoreSchema(model: managedObjectModel)
    for store in touched {
      guard let database = store.database else { continue }
      do {
        try schema.write(
          changes.filtered(toStore: store.identifier), of: store, to: database)
      } catch {
        throw CoreDataError.store(134030, "The store could not be saved: \(error)", url: store.url)
      }
    }
  }
}

/// What a save writes: rows written (inserted or updated) and rows deleted.
struct RowChanges {
  var written: [(RowKey, Row)] = []
  var deleted: [RowKey] = []

  func filtered(toStore store: String) -> RowChanges {
    RowChanges(
      written: written.filter { $0.0.store == store }, deleted: deleted.filter { $0.store == store }
    )
  }
}
