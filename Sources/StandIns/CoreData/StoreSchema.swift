import Foundation

/// How a model's rows are laid out in SQLite, as Core Data lays them out: one table per entity
/// hierarchy (`Z` and the root entity's name in capitals), `Z_PK` the primary key, `Z_ENT` the
/// row's entity, one column per property (`Z` and its name in capitals). Attributes are kept by
/// type (integers and booleans as integers, floating numbers, dates as seconds since 2001 and
/// decimals as reals, strings, UUIDs and URLs as text, data as blobs), a to-one relationship as
/// the destination's primary key, a to-many as the list of them (text, in order). A column the
/// model has and the table lacks is added when the store opens (the lightweight migration Core
/// Data infers for a new property).
struct StoreSchema {
  let model: NSManagedObjectModel

  private var roots: [NSEntityDescription] { model.entities.filter { $0.superentity == nil } }

  static func table(_ root: NSEntityDescription) -> String { "Z" + (root.name ?? "").uppercased() }
  static func column(_ property: String) -> String { "Z" + property.uppercased() }

  /// The properties of every entity of `root`'s hierarchy, each once.
  private func properties(of root: NSEntityDescription) -> [NSPropertyDescription] {
    var seen: Set<String> = []
    var result: [NSPropertyDescription] = []
    for entity in root.selfAndDescendants {
      for property in entity.properties where seen.insert(property.name).inserted {
        result.append(property)
      }
    }
    return result
  }

  /// Makes the tables (or their missing columns) and reads every row into `store`.
  func load(_ store: NSPersistentStore, from database: SQLiteDatabase) throws {
    try database.run("CREATE TABLE IF NOT EXISTS Z_METADATA (Z_UUID TEXT)")
    for root in roots {
      let table = Self.table(root)
      try database.run(
        "CREATE TABLE IF NOT EXISTS \(SQLiteDatabase.quoted(table)) (Z_PK INTEGER PRIMARY KEY, Z_ENT TEXT)"
      )
      let existing = Set(try database.columns(of: table))
      for property in properties(of: root) where !existing.contains(Self.column(property.name)) {
        try database.run(
          "ALTER TABLE \(SQLiteDatabase.quoted(table)) ADD COLUMN \(SQLiteDatabase.quoted(Self.column(property.name)))"
        )
      }
      let columns = try database.columns(of: table)
      for values in try database.run("SELECT * FROM \(SQLiteDatabase.quoted(table)) ORDER BY Z_PK")
      {
        guard case .integer(let primaryKey) = values[0], case .text(let entityName) = values[1],
          let entity = model.entitiesByName[entityName]
        else { continue }
        var row = Row(entity: entityName, values: [:])
        for (index, column) in columns.enumerated().dropFirst(2) {
          guard let property = entity.properties.first(where: { Self.column($0.name) == column })
          else { continue }
          row.values[property.name] = decode(values[index], for: property, store: store)
        }
        let key = RowKey(
          store: store.identifier, entity: root.name ?? "", primaryKey: primaryKey, temporary: 0)
        store.rows[key] = row
        store.lastPrimaryKeys[root.name ?? ""] = max(
          store.lastPrimaryKeys[root.name ?? ""] ?? 0, primaryKey)
      }
    }
  }

  /// Writes `changes` of `store` to `database`, in one transaction.
  func write(_ changes: RowChanges, of store: NSPersistentStore, to database: SQLiteDatabase) throws
  {
    try database.run("BEGIN")
    do {
      for key in changes.deleted {
        guard let root = model.entitiesByName[key.entity], let primaryKey = key.primaryKey else {
          continue
        }
        try database.run(
          "DELETE FROM \(SQLiteDatabase.quoted(Self.table(root))) WHERE Z_PK = ?",
          [.integer(primaryKey)])
      }
      for (key, row) in changes.written {
        guard let root = model.entitiesByName[key.entity],
          let entity = model.entitiesByName[row.entity], let primaryKey = key.primaryKey
        else { continue }
        var columns = ["Z_PK", "Z_ENT"]
        var bindings: [SQLiteDatabase.Value] = [.integer(primaryKey), .text(row.entity)]
        for property in entity.properties {
          columns.append(Self.column(property.name))
          bindings.append(encode(row.values[property.name], for: property))
        }
        let names = columns.map(SQLiteDatabase.quoted).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        try database.run(
          "INSERT OR REPLACE INTO \(SQLiteDatabase.quoted(Self.table(root))) (\(names)) VALUES (\(marks))",
          bindings)
      }
      try database.run("COMMIT")
    } catch {
      _ = try? database.run("ROLLBACK")
      throw error
    }
  }

