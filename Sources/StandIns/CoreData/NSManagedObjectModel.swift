import DataModelDocuments
@_exported import Foundation
@_exported import HeadlessUI

/// A Core Data model: the entities an app's objects are made of, read from the app's
/// `.xcdatamodeld` (which the port copies into the bundle as `NAME.momd`, where iOS keeps the
/// compiled model).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  /// The entities, in the model's order.
  open private(set) var entities: [NSEntityDescription]
  let document: DataModel

  /// The model with no entities.
  public override init() {
    entities = []
    document = DataModel()
    super.init()
  }

  /// The model `document` describes.
  public init(document: DataModel) {
    self.document = document
    entities = document.entities.map { NSEntityDescription(document: $0) }
    super.init()
    let byName = entitiesByName
    for entity in entities {
      entity.managedObjectModel = self
      if let parent = entity.documentEntity.parentName.flatMap({ byName[$0] }) {
        entity.superentity = parent
        parent.subentities.append(entity)
      }
    }
  }

  /// The model at `url` (`NAME.momd`, `NAME.xcdatamodeld`, `NAME.xcdatamodel` or `NAME.mom`);
  /// nil when there is none or it cannot be read (what it says goes to standard error, with
  /// the file and line), as iOS answers nil.
  public convenience init?(contentsOf url: URL) {
    do {
      self.init(document: try DataModel.read(contentsOf: url))
    } catch {
      FileHandle.standardError.write(Data("CoreData: error: \(error)\n".utf8))
      return nil
    }
  }

  /// The models of `bundles` (the launched app's bundle when nil) merged into one.
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    let searched = bundles ?? [Bundle.launchedMain]
    var entities: [DataModel.Entity] = []
    for bundle in searched {
      for url in ModelFiles.models(in: bundle) {
        if let model = try? DataModel.read(contentsOf: url) { entities += model.entities }
      }
    }
    return NSManagedObjectModel(document: DataModel(entities: entities))
  }

  /// Makes `classes` the classes of the entities whose class name is theirs (GestureTape's
  /// addition). A launched app needs none of this: an entity's class is looked up in the app's
  /// module, as iOS looks it up in the app's binary. Code outside a launched app (a unit test
  /// of a Core Data stack) registers its classes, else their objects are plain
  /// `NSManagedObject`s.
  public static func register(_ classes: [NSManagedObject.Type]) {
    for type in classes { ClassRegistry.shared.register(type) }
  }

  /// The entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.map { ($0.name ?? "", $0) }) { first, _ in first }
  }

  /// The model's named fetch request `name`, its `$variables` from `variables`.
  open func fetchRequestFromTemplate(
    withName name: String, substitutionVariables variables: [String: Any]
  ) -> NSFetchRequest<NSFetchRequestResult>? {
    guard let template = document.fetchRequests.first(where: { $0.name == name }) else {
      return nil
    }
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: template.entity)
    request.predicate = template.predicate.map {
      NSPredicate.substituting(variables, inFormat: $0)
    }
    return request
  }

  /// The model's named fetch request `name`.
  open func fetchRequestTemplate(forName name: String) -> NSFetchRequest<NSFetchRequestResult>? {
    fetchRequestFromTemplate(withName: name, substitutionVariables: [:])
  }
}

/// Where a bundle keeps its models: at the top of its resources as `NAME.momd` (where the port
/// lays out `NAME.xcdatamodeld`, and iOS keeps the compiled model) or `NAME.mom`, or anywhere
/// below as the model documents themselves (a package's resources copied as they are).
enum ModelFiles {
  static let extensions = ["momd", "xcdatamodeld", "mom", "xcdatamodel"]

