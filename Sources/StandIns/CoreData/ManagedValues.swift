import Foundation
import HeadlessUI
import IssueReporting

/// How managed objects store values and hand them back as the types apps declare.
enum ManagedValues {
  /// `value` as stored: unwrapped, a collection of objects as an array of them, `NSNull` as
  /// nil.
  static func stored(_ value: Any?) -> Any? {
    guard let value = KeyValueReader.unwrapped(value) else { return nil }
    if value is NSManagedObject { return value }
    if value is String || value is NSNumber || value is Date || value is Data { return value }
    if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject } }
    if let set = value as? NSOrderedSet { return set.array.compactMap { $0 as? NSManagedObject } }
    if let array = value as? [NSManagedObject] { return array }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .set || mirror.displayStyle == .collection {
      let members = mirror.children.map(\.value)
      if members.allSatisfy({ $0 is NSManagedObject }) {
        return members.compactMap { $0 as? NSManagedObject }
      }
    }
    return value
  }

  /// The objects in `value`: one object, an array, a set, `NSSet` or `NSOrderedSet` of them.
  static func objects(in value: Any) -> [NSManagedObject] {
    guard let value = KeyValueReader.unwrapped(value) else { return [] }
    if let object = value as? NSManagedObject { return [object] }
    if let array = stored(value) as? [NSManagedObject] { return array }
    return []
  }

  /// `value` as `T`, when it is one or converts to one: numbers to any numeric type (and
  /// `Bool`), a missing number to 0 or false, collections of objects to `NSSet`,
  /// `NSOrderedSet`, `Set` or arrays; nil when it does not convert.
  static func convert<T>(_ value: Any?) -> T? {
    if let value = value as? T { return value }
    if value == nil, let none = Optional<Any>.none as? T { return none }
    if let number = number(value) {
      if let converted = number as? T { return converted }
      if let converted = numeric(number, as: T.self) { return converted }
    }
    if value == nil {
      if let zero = numeric(NSNumber(value: 0), as: T.self) { return zero }
      if let empty = "" as? T { return empty }
    }
    if let set = value as? NSSet {
      if let converted = Set(set.allObjects.compactMap { $0 as? NSObject }) as? T {
        return converted
      }
      if let converted = set.allObjects as? T { return converted }
    }
    if let set = value as? NSOrderedSet {
      if let converted = set.array as? T { return converted }
      if let converted = NSSet(array: set.array) as? T { return converted }
    }
    return nil
  }

  /// `value` as a number when it is one (any integer or floating type, `Bool`).
  static func number(_ value: Any?) -> NSNumber? {
    switch value {
    case let value as NSNumber: return value
    case let value as Int: return NSNumber(value: value)
    case let value as Int16: return NSNumber(value: value)
    case let value as Int32: return NSNumber(value: value)
    case let value as Int64: return NSNumber(value: value)
    case let value as Double: return NSNumber(value: value)
    case let value as Float: return NSNumber(value: value)
    case let value as Bool: return NSNumber(value: value)
    case let value as Decimal: return NSDecimalNumber(decimal: value)
    default: return nil
    }
  }

  private static func numeric<T>(_ number: NSNumber, as type: T.Type) -> T? {
    let candidates: [Any] = [
      number.int64Value, number.intValue, number.int32Value, number.int16Value,
      number.doubleValue, number.floatValue, number.boolValue, CGFloat(number.doubleValue),
      number.uintValue, number.int8Value, number.uint8Value,
    ]
    for candidate in candidates {
      if let value = candidate as? T { return value }
      if let value = Optional(candidate) as? T { return value }
    }
    return nil
  }

  /// `value` as the type `attribute` is stored as (a number of the model's width, a date…),
  /// for the store.
  static func normalized(_ value: Any?, for attribute: NSAttributeDescription) -> Any? {
    guard let value else { return nil }
    guard let number = number(value) else { return value }
    switch attribute.attributeType {
    case .integer16AttributeType: return number.int16Value
    case .integer32AttributeType: return number.int32Value
    case .integer64AttributeType: return number.int64Value
    case .doubleAttributeType: return number.doubleValue
    case .floatAttributeType: return number.floatValue
    case .booleanAttributeType: return number.boolValue
    case .decimalAttributeType: return NSDecimalNumber(value: number.doubleValue)
    default: return value
    }
  }
}

/// What iOS raises as an Objective-C exception in Core Data: reported through IssueReporting (a
/// running test fails) and written to standard error; the call then goes on.
enum CoreDataIssues {
  static func raise(_ name: String, _ reason: String) {
    let message = "CoreData: \(name): \(reason)"
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    reportIssue(message)
  }

  /// What Core Data only logs (the call goes on and nothing is raised): written to standard
  /// error as iOS writes it to the console.
  static func log(_ message: String) {
    FileHandle.standardError.write(Data("CoreData: error: \(message)\n".utf8))
  }
}

/// Core Data's errors, in `NSCocoaErrorDomain` with Apple's codes.
enum CoreDataError {
  /// `NSValidationMissingMandatoryPropertyError`.
  static func missingMandatoryProperty(_ key: String, entity: String) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: 1570,
      userInfo: [
        NSLocalizedDescriptionKey: "\(key) is a required value.",
        "NSValidationErrorKey": key, "NSValidationErrorEntity": entity,
      ])
  }

  /// `NSPersistentStoreOpenError` (134080) and its siblings: a store that cannot be opened.
  static func store(_ code: Int, _ reason: String, url: URL?) -> NSError {
    var info: [String: Any] = [NSLocalizedDescriptionKey: reason]
    if let url { info[NSURLErrorKey] = url }
    return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
  }

  /// `NSManagedObjectReferentialIntegrityError` (1550): a deny rule refused a delete.
  static func denied(_ key: String, entity: String) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: 1550,
      userInfo: [
        NSLocalizedDescriptionKey: "\(entity).\(key) denies the delete while it has objects."
      ])
  }
}

/// The models of the coordinators made so far, for `NSManagedObject.entity()` and
/// `init(context:)` of a class whose context is not at hand.
enum ModelRegistry {
  nonisolated(unsafe) private static var models: [NSManagedObjectModel] = []
  private static let lock = NSLock()

  static func add(_ model: NSManagedObjectModel) {
    lock.lock()
    defer { lock.unlock() }
    if !models.contains(where: { $0 === model }) { models.append(model) }
  }

  static func entity(ofClassNamed name: String) -> NSEntityDescription? {
    lock.lock()
    defer { lock.unlock() }
    for model in models.reversed() {
      if let entity = model.entities.first(where: { $0.managedObjectClassName == name }) {
        return entity
      }
    }
    return nil
  }
}
