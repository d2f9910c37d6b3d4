/// The Swift Xcode generates for a model's entities (Codegen "Class Definition" and
/// "Category/Extension"), in the form the port gives `@NSManaged` members: each property reads
/// and writes the object's values through CoreData's stand-in (`managedValue(forKey:)`,
/// `setManagedValue(_:forKey:)`), as Core Data's generated accessors do on iOS.
extension DataModel {
  /// The source file for the entities whose class or properties Xcode generates; nil when the
  /// model has none.
  ///
  /// - Parameter modelName: the model's name (`Model` for `Model.xcdatamodeld`), for the header.
  public func generatedSwift(modelName: String) -> String? {
    let generated = entities.filter {
      $0.codeGeneration != .manual && $0.className != "NSManagedObject"
    }
    guard !generated.isEmpty else { return nil }
    var lines = [
      "// Written by gesturetape-port from \(modelName).xcdatamodeld: the classes and properties",
      "// Xcode generates for the entities whose Codegen is \"Class Definition\" or",
      "// \"Category/Extension\". Do not edit; port the app again.",
      "import CoreDataStandIn",
      "",
    ]
    for entity in generated {
      if entity.codeGeneration == .class {
        let parent =
          entity.parentName.flatMap { self.entity(named: $0)?.className } ?? "NSManagedObject"
        lines.append("public class \(entity.className): \(parent) {}")
        lines.append("")
      }
      lines.append("extension \(entity.className) {")
      lines.append("  public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {")
      lines.append("    NSFetchRequest<\(entity.className)>(entityName: \"\(entity.name)\")")
      lines.append("  }")
      for attribute in entity.attributes {
        lines.append(
          "  "
            + Self.managedProperty(
              name: attribute.name, type: swiftType(of: attribute), access: "public"))
      }
      for relationship in entity.relationships {
        let destination =
          self.entity(named: relationship.destination)?.className ?? "NSManagedObject"
        let type =
          relationship.isToMany
          ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
        lines.append(
          "  " + Self.managedProperty(name: relationship.name, type: type, access: "public"))
        if relationship.isToMany {
          let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
          let key = "\"\(relationship.name)\""
          lines.append(
            "  public func addTo\(suffix)(_ value: \(destination)) { addManagedObjects([value], toKey: \(key)) }"
          )
          lines.append(
            "  public func removeFrom\(suffix)(_ value: \(destination)) { removeManagedObjects([value], fromKey: \(key)) }"
          )
          let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
          lines.append(
            "  public func addTo\(suffix)(_ values: \(collection)) { addManagedObjects(values, toKey: \(key)) }"
          )
          lines.append(
            "  public func removeFrom\(suffix)(_ values: \(collection)) { removeManagedObjects(values, fromKey: \(key)) }"
          )
        }
      }
      lines.append("}")
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The Swift type Xcode gives `attribute`'s property: a scalar (`Int64`, `Double`, `Bool`…)
  /// where the model uses scalars, otherwise an optional object (`String?`, `Date?`,
  /// `NSNumber?`…) — optional whatever the model's "Optional" box says, as Xcode writes it.
  public func swiftType(of attribute: Attribute) -> String {
    let scalar = attribute.usesScalarValueType
    switch attribute.type {
    case .integer16: return scalar ? "Int16" : "NSNumber?"
    case .integer32: return scalar ? "Int32" : "NSNumber?"
    case .integer64: return scalar ? "Int64" : "NSNumber?"
    case .double: return scalar ? "Double" : "NSNumber?"
    case .float: return scalar ? "Float" : "NSNumber?"
    case .boolean: return scalar ? "Bool" : "NSNumber?"
    case .decimal: return "NSDecimalNumber?"
    case .string: return "String?"
    case .date: return "Date?"
    case .binary: return "Data?"
    case .uuid: return "UUID?"
    case .uri: return "URL?"
    case .transformable: return "\(attribute.customClassName ?? "NSObject")?"
    case .objectID: return "NSManagedObjectID?"
    }
  }

  /// `var name: type` as a computed property over the managed object's values: what the port
  /// writes for `@NSManaged var name: type` (Linux's Swift has no `@NSManaged` runtime).
  ///
  /// - Parameters:
  ///   - name: the property's (and key's) name.
  ///   - type: its Swift type as written.
  ///   - access: its modifiers before `var` (`public`, `open`, `""`).
  public static func managedProperty(name: String, type: String, access: String) -> String {
    let prefix = access.isEmpty ? "" : access + " "
    return
      "\(prefix)var \(name): \(type) { get { managedValue(forKey: \"\(name)\") } set { setManagedValue(newValue, forKey: \"\(name)\") } }"
  }
}