  private func encode(_ value: Any?, for property: NSPropertyDescription) -> SQLiteDatabase.Value {
    guard let value else { return .null }
    if let relationship = property as? NSRelationshipDescription {
      if relationship.isToMany {
        let keys = (value as? [RowKey]) ?? []
        return .text(keys.compactMap { $0.primaryKey.map(String.init) }.joined(separator: ","))
      }
      return (value as? RowKey)?.primaryKey.map { .integer($0) } ?? .null
    }
    guard let attribute = property as? NSAttributeDescription else { return .null }
    switch attribute.attributeType {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
      .booleanAttributeType:
      guard let number = ManagedValues.number(value) else { return .null }
      return .integer(number.int64Value)
    case .doubleAttributeType, .floatAttributeType, .decimalAttributeType:
      guard let number = ManagedValues.number(value) else { return .null }
      return .real(number.doubleValue)
    case .dateAttributeType:
      return (value as? Date).map { .real($0.timeIntervalSinceReferenceDate) } ?? .null
    case .binaryDataAttributeType: return (value as? Data).map { .blob($0) } ?? .null
    case .UUIDAttributeType: return (value as? UUID).map { .text($0.uuidString) } ?? .null
    case .URIAttributeType: return (value as? URL).map { .text($0.absoluteString) } ?? .null
    case .stringAttributeType: return .text("\(value)")
    case .transformableAttributeType, .objectIDAttributeType, .undefinedAttributeType:
      // Kept in memory only: an arbitrary object has no portable encoding without
      // NSSecureCoding's archiver, which the rows of a replay do not need.
      return .null
    }
  }

  private func decode(
    _ value: SQLiteDatabase.Value, for property: NSPropertyDescription, store: NSPersistentStore
  ) -> Any? {
    if case .null = value { return nil }
    if let relationship = property as? NSRelationshipDescription {
      let root = relationship.destinationEntity?.root.name ?? ""
      func key(_ primaryKey: Int64) -> RowKey {
        RowKey(store: store.identifier, entity: root, primaryKey: primaryKey, temporary: 0)
      }
      if relationship.isToMany {
        guard case .text(let list) = value else { return [RowKey]() }
        return list.split(separator: ",").compactMap { Int64($0) }.map(key)
      }
      if case .integer(let primaryKey) = value { return key(primaryKey) }
      return nil
    }
    guard let attribute = property as? NSAttributeDescription else { return nil }
    switch (attribute.attributeType, value) {
    case (.integer16AttributeType, .integer(let n)): return Int16(truncatingIfNeeded: n)
    case (.integer32AttributeType, .integer(let n)): return Int32(truncatingIfNeeded: n)
    case (.integer64AttributeType, .integer(let n)): return n
    case (.booleanAttributeType, .integer(let n)): return n != 0
    case (.doubleAttributeType, .real(let x)): return x
    case (.doubleAttributeType, .integer(let n)): return Double(n)
    case (.floatAttributeType, .real(let x)): return Float(x)
    case (.floatAttributeType, .integer(let n)): return Float(n)
    case (.decimalAttributeType, .real(let x)): return NSDecimalNumber(value: x)
    case (.decimalAttributeType, .integer(let n)): return NSDecimalNumber(value: n)
    case (.dateAttributeType, .real(let x)): return Date(timeIntervalSinceReferenceDate: x)
    case (.dateAttributeType, .integer(let n)):
      return Date(timeIntervalSinceReferenceDate: Double(n))
    case (.stringAttributeType, .text(let text)): return text
    case (.stringAttributeType, .integer(let n)): return String(n)
    case (.binaryDataAttributeType, .blob(let data)): return data
    case (.UUIDAttributeType, .text(let text)): return UUID(uuidString: text)
    case (.URIAttributeType, .text(let text)): return URL(string: text)
    default: return nil
    }
  }
}
