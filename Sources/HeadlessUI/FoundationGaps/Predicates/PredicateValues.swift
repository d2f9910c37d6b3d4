import Foundation

/// How predicates compare values, as Foundation's predicates compare them in memory: numbers of
/// any type (and `Bool`, and `NSNumber`) by value, strings with the `[c]`/`[d]` options, dates
/// by time, objects by `isEqual` (a managed object by its identity); nil equals only nil.
enum PredicateValues {
  static func compare(
    _ lhs: Any?, _ operation: PredicateOperator, _ rhs: Any?,
    _ options: PredicateOptions
  ) -> Bool {
    let lhs = KeyValueReader.unwrapped(lhs)
    let rhs = KeyValueReader.unwrapped(rhs)
    switch operation {
    case .equalTo: return equal(lhs, rhs, options)
    case .notEqualTo: return !equal(lhs, rhs, options)
    case .lessThan: return order(lhs, rhs, options) == .orderedAscending
    case .lessThanOrEqualTo:
      return [.orderedAscending, .orderedSame].contains(order(lhs, rhs, options))
    case .greaterThan: return order(lhs, rhs, options) == .orderedDescending
    case .greaterThanOrEqualTo:
      return [.orderedDescending, .orderedSame].contains(order(lhs, rhs, options))
    case .in:
      if let members = elements(of: rhs) { return members.contains { equal(lhs, $0, options) } }
      if let text = rhs as? String, let part = lhs as? String {
        return folded(text, options).contains(folded(part, options))
      }
      return false
    case .contains:
      if let members = elements(of: lhs) { return members.contains { equal($0, rhs, options) } }
      guard let text = lhs as? String, let part = rhs as? String else { return false }
      return part.isEmpty || folded(text, options).contains(folded(part, options))
    case .beginsWith:
      guard let text = lhs as? String, let part = rhs as? String else { return false }
      return folded(text, options).hasPrefix(folded(part, options))
    case .endsWith:
      guard let text = lhs as? String, let part = rhs as? String else { return false }
      return folded(text, options).hasSuffix(folded(part, options))
    case .like:
      guard let text = lhs as? String, let pattern = rhs as? String else { return false }
      return matches(text, likePattern(pattern), options)
    case .matches:
      guard let text = lhs as? String, let pattern = rhs as? String else { return false }
      return matches(text, pattern, options)
    case .between:
      guard let bounds = elements(of: rhs), bounds.count == 2 else { return false }
      let low = order(lhs, bounds[0], options)
      let high = order(lhs, bounds[1], options)
      return (low == .orderedDescending || low == .orderedSame)
        && (high == .orderedAscending || high == .orderedSame)
    }
  }

  static func equal(_ lhs: Any?, _ rhs: Any?, _ options: PredicateOptions) -> Bool {
    let lhs = KeyValueReader.unwrapped(lhs)
    let rhs = KeyValueReader.unwrapped(rhs)
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    default: break
    }
    if let a = lhs as? KeyValueIdentifying, let b = rhs as? KeyValueIdentifying {
      return a.keyValueIdentity == b.keyValueIdentity
    }
    if let a = number(lhs), let b = number(rhs) { return a == b }
    if let a = lhs as? String, let b = rhs as? String {
      return folded(a, options) == folded(b, options)
    }
    if let a = lhs as? Date, let b = rhs as? Date { return a == b }
    if let a = lhs as? NSObject, let b = rhs as? NSObject { return a.isEqual(b) }
    if let a = lhs as? AnyHashable, let b = rhs as? AnyHashable { return a == b }
    return false
  }

  /// The order of `lhs` and `rhs`: numbers, strings (with the options), dates; nil when they
  /// are not of one ordered kind.
  static func order(_ lhs: Any?, _ rhs: Any?, _ options: PredicateOptions)
    -> ComparisonResult?
  {
    let lhs = KeyValueReader.unwrapped(lhs)
    let rhs = KeyValueReader.unwrapped(rhs)
    if let a = number(lhs), let b = number(rhs) {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    if let a = lhs as? String, let b = rhs as? String {
      let (x, y) = (folded(a, options), folded(b, options))
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    if let a = lhs as? Date, let b = rhs as? Date {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    return nil
  }

  /// `value` as a number when it is one (any integer or floating type, `Bool`, `NSNumber`,
  /// `Decimal`).
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Bool: return value ? 1 : 0
    case let value as Int: return Double(value)
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as CGFloat: return Double(value)
    case let value as Int16: return Double(value)
    case let value as Int32: return Double(value)
    case let value as Int64: return Double(value)
    case let value as Int8: return Double(value)
    case let value as UInt: return Double(value)
    case let value as UInt8: return Double(value)
    case let value as UInt16: return Double(value)
    case let value as UInt32: return Double(value)
    case let value as UInt64: return Double(value)
    case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  /// The members of `value` when it is a collection (an array, a set, `NSSet`, `NSOrderedSet`,
  /// `NSArray`), in their order; nil for anything else (a string is not a collection here).
  static func elements(of value: Any?) -> [Any]? {
    guard let value = KeyValueReader.unwrapped(value), !(value is String) else { return nil }
    if let array = value as? [Any] { return array }
    if let set = value as? NSSet { return set.allObjects }
    if let set = value as? NSOrderedSet { return set.array }
    if let array = value as? NSArray { return array.map { $0 } }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set: return mirror.children.map(\.value)
    default: return nil
    }
  }

  static func folded(_ text: String, _ options: PredicateOptions) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
  }

  /// A `LIKE` pattern (`*` any run, `?` one character, `\` escapes) as a regular expression.
  static func likePattern(_ pattern: String) -> String {
    var result = ""
    var escaped = false
    for character in pattern {
      if escaped {
        result += NSRegularExpression.escapedPattern(for: String(character))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "*" {
        result += ".*"
      } else if character == "?" {
        result += "."
      } else {
        result += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    return result
  }

  /// Whether all of `text` matches the regular expression `pattern` (an invalid pattern matches
  /// nothing).
  static func matches(_ text: String, _ pattern: String, _ options: PredicateOptions)
    -> Bool
  {
    var regexOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    let subject =
      options.contains(.diacriticInsensitive) ? folded(text, [.diacriticInsensitive]) : text
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions)
    else { return false }
    let range = NSRange(subject.startIndex..., in: subject)
    return regex.firstMatch(in: subject, options: [], range: range) != nil
  }

  /// `value` as a predicate's format writes it (strings quoted).
  static func format(_ value: Any?) -> String {
    guard let value = KeyValueReader.unwrapped(value) else { return "nil" }
    if let text = value as? String {
      return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    if let members = elements(of: value) {
      return "{" + members.map { format($0) }.joined(separator: ", ") + "}"
    }
    if let date = value as? Date {
      return "CAST(\(date.timeIntervalSinceReferenceDate), \"NSDate\")"
    }
    return "\(value)"
  }
}
