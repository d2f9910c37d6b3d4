import DataModelDocuments
import Foundation
import HeadlessUI

/// An entity of a model: its name, class, attributes and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
  /// The entity's name.
  open var name: String?
  /// The name of the class its objects are made of.
  open var managedObjectClassName: String!
  /// Whether it has no objects of its own.
  open var isAbstract: Bool
  /// The model it belongs to.
  open internal(set) weak var managedObjectModel: NSManagedObjectModel!
  /// The entity it inherits from.
  open internal(set) weak var superentity: NSEntityDescription?
  /// The entities that inherit from it.
  open internal(set) var subentities: [NSEntityDescription] = []
  let documentEntity: DataModel.Entity
  private let ownAttributes: [NSAttributeDescription]
  private let ownRelationships: [NSRelationshipDescription]

  init(document: DataModel.Entity) {
    documentEntity = document
    name = document.name
    managedObjectClassName = document.className
    isAbstract = document.isAbstract
    ownAttributes = document.attributes.map { NSAttributeDescription(document: $0) }
    ownRelationships = document.relationships.map { NSRelationshipDescription(document: $0) }
    super.init()
    for property in ownAttributes as [NSPropertyDescription] + ownRelationships {
      property.entity = self
    }
  }

  /// The attributes, the superentities' first.
  open var attributes: [NSAttributeDescription] {
    (superentity?.attributes ?? []) + ownAttributes
  }

  /// The relationships, the superentities' first.
  open var relationships: [NSRelationshipDescription] {
    let inherited = superentity?.relationships ?? []
    for relationship in ownRelationships where relationship.destinationEntity == nil {
      relationship.destinationEntity =
        managedObjectModel?.entitiesByName[
          relationship.destinationName]
    }
    return inherited + ownRelationships
  }

  /// The attributes by name.
  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(attributes.map { ($0.name, $0) }) { _, last in last }
  }

  /// The relationships by name.
  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(relationships.map { ($0.name, $0) }) { _, last in last }
  }

  /// Every property, attributes first.
  open var properties: [NSPropertyDescription] { attributes + relationships }

  /// Every property by name.
  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }) { _, last in last }
  }

  /// Whether this entity is `entity` or inherits from it.
  open func isKindOf(entity: NSEntityDescription) -> Bool {
    var current: NSEntityDescription? = self
    while let candidate = current {
      if candidate === entity { return true }
      current = candidate.superentity
    }
    return false
  }

  /// This entity and every entity that inherits from it.
  var selfAndDescendants: [NSEntityDescription] {
    [self] + subentities.flatMap(\.selfAndDescendants)
  }

  /// The topmost entity this one inherits from (rows of one hierarchy share its table).
  var root: NSEntityDescription { superentity?.root ?? self }

  /// The entity named `entityName` in the model of `context`'s coordinator.
  open class func entity(
    forEntityName entityName: String, in context: NSManagedObjectContext
  ) -> NSEntityDescription? {
    context.model?.entitiesByName[entityName]
  }

  /// A new object of the entity `entityName`, inserted into `context`. Raises (reports, and
  /// answers a plain object) when the model has no such entity, as iOS raises
  /// NSInternalInconsistencyException.
  open class func insertNewObject(
    forEntityName entityName: String, into context: NSManagedObjectContext
  ) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      CoreDataIssues.raise(
        "NSInternalInconsistencyException",
        "+entityForName: could not locate an entity named '\(entityName)' in this model.")
      return NSManagedObject(entity: NSEntityDescription.placeholder, insertInto: nil)
    }
    return entity.objectClass.init(entity: entity, insertInto: context)
  }

  /// The entity of objects made with no model.
  static let placeholder = NSEntityDescription(
    document: DataModel.Entity(name: "NSManagedObject"))

  /// The class of this entity's objects: `managedObjectClassName` looked up in the launched
  /// app's modules (and in modules registered with ``NSManagedObjectModel``), else
  /// `NSManagedObject` — which is what iOS makes when the class is not found, with the log line
  /// it writes.
  var objectClass: NSManagedObject.Type {
    ClassRegistry.shared.managedClass(named: managedObjectClassName ?? "NSManagedObject")
  }

  open override var description: String { "(<NSEntityDescription>) name \(name ?? "")" }
}

/// Finds an entity's class by name, as iOS finds it through the Objective-C runtime.
final class ClassRegistry: @unchecked Sendable {
  static let shared = ClassRegistry()
  private let lock = NSLock()
  private var cache: [String: NSManagedObject.Type] = [:]
  private var registered: [String: NSManagedObject.Type] = [:]

  func register(_ type: NSManagedObject.Type) {
    lock.lock()
    defer { lock.unlock() }
    registered["\(type)"] = type
    cache = [:]
  }

  func managedClass(named name: String) -> NSManagedObject.Type {
    lock.lock()
    defer { lock.unlock() }
    if let found = registered[name] ?? cache[name] { return found }
    if name == "NSManagedObject" { return NSManagedObject.self }
    var modules: [String] = []
    if let path = UIApplication.launchedBundle?.bundlePath {
      modules += InterfaceBuilderModules.modules(ofBundleAt: path)
    }
    for bundle in Bundle.allBundles {
      modules += InterfaceBuilderModules.modules(ofBundleAt: bundle.bundlePath)
    }
    let parts = name.split(separator: ".")
    let candidates =
      parts.count > 1 ? [name] : modules.map { "\($0).\(name)" }
    for candidate in candidates {
      if let type = _typeByName(candidate) as? NSManagedObject.Type {
        cache[name] = type
        return type
      }
    }
    FileHandle.standardError.write(
      Data(
        "CoreData: warning: Unable to load class named '\(name)' for entity. Class not found, using default NSManagedObject instead.\n"
          .utf8))
    cache[name] = NSManagedObject.self
    return NSManagedObject.self
  }
}