  /// The models in `bundle`'s resources, sorted by path (a version inside a versioned model is
  /// not a model of its own).
  static func models(in bundle: Bundle) -> [URL] {
    let root = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      let parts = path.split(separator: "/")
      guard let last = parts.last, extensions.contains(where: { last.hasSuffix("." + $0) }) else {
        continue
      }
      // Not a version inside a versioned model.
      if parts.dropLast().contains(where: { $0.hasSuffix(".momd") || $0.hasSuffix(".xcdatamodeld") }
      ) {
        continue
      }
      found.append(path)
    }
    return found.sorted().map { root.appendingPathComponent($0) }
  }

  /// The model named `name` in `bundle` (any of the extensions), or nil.
  static func model(named name: String, in bundle: Bundle) -> URL? {
    models(in: bundle).first { $0.deletingPathExtension().lastPathComponent == name }
  }
}

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  /// The property's name.
  open var name: String
  /// Whether it may be nil when saved.
  open var isOptional: Bool
  /// The entity it belongs to.
  open internal(set) weak var entity: NSEntityDescription?

  init(name: String, isOptional: Bool) {
    self.name = name
    self.isOptional = isOptional
    super.init()
  }
}

/// An attribute's type (Apple's raw values).
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case UUIDAttributeType = 1100
  case URIAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000
}

/// An attribute of an entity.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  /// Its type.
  open var attributeType: NSAttributeType
  /// The value a new object starts with.
  open var defaultValue: Any?
  let documentType: DataModel.AttributeType

  init(document: DataModel.Attribute) {
    documentType = document.type
    attributeType = Self.types[document.type] ?? .undefinedAttributeType
    defaultValue = document.defaultValue.flatMap { Self.value(of: $0, type: document.type) }
    super.init(name: document.name, isOptional: document.isOptional)
  }

  static let types: [DataModel.AttributeType: NSAttributeType] = [
    .integer16: .integer16AttributeType, .integer32: .integer32AttributeType,
    .integer64: .integer64AttributeType, .decimal: .decimalAttributeType,
    .double: .doubleAttributeType, .float: .floatAttributeType, .string: .stringAttributeType,
    .boolean: .booleanAttributeType, .date: .dateAttributeType, .binary: .binaryDataAttributeType,
    .uuid: .UUIDAttributeType, .uri: .URIAttributeType,
    .transformable: .transformableAttributeType, .objectID: .objectIDAttributeType,
  ]

  /// A `defaultValueString` as a value of `type` (a date's is seconds since 2001, as Xcode
  /// writes it).
  static func value(of text: String, type: DataModel.AttributeType) -> Any? {
    switch type {
    case .integer16: return Int16(text) ?? Double(text).map { Int16($0) }
    case .integer32: return Int32(text) ?? Double(text).map { Int32($0) }
    case .integer64: return Int64(text) ?? Double(text).map { Int64($0) }
    case .double: return Double(text)
    case .float: return Float(text)
    case .decimal: return NSDecimalNumber(string: text)
    case .boolean: return text == "YES" || text == "1" || text.lowercased() == "true"
    case .string: return text
    case .date: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
    case .uuid: return UUID(uuidString: text)
    case .uri: return URL(string: text)
    case .binary, .transformable, .objectID: return nil
    }
  }
}

/// What deleting an object does to the objects a relationship leads to (Apple's raw values).
public enum NSDeleteRule: UInt, Sendable {
  case noActionDeleteRule = 0
  case nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// A relationship of an entity.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  /// The entity it leads to.
  open internal(set) weak var destinationEntity: NSEntityDescription?
  /// The relationship back.
  open var inverseRelationship: NSRelationshipDescription? {
    inverseName.flatMap { destinationEntity?.relationshipsByName[$0] }
  }
  /// Whether it leads to many objects.
  open var isToMany: Bool
  /// Whether the many are ordered.
  open var isOrdered: Bool
  /// What deleting the source does.
  open var deleteRule: NSDeleteRule
  /// 0 or 1 for a to-one, 0 (no limit) for a to-many.
  open var maxCount: Int { isToMany ? 0 : 1 }
  let destinationName: String
  let inverseName: String?

  init(document: DataModel.Relationship) {
    destinationName = document.destination
    inverseName = document.inverseName
    isToMany = document.isToMany
    isOrdered = document.isOrdered
    switch document.deletionRule {
    case .nullify: deleteRule = .nullifyDeleteRule
    case .cascade: deleteRule = .cascadeDeleteRule
    case .deny: deleteRule = .denyDeleteRule
    case .noAction: deleteRule = .noActionDeleteRule
    }
    super.init(name: document.name, isOptional: document.isOptional)
  }
}
