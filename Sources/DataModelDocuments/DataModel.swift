import Foundation
import InterfaceBuilderDocuments

/// A Core Data model as Xcode's model editor writes it (`NAME.xcdatamodeld/NAME.xcdatamodel/
/// contents`, XML): its entities, their attributes and relationships, and how Xcode generates
/// each entity's class. Read by the port (which writes the classes Xcode would generate) and by
/// CoreData's stand-in (which builds `NSManagedObjectModel` from it); the compiled `.momd` an
/// app bundle holds on iOS is this folder here.
public struct DataModel: Sendable, Equatable {
  /// The entities, in the document's order.
  public var entities: [Entity]
  /// The named fetch requests (`<fetchRequest name= entity= predicateString=>`).
  public var fetchRequests: [FetchRequest]

  public init(entities: [Entity] = [], fetchRequests: [FetchRequest] = []) {
    self.entities = entities
    self.fetchRequests = fetchRequests
  }

  /// One entity.
  public struct Entity: Sendable, Equatable {
    /// The entity's name.
    public var name: String
    /// The class its objects are made of (`representedClassName`; a leading `.` — "current
    /// product module" — is dropped); `NSManagedObject` when the document names none.
    public var className: String
    /// The entity it inherits from, by name.
    public var parentName: String?
    /// Whether it has no objects of its own.
    public var isAbstract: Bool
    /// What Xcode generates for it.
    public var codeGeneration: CodeGeneration
    /// Its attributes, in the document's order.
    public var attributes: [Attribute]
    /// Its relationships, in the document's order.
    public var relationships: [Relationship]
    /// The line of its `<entity>` element.
    public var line: Int

    public init(
      name: String, className: String? = nil, parentName: String? = nil, isAbstract: Bool = false,
      codeGeneration: CodeGeneration = .manual, attributes: [Attribute] = [],
      relationships: [Relationship] = [], line: Int = 0
    ) {
      self.name = name
      self.className = className ?? name
      self.parentName = parentName
      self.isAbstract = isAbstract
      self.codeGeneration = codeGeneration
      self.attributes = attributes
      self.relationships = relationships
      self.line = line
    }
  }

  /// What Xcode generates for an entity (`codeGenerationType`).
  public enum CodeGeneration: String, Sendable, Equatable {
    /// The class and its properties (`class`).
    case `class`
    /// The properties, in an extension of the app's own class (`category`).
    case category
    /// Nothing: the app writes the class (no attribute; "Manual/None").
    case manual
  }

  /// One attribute.
  public struct Attribute: Sendable, Equatable {
    public var name: String
    public var type: AttributeType
    /// Whether it may be nil when saved.
    public var isOptional: Bool
    /// Whether the generated property is a Swift scalar (`Int64`, `Bool`…) rather than
    /// `NSNumber` (`usesScalarValueType`, YES unless the document says NO).
    public var usesScalarValueType: Bool
    /// `defaultValueString`, as written.
    public var defaultValue: String?
    /// A transformable's class (`customClassName`).
    public var customClassName: String?

    public init(
      name: String, type: AttributeType, isOptional: Bool = true, usesScalarValueType: Bool = true,
      defaultValue: String? = nil, customClassName: String? = nil
    ) {
      self.name = name
      self.type = type
      self.isOptional = isOptional
      self.usesScalarValueType = usesScalarValueType
      self.defaultValue = defaultValue
      self.customClassName = customClassName
    }
  }

  /// An attribute's type, by the name the document writes (`attributeType`).
  public enum AttributeType: String, Sendable, Equatable, CaseIterable {
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"
  }

  /// One relationship.
  public struct Relationship: Sendable, Equatable {
    public var name: String
    /// The entity it leads to.
    public var destination: String
    /// The relationship back, on the destination.
    public var inverseName: String?
    /// Whether it leads to many objects (`toMany="YES"`).
    public var isToMany: Bool
    /// Whether the many are ordered (`ordered="YES"`).
    public var isOrdered: Bool
    public var isOptional: Bool
    /// What deleting the source does to the destination.
    public var deletionRule: DeletionRule

    public init(
      name: String, destination: String, inverseName: String? = nil, isToMany: Bool = false,
      isOrdered: Bool = false, isOptional: Bool = true, deletionRule: DeletionRule = .nullify
    ) {
      self.name = name
      self.destination = destination
      self.inverseName = inverseName
      self.isToMany = isToMany
      self.isOrdered = isOrdered
      self.isOptional = isOptional
      self.deletionRule = deletionRule
    }
  }

  /// What deleting an object does to the objects a relationship leads to.
  public enum DeletionRule: String, Sendable, Equatable {
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
    case noAction = "No Action"
  }

  /// A named fetch request of the model.
  public struct FetchRequest: Sendable, Equatable {
    public var name: String
    public var entity: String
    public var predicate: String?
  }

  /// The entity named `name`.
  public func entity(named name: String) -> Entity? {
    entities.first { $0.name == name }
  }
}
