import Foundation
import HeadlessUI

/// What a fetch can answer: objects, object IDs, dictionaries, counts.
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// An object of a Core Data entity: its values (attributes, and the objects its relationships
/// lead to), its context and its identity. The properties an app declares `@NSManaged` are
/// ported as computed properties over ``managedValue(forKey:)`` and
/// ``setManagedValue(_:forKey:)``; setting a relationship sets its inverse, as Core Data does.
open class NSManagedObject: NSObject, NSFetchRequestResult, KeyValueReading, KeyValueIdentifying {
  /// The object's entity.
  open private(set) var entity: NSEntityDescription
  /// The object's identity (temporary until its first save).
  open internal(set) var objectID: NSManagedObjectID
  /// The context it belongs to; nil once deleted and saved, or before it is inserted.
  open internal(set) weak var managedObjectContext: NSManagedObjectContext?

  /// The values, by property name (a to-many relationship's as an array of objects).
  var values: [String: Any] = [:]
  /// The values as last saved or fetched.
  var committed: [String: Any] = [:]
  /// The properties changed since.
  var changedKeys: Set<String> = []
  var insertedFlag = false
  var deletedFlag = false
  /// When the object was made, in this process (orders changed objects deterministically).
  let order = TemporaryIDs.next()

  /// A new object of `entity`, with the entity's default values, inserted into `context` when
  /// one is given (`awakeFromInsert()` is called).
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(
      entity: entity,
      key: RowKey(
        store: "", entity: entity.root.name ?? "", primaryKey: nil,
        temporary: TemporaryIDs.next()), store: nil)
    super.init()
    for attribute in entity.attributes {
      if let value = attribute.defaultValue { values[attribute.name] = value }
    }
    if let context { context.insert(self) }
  }

  /// An object made without the designated initializer (`DArticle()`): Core Data logs
  /// "Failed to call designated initializer" and the object belongs to no context. Its
  /// entity is the class's (``entity()``) when a container has loaded it, else a placeholder.
  public convenience override init() {
    CoreDataIssues.log(
      "Failed to call designated initializer on NSManagedObject class '\(Self.self)'")
    self.init(entity: Self.entity(), insertInto: nil)
  }

  /// A new object of the entity whose class is this one, inserted into `context`.
  public convenience init(context: NSManagedObjectContext) {
    let name = "\(type(of: self))"
    let entity =
      context.model?.entities.first { $0.managedObjectClassName == name }
      ?? NSEntityDescription.placeholder
    if entity === NSEntityDescription.placeholder {
      CoreDataIssues.raise(
        "NSInternalInconsistencyException",
        "An NSManagedObject of class '\(name)' must have a valid NSEntityDescription.")
    }
    self.init(entity: entity, insertInto: context)
  }

  /// The entity whose class is this one, in the models of the containers made so far.
  open class func entity() -> NSEntityDescription {
    let name = "\(self)"
    return ModelRegistry.entity(ofClassNamed: name) ?? NSEntityDescription.placeholder
  }

  /// A fetch request for this class's entity.
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? "\(self)")
  }

  // MARK: Values

  /// The value of the property `key` (Key-Value Coding; a to-many relationship answers an
  /// `NSSet`, or an `NSOrderedSet` when ordered).
  open func value(forKey key: String) -> Any? {
    let resolved = resolvedValue(forKey: key)
    if let relationship = entity.relationshipsByName[key], relationship.isToMany {
      let members = (resolved as? [NSManagedObject]) ?? []
      return relationship.isOrdered ? NSOrderedSet(array: members) : NSSet(array: members)
    }
    return resolved
  }

  /// The stored value of `key` with a relationship's rows (kept as row keys until first read)
  /// turned into this context's objects: an object for a to-one, an array for a to-many.
  func resolvedValue(forKey key: String) -> Any? {
    let raw = values[key]
    guard let relationship = entity.relationshipsByName[key] else { return raw }
    func object(_ member: Any) -> NSManagedObject? {
      if let object = member as? NSManagedObject { return object }
      if let key = member as? RowKey { return managedObjectContext?.object(forKey: key) }
      return nil
    }
    if relationship.isToMany {
      let members: [Any] = (raw as? [Any]) ?? []
      if members.allSatisfy({ $0 is NSManagedObject }) {
        return members.compactMap { $0 as? NSManagedObject }
      }
      let objects = members.compactMap(object)
      values[key] = objects
      return objects
    }
    guard let raw else { return nil }
    if let resolved = raw as? NSManagedObject { return resolved }
    let resolved = object(raw)
    values[key] = resolved
    return resolved
  }

  /// The object's values as a row: relationships as the row keys of their objects.
  func snapshot() -> Row {
    var row = Row(entity: entity.name ?? "", values: [:])
    for (key, value) in values {
      if let relationship = entity.relationshipsByName[key] {
        func rowKey(_ member: Any) -> RowKey? {
          (member as? NSManagedObject)?.objectID.key ?? (member as? RowKey)
        }
        if relationship.isToMany {
          row.values[key] = ((value as? [Any]) ?? []).compactMap(rowKey)
        } else {
          row.values[key] = rowKey(value)
        }
      } else {
        row.values[key] = value
      }
    }
    return row
  }

  /// The value at `keyPath` (`a.b.c`).
  open func value(forKeyPath keyPath: String) -> Any? {
    KeyValueReader.value(of: self, atKeyPath: keyPath)
  }

  /// Sets the property `key` to `value` (nil clears it); a relationship's inverse follows.
  open func setValue(_ value: Any?, forKey key: String) {
    set(ManagedValues.stored(value), forKey: key, maintainingInverse: true)
  }

  /// The stored value of `key`, without the relationship conversion.
  open func primitiveValue(forKey key: String) -> Any? { values[key] }

  /// Sets the stored value of `key` (no inverse is maintained).
  open func setPrimitiveValue(_ value: Any?, forKey key: String) {
    set(ManagedValues.stored(value), forKey: key, maintainingInverse: false)
  }

  /// What a ported `@NSManaged` property reads: the value of `key` as `T` (an optional is nil
  /// when unset; a scalar is 0 or false; a to-many relationship is an `NSSet`, `NSOrderedSet`,
  /// `Set` or array of its objects).
  public func managedValue<T>(forKey key: String) -> T {
    let value = value(forKey: key)
    if let converted: T = ManagedValues.convert(value) { return converted }
    fatalError(
      "CoreData: the value of '\(key)' of \(entity.name ?? "an entity") (\(String(describing: value))) is not a \(T.self)"
    )
  }

  /// What a ported `@NSManaged` property writes.
  public func setManagedValue<T>(_ value: T, forKey key: String) {
    setValue(value, forKey: key)
  }

  /// The relationship the accessor key `key` names: `key` itself, or the relationship whose
  /// name differs from it only in its first letter's case (`addToURLs` → `uRLs` → `URLs`).
  func relationshipKey(_ key: String) -> String {
    if entity.relationshipsByName[key] != nil { return key }
    return entity.relationships.first { $0.name.lowercased() == key.lowercased() }?.name ?? key
  }

  /// Adds `objects` (an object, an array, an `NSSet` or `NSOrderedSet`) to the to-many
  /// relationship `key`: what Xcode's `addToKey(_:)` accessors do.
  public func addManagedObjects(_ objects: Any, toKey key: String) {
    let key = relationshipKey(key)
    var members = (resolvedValue(forKey: key) as? [NSManagedObject]) ?? []
    for object in ManagedValues.objects(in: objects)
    where !members.contains(where: { $0 === object }) {
      members.append(object)
    }
    set(members, forKey: key, maintainingInverse: true)
  }

  /// Removes `objects` from the to-many relationship `key` (`removeFromKey(_:)`).
  public func removeManagedObjects(_ objects: Any, fromKey key: String) {
    let key = relationshipKey(key)
    let removed = ManagedValues.objects(in: objects)
    let members = ((resolvedValue(forKey: key) as? [NSManagedObject]) ?? []).filter { member in
      !removed.contains { $0 === member }
    }
    set(members, forKey: key, maintainingInverse: true)
  }

  /// Removes the objects at `indexes` (an `Int` or an `IndexSet`) from the ordered to-many
  /// relationship `key` (`removeFromKey(at:)`).
  public func removeManagedObjects(at indexes: Any, fromKey key: String) {
    let key = relationshipKey(key)
    let members = (resolvedValue(forKey: key) as? [NSManagedObject]) ?? []
    let positions = Set(
      (indexes as? IndexSet).map(Array.init) ?? (indexes as? Int).map { [$0] } ?? [])
    removeManagedObjects(
      members.enumerated().filter { positions.contains($0.offset) }.map(\.element), fromKey: key)
  }

  /// Inserts `objects` at `index` (an `Int`, or an `IndexSet` whose first index is taken) of
  /// the ordered to-many relationship `key` (`insertIntoKey(_:at:)`).
  public func insertManagedObjects(_ objects: Any, at index: Any, intoKey key: String) {
    let key = relationshipKey(key)
    var members = (resolvedValue(forKey: key) as? [NSManagedObject]) ?? []
    let position = (index as? Int) ?? (index as? IndexSet)?.first ?? members.count
    let added = ManagedValues.objects(in: objects).filter { object in
      !members.contains { $0 === object }
    }
    members.insert(contentsOf: added, at: min(max(0, position), members.count))
    set(members, forKey: key, maintainingInverse: true)
  }

  func set(_ value: Any?, forKey key: String, maintainingInverse: Bool) {
    if maintainingInverse, let relationship = entity.relationshipsByName[key] {
      let old = ManagedValues.objects(in: resolvedValue(forKey: key) as Any)
      let new = ManagedValues.objects(in: value as Any)
      store(relationship.isToMany ? new : new.first, forKey: key)
      if let inverse = relationship.inverseRelationship {
        for object in old where !new.contains(where: { $0 === object }) {
          object.detach(self, fromInverse: inverse)
        }
        for object in new where !old.contains(where: { $0 === object }) {
          object.attach(self, toInverse: inverse)
        }
      }
      return
    }
    if let attribute = entity.attributesByName[key] {
      store(ManagedValues.normalized(value, for: attribute), forKey: key)
    } else {
      store(value, forKey: key)
    }
  }

  func store(_ value: Any?, forKey key: String) {
    if let value { values[key] = value } else { values[key] = nil }
    changedKeys.insert(key)
    managedObjectContext?.objectDidChange(self)
  }

  private func detach(_ owner: NSManagedObject, fromInverse inverse: NSRelationshipDescription) {
    removeReference(to: owner, inKey: inverse.name)
  }

  /// Lets go of `object` in the relationship `key` (no inverse is maintained).
  func removeReference(to object: NSManagedObject, inKey key: String) {
    let current = resolvedValue(forKey: key)
    if let members = current as? [NSManagedObject] {
      guard members.contains(where: { $0 === object }) else { return }
      store(members.filter { $0 !== object }, forKey: key)
    } else if (current as? NSManagedObject) === object {
      store(nil, forKey: key)
    }
  }

  private func attach(_ owner: NSManagedObject, toInverse inverse: NSRelationshipDescription) {
    if inverse.isToMany {
      var members = (resolvedValue(forKey: inverse.name) as? [NSManagedObject]) ?? []
      if !members.contains(where: { $0 === owner }) { members.append(owner) }
      store(members, forKey: inverse.name)
    } else {
      // A to-one inverse: the object leaves its previous owner's relationship.
      if let previous = resolvedValue(forKey: inverse.name) as? NSManagedObject, previous !== owner,
        let forward = inverse.inverseRelationship
      {
        previous.detach(self, fromInverse: forward)
      }
      store(owner, forKey: inverse.name)
    }
  }

  // MARK: State

  /// Whether it was inserted and not saved since.
  open var isInserted: Bool { insertedFlag }
  /// Whether it was deleted and not saved since.
  open var isDeleted: Bool { deletedFlag }
  /// Whether a saved object has changed since.
  open var isUpdated: Bool { !insertedFlag && !deletedFlag && !changedKeys.isEmpty }
  /// Whether it has unsaved changes.
  open var hasChanges: Bool { insertedFlag || deletedFlag || !changedKeys.isEmpty }
  /// Whether it has unsaved changes.
  open var hasPersistentChangedValues: Bool { hasChanges }
  /// Whether its values are not loaded: never here (values are loaded with the object).
  open var isFault: Bool { false }
  /// 0: loaded.
  open var faultingState: Int { 0 }

  /// The changed properties and their new values.
  open func changedValues() -> [String: Any] {
    Dictionary(changedKeys.map { ($0, value(forKey: $0) ?? NSNull()) }) { first, _ in first }
  }

  /// The values of `keys` (every property when nil) as last saved.
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    let names = keys ?? entity.properties.map(\.name)
    return Dictionary(names.compactMap { key in committed[key].map { (key, $0) } }) { a, _ in a }
  }

  // MARK: Life cycle (overridden by apps)

  /// Called once when the object is first inserted.
  open func awakeFromInsert() {}
  /// Called when a fetch made the object.
  open func awakeFromFetch() {}
  /// Called when the object is deleted, before the save.
  open func prepareForDeletion() {}
  /// Called before a save writes it.
  open func willSave() {}
  /// Called after a save wrote it.
  open func didSave() {}
  /// Called before the object is turned into a fault.
  open func willTurnIntoFault() {}
  /// Called after the object was turned into a fault.
  open func didTurnIntoFault() {}
  /// Checks the object before inserting it.
  open func validateForInsert() throws { try validateRequiredValues() }
  /// Checks the object before saving its changes.
  open func validateForUpdate() throws { try validateRequiredValues() }
  /// Checks the object before deleting it.
  open func validateForDelete() throws {}

  /// A Key-Value Observing notification: nothing observes managed objects here, so it only
  /// marks the change point (apps call it around primitive setters).
  open func willChangeValue(forKey key: String) {}
  /// A Key-Value Observing notification (see ``willChangeValue(forKey:)``).
  open func didChangeValue(forKey key: String) {}
  /// A Key-Value Observing notification (see ``willChangeValue(forKey:)``).
  open func willAccessValue(forKey key: String?) {}
  /// A Key-Value Observing notification (see ``willChangeValue(forKey:)``).
  open func didAccessValue(forKey key: String?) {}

  /// Saving an object whose non-optional attribute or to-one relationship is nil fails with
  /// Core Data's `NSValidationMissingMandatoryPropertyError` (1570).
  func validateRequiredValues() throws {
    for attribute in entity.attributes where !attribute.isOptional && values[attribute.name] == nil
    {
      throw CoreDataError.missingMandatoryProperty(attribute.name, entity: entity.name ?? "")
    }
    for relationship in entity.relationships
    where !relationship.isOptional && !relationship.isToMany && values[relationship.name] == nil {
      throw CoreDataError.missingMandatoryProperty(relationship.name, entity: entity.name ?? "")
    }
  }

  public var keyValueIdentity: AnyHashable { objectID.key }

  open override var description: String {
    let shown = entity.attributes.map { attribute in
      "\(attribute.name) = \(values[attribute.name].map { "\($0)" } ?? "nil")"
    }
    return
      "<\(type(of: self)): \(objectID)> (entity: \(entity.name ?? ""); data: {\(shown.joined(separator: "; "))})"
  }
}

/// Tokens for temporary object IDs, in order of creation (deterministic within a run).
enum TemporaryIDs {
  nonisolated(unsafe) private static var last = 0
  private static let lock = NSLock()

  static func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
