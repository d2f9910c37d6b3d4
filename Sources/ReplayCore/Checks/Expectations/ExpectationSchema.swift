import Foundation

/// The shape of an expectation file, member by member: what the loader accepts, so that a
/// misspelt member or an unknown value is an error with its place rather than a check silently
/// left out. docs/expectations.schema.json publishes the same shape as a JSON Schema (a test keeps
/// the two equal).
public indirect enum ExpectationSchema: Hashable, Sendable {
  /// A JSON object with exactly these members (none required unless listed).
  case object([String: ExpectationSchema], required: Set<String> = [])
  /// A JSON array of elements of one shape.
  case array(ExpectationSchema)
  /// A JSON string, from `values` when given.
  case string(values: [String]? = nil)
  /// A JSON number.
  case number
  /// A JSON integer.
  case integer

  /// The expectation file's schema (version 1).
  public static let file: ExpectationSchema = {
    let point = ExpectationSchema.object(["x": .number, "y": .number], required: ["x", "y"])
    let rect = ExpectationSchema.object(
      ["x": .number, "y": .number, "width": .number, "height": .number],
      required: ["x", "y", "width", "height"])
    return .object(
      [
        "version": .integer,
        "recording": .string(),
        "scene": .string(),
        "settings": .object([
          "frameRate": .integer, "speed": .number, "gesture": .integer,
          "touchpadReading": .string(values: TouchpadReading.allCases.map(\.rawValue)),
          "variant": .string(),
        ]),
        "outcome": .string(values: ReplayOutcome.Kind.allCases.map(\.rawValue)),
        "endTime": .object(["seconds": .number, "tolerance": .number], required: ["seconds"]),
        "notStuckWithin": .number,
        "release": .object([
          "translation": point, "velocity": point, "translationTolerance": .number,
          "velocityTolerance": .number,
        ]),
        "views": .array(
          .object(
            [
              "view": .string(), "at": .string(), "position": point, "frame": rect,
              "opacity": .number, "scale": .number, "tolerance": .number,
            ], required: ["view", "at"])),
        "followsFinger": .object(
          ["view": .string(), "within": .number], required: ["view", "within"]),
        "noJump": .object(["view": .string(), "beyond": .number], required: ["view", "beyond"]),
      ], required: ["version"])
  }()

  /// The first problem of `value` (parsed by `JSONSerialization`) against this schema, as a
  /// member path (`views[0].opacty`) and a sentence (the loader places the member in the file).
  func problem(of value: Any, at path: String) -> (path: String, reason: String)? {
    switch self {
    case .object(let members, let required):
      guard let object = value as? [String: Any] else {
        return (path, "expected an object")
      }
      for key in object.keys.sorted() where members[key] == nil {
        let valid = members.keys.sorted()
        var reason = "unknown member \"\(key)\""
        if let near = Self.nearest(key, in: valid) { reason += "; did you mean \"\(near)\"?" }
        reason += " (valid: \(valid.joined(separator: ", ")))"
        return (Self.join(path, key), reason)
      }
      for key in required.sorted() where object[key] == nil {
        return (Self.join(path, key), "required member is missing")
      }
      for key in object.keys.sorted() {
        guard let schema = members[key], let child = object[key] else { continue }
        if child is NSNull { return (Self.join(path, key), "expected a value, found null") }
        if let problem = schema.problem(of: child, at: Self.join(path, key)) {
          return problem
        }
      }
      return nil
    case .array(let element):
      guard let array = value as? [Any] else { return (path, "expected an array") }
      for (index, item) in array.enumerated() {
        if let problem = element.problem(of: item, at: "\(path)[\(index)]") {
          return problem
        }
      }
      return nil
    case .string(let values):
      guard let string = value as? String else { return (path, "expected a string") }
      guard let values, !values.contains(string) else { return nil }
      var reason = "\"\(string)\" is not one of \(values.joined(separator: ", "))"
      if let near = Self.nearest(string, in: values) { reason += "; did you mean \"\(near)\"?" }
      return (path, reason)
    case .number:
      guard let number = value as? NSNumber, !Self.isBoolean(number) else {
        return (path, "expected a number")
      }
      return nil
    case .integer:
      guard let number = value as? NSNumber, !Self.isBoolean(number),
        number.doubleValue.rounded() == number.doubleValue
      else { return (path, "expected an integer") }
      return nil
    }
  }

  /// The member names this schema accepts at `path` components (`["views"]` → a view's
  /// members), for tests and tools; nil past a leaf.
  public func members(at path: [String] = []) -> Set<String>? {
    switch self {
    case .object(let members, _):
      guard let first = path.first else { return Set(members.keys) }
      return members[first]?.members(at: Array(path.dropFirst()))
    case .array(let element):
      return element.members(at: path)
    case .string, .number, .integer:
      return nil
    }
  }

  private static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  private static func isBoolean(_ number: NSNumber) -> Bool {
    // JSONSerialization gives booleans as NSNumbers; their type is a char ("c").
    String(cString: number.objCType) == "c" && (number == true || number == false)
  }

  /// The candidate closest to `word` by edit distance, when it is close enough to be a slip.
  static func nearest(_ word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return a.isEmpty ? b.count : row[b.count]
  }
}
