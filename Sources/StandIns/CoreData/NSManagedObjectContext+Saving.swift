import Foundation
import HeadlessUI

extension NSManagedObjectContext {
  func saveChanges() throws {
    processPendingChanges()
    guard hasChanges else { return }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    let inserted = insertedOrder
    let deleted = deletedOrder
    let updated = registered.values.filter { $0.isUpdated }.sorted { $0.order < $1.order }
    for object in inserted + updated { object.willSave() }
    for object in deleted { object.willSave() }
    for object in inserted { try object.validateForInsert() }
    for object in updated { try object.validateForUpdate() }
    for object in deleted {
      try object.validateForDelete()
      for relationship in object.entity.relationships
      where relationship.deleteRule == .denyDeleteRule {
        let related = ManagedValues.objects(
          in: object.resolvedValue(forKey: relationship.name) as Any)
        if related.contains(where: { !$0.deletedFlag }) {
          throw CoreDataError.denied(relationship.name, entity: object.entity.name ?? "")
        }
      }
    }
    if let parent {
      parent.take(inserted: inserted, updated: updated, deleted: deleted)
    } else if let coordinator = persistentStoreCoordinator {
      for object in inserted where object.objectID.isTemporaryID { assignPermanentID(object) }
      var changes = RowChanges()
      for object in inserted + updated {
        changes.written.append((object.objectID.key, object.snapshot()))
      }
      changes.deleted = deleted.map(\.objectID.key)
      try coordinator.commit(changes)
    }
    for object in inserted + updated {
      object.insertedFlag = false
      object.changedKeys = []
      object.committed = object.values
    }
    for object in deleted {
      registered[object.objectID.key] = nil
      object.managedObjectContext = nil
    }
    insertedOrder = []
    deletedOrder = []
    for object in inserted + updated + deleted { object.didSave() }
    let info: [AnyHashable: Any] = [
      NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
      NSDeletedObjectsKey: Set(deleted),
    ]
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
    let siblings: [NSManagedObjectContext]
    if let parent {
      siblings = parent.children.compactMap(\.context)
    } else if let coordinator = persistentStoreCoordinator {
      siblings = ContextRegistry.contexts(of: coordinator).filter { $0.parent == nil }
    } else {
      siblings = []
    }
    let keys = SavedKeys(
      updated: Set((inserted + updated).map(\.objectID.key)),
      deleted: Set(deleted.map(\.objectID.key)))
    for sibling in siblings where sibling !== self && sibling.automaticallyMergesChangesFromParent {
      sibling.merge(keys)
    }
  }

  /// Takes a child's saved changes as this context's unsaved ones.
  func take(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) {
    for child in inserted {
      guard let entity = model?.entitiesByName[child.entity.name ?? ""] else { continue }
      let object = entity.objectClass.init(entity: entity, insertInto: nil)
      object.objectID = child.objectID
      object.values = child.snapshot().values
      object.managedObjectContext = self
      object.insertedFlag = true
      registered[child.objectID.key] = object
      insertedOrder.append(object)
      objectDidChange(object, inserted: true)
    }
    for child in updated {
      guard let object = object(forKey: child.objectID.key) else { continue }
      let row = child.snapshot()
      for key in child.changedKeys {
        object.values[key] = row.values[key]
        object.changedKeys.insert(key)
      }
      objectDidChange(object)
    }
    for child in deleted {
      if let object = object(forKey: child.objectID.key) { delete(object) }
    }
  }

  /// Takes another context's save: objects held here are reloaded (keeping their own unsaved
  /// changes), deleted ones are let go, and the change is posted.
  func merge(_ keys: SavedKeys) {
    for key in keys.updated {
      if let object = registered[key] {
        refresh(object, mergeChanges: true)
        pending.refreshed.append(object)
      }
    }
    for key in keys.deleted {
      if let object = registered[key] {
        registered[key] = nil
        object.deletedFlag = true
        pending.deleted.append(object)
      }
    }
    // New rows may match this context's fetches: say so, even when nothing here was held.
    processPendingChanges(force: true)
  }

  func mergeSave(_ notification: Notification) {
    let info = notification.userInfo ?? [:]
    func keys(_ name: String) -> Set<RowKey> {
      Set(((info[name] as? Set<NSManagedObject>) ?? []).map(\.objectID.key))
    }
    merge(
      SavedKeys(
        updated: keys(NSInsertedObjectsKey).union(keys(NSUpdatedObjectsKey)),
        deleted: keys(NSDeletedObjectsKey)))
  }

  /// Merges a save described by object IDs into `contexts`.
  public class func mergeChanges(
    fromRemoteContextSave changeNotificationData: [AnyHashable: Any],
    into contexts: [NSManagedObjectContext]
  ) {
    func keys(_ name: String) -> Set<RowKey> {
      Set(((changeNotificationData[name] as? [NSManagedObjectID]) ?? []).map(\.key))
    }
    for context in contexts {
      context.merge(
        SavedKeys(
          updated: keys(NSInsertedObjectsKey).union(keys(NSUpdatedObjectsKey)),
          deleted: keys(NSDeletedObjectsKey)))
    }
  }
}

/// The rows a save wrote and deleted.
struct SavedKeys {
  var updated: Set<RowKey>
  var deleted: Set<RowKey>
}
