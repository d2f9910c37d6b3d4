import Foundation
import HeadlessUI

extension NSManagedObjectID: NSFetchRequestResult {}

extension NSManagedObjectContext {
  func fetchResults<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try matchingObjects(request)
    let resultType = request.resultType
    if resultType.contains(.countResultType) {
      return [NSNumber(value: objects.count)].compactMap { $0 as? T }
    }
    if resultType.contains(.managedObjectIDResultType) {
      return objects.compactMap { $0.objectID as? T }
    }
    if resultType.contains(.dictionaryResultType) {
      let names = request.propertiesToFetch.map { properties in
        properties.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
      }
      var rows: [NSDictionary] = []
      var seen: [NSDictionary] = []
      for object in objects {
        let keys = names ?? object.entity.attributes.map(\.name)
        let pairs = keys.compactMap { key in object.value(forKey: key).map { (key, $0) } }
        let row = NSDictionary(dictionary: Dictionary(pairs) { first, _ in first })
        if request.returnsDistinctResults {
          if seen.contains(row) { continue }
          seen.append(row)
        }
        rows.append(row)
      }
      return rows.compactMap { $0 as? T }
    }
    var results: [T] = []
    for object in objects {
      if let result = object as? T {
        results.append(result)
      } else {
        CoreDataIssues.raise(
          "NSInvalidArgumentException",
          "a fetch of \(request.entityName ?? "an entity") answered a \(type(of: object)), not a \(T.self) (is the entity's class in the app's module?)"
        )
      }
    }
    return results
  }

  func executeRequest(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    if let update = request as? NSBatchUpdateRequest {
      return try executeBatchUpdate(update)
    }
    if let delete = request as? NSBatchDeleteRequest {
      return try executeBatchDelete(delete)
    }
    if let fetch = request as? NSFetchRequest<NSFetchRequestResult> {
      return NSAsynchronousFetchResult(finalResult: try fetchResults(fetch))
    }
    throw CoreDataError.store(134091, "Unsupported request \(type(of: request))", url: nil)
  }

  func entity<T>(of request: NSFetchRequest<T>) throws -> NSEntityDescription {
    if let entity = request.entity { return entity }
    if let name = request.entityName, let entity = model?.entitiesByName[name] {
      request.entity = entity
      return entity
    }
    let reason =
      "executeFetchRequest:error: A fetch request must have an entity (\(request.entityName ?? "none") is not in the model)."
    CoreDataIssues.raise("NSInternalInconsistencyException", reason)
    throw CoreDataError.store(134060, reason, url: nil)
  }

  func matchingObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    let entity = try entity(of: request)
    let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
    let names = Set(entities.compactMap(\.name))
    var candidates: [NSManagedObject] = []
    var seen: Set<RowKey> = []
    for (key, row) in sourceRows(of: entities) where seen.insert(key).inserted {
      if let held = registered[key] {
        if held.deletedFlag && request.includesPendingChanges { continue }
        candidates.append(held)
      } else if let rowEntity = model?.entitiesByName[row.entity] {
        candidates.append(materialize(key: key, row: row, entity: rowEntity))
      }
    }
    if request.includesPendingChanges {
      for object in insertedOrder where names.contains(object.entity.name ?? "") {
        if seen.insert(object.objectID.key).inserted { candidates.append(object) }
      }
    }
    var matched = candidates
    if let predicate = request.predicate {
      matched = matched.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      matched = matched.sorted(using: descriptors)
    }
    if request.fetchOffset > 0 { matched = Array(matched.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { matched = Array(matched.prefix(request.fetchLimit)) }
    return matched
  }

  /// The rows of `entities` this context's source holds (the parent's view of them, or the
  /// stores').
  func sourceRows(of entities: [NSEntityDescription]) -> [(RowKey, Row)] {
    if let parent { return parent.visibleRows(of: entities) }
    return persistentStoreCoordinator?.rows(of: entities) ?? []
  }

  /// The rows of `entities` as this context sees them: its source's, with its changes.
  func visibleRows(of entities: [NSEntityDescription]) -> [(RowKey, Row)] {
    let names = Set(entities.compactMap(\.name))
    var rows: [(RowKey, Row)] = []
    for (key, row) in sourceRows(of: entities) {
      if let held = registered[key] {
        if !held.deletedFlag { rows.append((key, held.snapshot())) }
      } else {
        rows.append((key, row))
      }
    }
    for object in insertedOrder where names.contains(object.entity.name ?? "") {
      rows.append((object.objectID.key, object.snapshot()))
    }
    return rows
  }

  private func executeBatchUpdate(_ request: NSBatchUpdateRequest) throws -> NSBatchUpdateResult {
    guard let coordinator = persistentStoreCoordinator,
      let entity = coordinator.managedObjectModel.entitiesByName[request.entityName]
    else {
      throw CoreDataError.store(134060, "No entity \(request.entityName)", url: nil)
    }
    var changes = RowChanges()
    var ids: [NSManagedObjectID] = []
    let probe = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    probe.persistentStoreCoordinator = coordinator
    let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
    for (key, row) in coordinator.rows(of: entities) {
      guard let rowEntity = coordinator.managedObjectModel.entitiesByName[row.entity] else {
        continue
      }
      let object = probe.materialize(key: key, row: row, entity: rowEntity)
      guard request.predicate?.evaluate(with: object) ?? true else { continue }
      var updated = row
      for (name, value) in request.propertiesToUpdate ?? [:] {
        let property = "\(name)"
        let newValue = value
        if let attribute = rowEntity.attributesByName[property] {
          updated.values[property] = ManagedValues.normalized(
            KeyValueReader.unwrapped(newValue), for: attribute)
        }
      }
      changes.written.append((key, updated))
      ids.append(object.objectID)
    }
    try coordinator.commit(changes)
    switch request.resultType {
    case .statusOnlyResultType:
      return NSBatchUpdateResult(result: true, resultType: .statusOnlyResultType)
    case .updatedObjectIDsResultType:
      return NSBatchUpdateResult(result: ids, resultType: .updatedObjectIDsResultType)
    case .updatedObjectsCountResultType:
      return NSBatchUpdateResult(result: ids.count, resultType: .updatedObjectsCountResultType)
    }
  }

  private func executeBatchDelete(_ request: NSBatchDeleteRequest) throws -> NSBatchDeleteResult {
    guard let coordinator = persistentStoreCoordinator else {
      throw CoreDataError.store(134060, "No coordinator", url: nil)
    }
    let probe = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    probe.persistentStoreCoordinator = coordinator
    let objects = try probe.matchingObjects(request.fetchRequest)
    try coordinator.commit(RowChanges(written: [], deleted: objects.map(\.objectID.key)))
    switch request.resultType {
    case .resultTypeStatusOnly:
      return NSBatchDeleteResult(result: true, resultType: .resultTypeStatusOnly)
    case .resultTypeObjectIDs:
      return NSBatchDeleteResult(result: objects.map(\.objectID), resultType: .resultTypeObjectIDs)
    case .resultTypeCount:
      return NSBatchDeleteResult(result: objects.count, resultType: .resultTypeCount)
    }
  }
}

/// What `execute(_:)` answers for a fetch.
open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreResult,
  @unchecked Sendable
{
  /// The fetched results.
  open private(set) var finalResult: [ResultType]?

  init(finalResult: [ResultType]?) {
    self.finalResult = finalResult
    super.init()
  }
}
