import Foundation

/// A JSON value of an expectation file, as a check reads its members from it and writes them:
/// the tree `JSONSerialization` parses, after ``ExpectationSchema/file`` accepted it, and the tree
/// `JSONEncoder` writes (sorted keys, numbers in their shortest form).
package enum ExpectationValue: Hashable, Sendable, Encodable {
  case object([String: ExpectationValue])
  case array([ExpectationValue])
  case string(String)
  case number(Double)
  case integer(Int)
  case boolean(Bool)

  /// The value `JSONSerialization` parsed as `parsed`; anything it does not produce is an empty
  /// object (the schema has rejected it before).
  package init(parsed: Any) {
    switch parsed {
    case let object as [String: Any]: self = .object(object.mapValues(ExpectationValue.init))
    case let array as [Any]: self = .array(array.map(ExpectationValue.init))
    case let string as String: self = .string(string)
    case let number as NSNumber:
      if String(cString: number.objCType) == "c" {
        self = .boolean(number.boolValue)
      } else if number.doubleValue.rounded() == number.doubleValue,
        abs(number.doubleValue) < 1e15
      {
        self = .integer(number.intValue)
      } else {
        self = .number(number.doubleValue)
      }
    default: self = .object([:])
    }
  }

  /// The member `key` of an object; nil for a missing member or a value that is not an object.
  package subscript(key: String) -> ExpectationValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// A number (an integer counts).
  package var number: Double? {
    switch self {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  /// An integer.
  package var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// A string.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// A boolean.
  package var boolean: Bool? {
    if case .boolean(let value) = self { return value }
    return nil
  }

  /// The elements of a member the schema spells as one object or an array of them
  /// (``ExpectationSchema/oneOrMany(_:)``), each with its member path from `path`.
  package func elements(at path: String) -> [(value: ExpectationValue, path: String)] {
    if case .array(let items) = self {
      return items.enumerated().map { ($1, "\(path)[\($0)]") }
    }
    return [(self, path)]
  }

  /// One object, or an array when there are several (the spelling `elements(at:)` reads).
  package static func oneOrMany(_ values: [ExpectationValue]) -> ExpectationValue? {
    switch values.count {
    case 0: return nil
    case 1: return values[0]
    default: return .array(values)
    }
  }

  /// A point: `{"x": …, "y": …}`.
  package var point: ReplayPoint? {
    guard let x = self["x"]?.number, let y = self["y"]?.number else { return nil }
    return ReplayPoint(x: x, y: y)
  }

  /// A rectangle: `{"x": …, "y": …, "width": …, "height": …}`.
  package var rect: ReplayRect? {
    guard let x = self["x"]?.number, let y = self["y"]?.number,
      let width = self["width"]?.number, let height = self["height"]?.number
    else { return nil }
    return ReplayRect(x: x, y: y, width: width, height: height)
  }

  /// `point` written as a value.
  package static func point(_ point: ReplayPoint) -> ExpectationValue {
    .object(["x": .number(point.x), "y": .number(point.y)])
  }

  /// `rect` written as a value.
  package static func rect(_ rect: ReplayRect) -> ExpectationValue {
    .object([
      "x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width),
      "height": .number(rect.height),
    ])
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .object(let members): try container.encode(members)
    case .array(let items): try container.encode(items)
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .boolean(let value): try container.encode(value)
    }
  }
}

/// Why an expectation file's member does not make a check: the member's path (`views[0].at`) and
/// a sentence. The loader places the member in the file.
package struct ExpectationProblem: Error, Hashable, Sendable {
  /// The member's path from the top level (`endTime`, `views[0]`).
  package var path: String
  /// What is wrong, as a sentence that can stand alone.
  package var reason: String

  package init(at path: String, _ reason: String) {
    self.path = path
    self.reason = reason
  }
}
