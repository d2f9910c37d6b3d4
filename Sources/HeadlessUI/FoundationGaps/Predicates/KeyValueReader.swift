import Foundation

/// A type that answers Key-Value Coding's `value(forKey:)`, which Linux's `NSObject` lacks: what
/// predicates and sort descriptors read an object's values through. CoreData's stand-in's
/// `NSManagedObject` adopts it; any class may.
public protocol KeyValueReading {
  /// The value of the property `key`; nil when there is none.
  func value(forKey key: String) -> Any?
}

/// A value that predicates compare by an identity of its own rather than `isEqual`: a managed
/// object and its object ID are the same row in any context (CoreData's stand-in adopts it).
public protocol KeyValueIdentifying {
  /// What equal values share.
  var keyValueIdentity: AnyHashable { get }
}

/// Reads values by key and key path as Key-Value Coding does on iOS, for predicates and sort
/// descriptors: through ``KeyValueReading`` where a type adopts it, a dictionary's entry, and
/// otherwise the stored property of that name (by reflection, the superclasses' too; a lazy or
/// wrapped property's storage, `$__lazy_storage_$_name` / `_name`, answers for `name`).
public enum KeyValueReader {
  /// The value of `key` in `object`; nil when `object` is nil or has no such key.
  public static func value(of object: Any?, forKey key: String) -> Any? {
    guard let object = unwrapped(object) else { return nil }
    if key == "self" || key == "SELF" { return object }
    if let reading = object as? KeyValueReading { return unwrapped(reading.value(forKey: key)) }
    if let dictionary = object as? [String: Any] { return unwrapped(dictionary[key]) }
    if let dictionary = object as? NSDictionary { return unwrapped(dictionary.object(forKey: key)) }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if child.label == key || child.label == "_\(key)"
          || child.label == "$__lazy_storage_$_\(key)"
        {
          return unwrapped(child.value)
        }
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// The value at `keyPath` (`a.b.c`) of `object`. Through a collection (a to-many
  /// relationship, an array) the rest of the path is read from each member, giving an array;
  /// `@count` counts, `@sum` `@avg` `@min` `@max` fold the rest of the path's values, as the
  /// collection operators of Key-Value Coding do.
  public static func value(of object: Any?, atKeyPath keyPath: String) -> Any? {
    var current: Any? = object
    var components = keyPath.split(separator: ".").map(String.init)[...]
    while let key = components.popFirst() {
      if key.hasPrefix("@") {
        let members = PredicateValues.elements(of: current) ?? []
        let rest = components.joined(separator: ".")
        let values = rest.isEmpty ? members : members.map { value(of: $0, atKeyPath: rest) as Any }
        return aggregate(key.lowercased(), values)
      }
      if let members = PredicateValues.elements(of: current) {
        let rest = ([key] + components).joined(separator: ".")
        return members.map { value(of: $0, atKeyPath: rest) as Any }
      }
      current = value(of: current, forKey: key)
    }
    return current
  }

  static func aggregate(_ operation: String, _ values: [Any]) -> Any? {
    let numbers = values.compactMap { PredicateValues.number($0) }
    switch operation {
    case "@count": return values.count
    case "@sum": return numbers.reduce(0, +)
    case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
    case "@min":
      return values.min { PredicateValues.order($0, $1, []) == .orderedAscending }
    case "@max":
      return values.max { PredicateValues.order($0, $1, []) == .orderedAscending }
    default: return nil
    }
  }

  /// `value` without its `Optional` layers; `NSNull` reads as nil.
  public static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if value is NSNull { return nil }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { unwrapped($0.value) }
    }
    return value
  }
}
