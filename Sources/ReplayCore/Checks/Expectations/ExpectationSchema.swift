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
  /// One element of a shape, or an array of them (a file that checks one view writes an object,
  /// one that checks several an array).
  case oneOrMany(ExpectationSchema)
  /// A JSON string, from `values` when given.
  case string(values: [String]? = nil)
  /// A JSON number.
  case number
  /// A JSON integer.
  case integer
  /// A JSON boolean.
  case boolean
  /// A shape with a sentence that says what it holds (published as the JSON Schema's
  /// `description`).
  case described(ExpectationSchema, String)

  /// This shape with `text` as its description.
  public func described(_ text: String) -> ExpectationSchema { .described(self, text) }

  /// A point: `{"x": …, "y": …}`, both required.
  public static let point = ExpectationSchema.object(
    ["x": .number, "y": .number], required: ["x", "y"])

  /// A rectangle: `{"x": …, "y": …, "width": …, "height": …}`, all required.
  public static let rect = ExpectationSchema.object(
    ["x": .number, "y": .number, "width": .number, "height": .number],
    required: ["x", "y", "width", "height"])

  /// The expectation file's schema (version 1): the file's own members (version, recording,
  /// scene, settings) and every check's members, as each check defines them.
  public static let file: ExpectationSchema = {
    var members: [String: ExpectationSchema] = [
      "version": ExpectationSchema.integer.described("The schema version: 1."),
      "recording": ExpectationSchema.string().described("The recording, relative to this file."),
      "scene": ExpectationSchema.string().described(
        "The scene to replay into (demo is the default)."),
      "before": ExpectationSchema.array(.string()).described(
        "What a user does before the recorded gesture, in order: 'tap row N [section S]', "
          + "'tap label TEXT', 'tap id IDENTIFIER', 'tap hero ID', 'tap back', 'tap X,Y', "
          + "'wait SECONDS', "
          + "'settle', 'replay FILE' (relative to this file)."),
      "settings": ExpectationSchema.object([
        "frameRate": ExpectationSchema.integer.described(
          "Display frames per second: 30, 60 or 120."),
        "speed": ExpectationSchema.number.described("The speed factor (1: as recorded)."),
        "gesture": ExpectationSchema.integer.described("Which gesture of the recording, from 0."),
        "touchpadReading": ExpectationSchema.string(
          values: TouchpadReading.allCases.map(\.rawValue)
        ).described("How a touchpad recording is read: a finger on glass, or iPadOS's pointer."),
        "variant": ExpectationSchema.string().described(
          "A hunt variant to replay under (release:same-turn, stall:start+50ms, …)."),
      ]).described("How to replay (missing members take the defaults)."),
    ]
    members.merge(ReplayCheckCatalogue.fileMembers) { first, _ in first }
    return .object(members, required: ["version"])
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
    case .described(let shape, _):
      return shape.problem(of: value, at: path)
    case .oneOrMany(let element):
      guard value is [Any] else { return element.problem(of: value, at: path) }
      return ExpectationSchema.array(element).problem(of: value, at: path)
    case .boolean:
      guard let number = value as? NSNumber, Self.isBoolean(number) else {
        return (path, "expected true or false")
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
  ///
  /// - Parameter path: member names from the top level; an array's elements are passed through.
  /// - Returns: the names, or nil when `path` leads past a leaf or to a member that does not exist.
  public func members(at path: [String] = []) -> Set<String>? {
    switch self {
    case .object(let members, _):
      guard let first = path.first else { return Set(members.keys) }
      return members[first]?.members(at: Array(path.dropFirst()))
    case .array(let element), .oneOrMany(let element), .described(let element, _):
      return element.members(at: path)
    case .string, .number, .integer, .boolean:
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
