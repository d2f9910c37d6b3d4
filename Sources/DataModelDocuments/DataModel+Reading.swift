import Foundation
import InterfaceBuilderDocuments

/// Why a data model cannot be read: the file, the line when there is one, and what is wrong.
public struct DataModelError: Error, Sendable, Equatable, CustomStringConvertible {
  public let path: String
  public let line: Int?
  public let message: String

  public init(path: String, line: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}

extension DataModel {
  /// The document at `url`: a versioned model (`NAME.xcdatamodeld`, or the `NAME.momd` the
  /// port lays it out as), whose current version is the one `.xccurrentversion` names (else
  /// the last by name); one version (`NAME.xcdatamodel`, `NAME.mom`); or a `contents` file.
  ///
  /// - Throws: ``DataModelError`` naming the file (and line) when a folder holds no model or
  ///   its XML cannot be read.
  public static func read(contentsOf url: URL) throws(DataModelError) -> DataModel {
    let contents = try contentsFile(of: url)
    let data: Data
    do {
      data = try Data(contentsOf: contents)
    } catch {
      throw DataModelError(path: contents.path, message: "cannot be read")
    }
    return try parse([UInt8](data), path: contents.path)
  }

  /// The `contents` file of the model at `url`.
  public static func contentsFile(of url: URL) throws(DataModelError) -> URL {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw DataModelError(path: url.path, message: "no such data model")
    }
    guard isFolder.boolValue else { return url }
    let direct = url.appendingPathComponent("contents")
    if manager.fileExists(atPath: direct.path) { return direct }
    let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
      .filter { $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".mom") }.sorted()
    var chosen = versions.last
    let current = url.appendingPathComponent(".xccurrentversion")
    if let data = try? Data(contentsOf: current),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any],
      let name = plist["_XCCurrentVersionName"] as? String, versions.contains(name)
    {
      chosen = name
    }
    guard let chosen else {
      throw DataModelError(path: url.path, message: "holds no .xcdatamodel version")
    }
    return try contentsFile(of: url.appendingPathComponent(chosen))
  }

  /// The model in `bytes`, the XML of a `contents` file at `path` (for errors).
  public static func parse(_ bytes: [UInt8], path: String) throws(DataModelError) -> DataModel {
    let root: MarkupElement
    do {
      root = try XMLReader.read(bytes)
    } catch {
      throw DataModelError(path: path, line: error.location.line, message: error.message)
    }
    guard root.name == "model" else {
      throw DataModelError(
        path: path, line: root.location.line,
        message: "the root element is <\(root.name)>, not <model>")
    }
    var model = DataModel()
    for element in root.children("entity") {
      guard let name = element["name"] else {
        throw DataModelError(
          path: path, line: element.location.line, message: "an <entity> without a name")
      }
      var entity = Entity(
        name: name,
        className: element["representedClassName"].map {
          String($0.split(separator: ".").last ?? Substring($0))
        },
        parentName: element["parentEntity"], isAbstract: element["isAbstract"] == "YES",
        codeGeneration: CodeGeneration(rawValue: element["codeGenerationType"] ?? "") ?? .manual,
        line: element.location.line)
      if element["representedClassName"] == nil { entity.className = "NSManagedObject" }
      for child in element.children("attribute") {
        guard let attributeName = child["name"] else {
          throw DataModelError(
            path: path, line: child.location.line, message: "an <attribute> without a name")
        }
        let typeName = child["attributeType"] ?? "Undefined"
        guard let type = AttributeType(rawValue: typeName) else {
          throw DataModelError(
            path: path, line: child.location.line,
            message: "attribute '\(attributeName)' has the unknown type '\(typeName)'")
        }
        entity.attributes.append(
          Attribute(
            name: attributeName, type: type, isOptional: child["optional"] == "YES",
            usesScalarValueType: child["usesScalarValueType"] != "NO",
            defaultValue: child["defaultValueString"], customClassName: child["customClassName"]))
      }
      for child in element.children("relationship") {
        guard let relationshipName = child["name"], let destination = child["destinationEntity"]
        else {
          throw DataModelError(
            path: path, line: child.location.line,
            message: "a <relationship> without a name or destinationEntity")
        }
        entity.relationships.append(
          Relationship(
            name: relationshipName, destination: destination, inverseName: child["inverseName"],
            isToMany: child["toMany"] == "YES", isOrdered: child["ordered"] == "YES",
            isOptional: child["optional"] == "YES",
            deletionRule: DeletionRule(rawValue: child["deletionRule"] ?? "") ?? .nullify))
      }
      model.entities.append(entity)
    }
    for element in root.children("fetchRequest") {
      if let name = element["name"], let entity = element["entity"] {
        model.fetchRequests.append(
          FetchRequest(name: name, entity: entity, predicate: element["predicateString"]))
      }
    }
    return model
  }
}
