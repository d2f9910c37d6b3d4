import Foundation

extension ExpectationSchema {
  /// ``file`` as a JSON Schema (draft 2020-12), pretty-printed with sorted keys: what
  /// docs/expectations.schema.json holds and `gesturetape schema` prints, for editors and CI
  /// that validate expectation files.
  public static var fileJSONSchema: Data {
    guard case .object(_, let required) = file else { return Data() }
    var document = file.jsonSchema
    var properties = document["properties"] ?? .object([:])
    if case .object(var entries) = properties {
      entries["version"] = .object([
        "type": .string("integer"), "const": .integer(ReplayExpectations.currentVersion),
        "description": .string("The schema version: 1."),
      ])
      properties = .object(entries)
    }
    if case .object(var top) = document {
      top["properties"] = properties
      top["required"] = .array(required.sorted().map(ExpectationValue.string))
      top["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
      top["$id"] = .string("https://gesturetape.invalid/expectations.schema.json")
      top["title"] = .string("GestureTape expectation file (version 1)")
      top["description"] = .string(
        "What a replay of a recording must show (recordings/NAME.expect.json). Every member "
          + "but version is optional, but the file must check something; unknown members are "
          + "errors. Generated from the checks' definitions: `gesturetape schema`.")
      top["anyOf"] = .array(
        ReplayCheckCatalogue.checkingMembers.map { .object(["required": .array([.string($0)])]) })
      document = .object(top)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(document)) ?? Data()) + Data("\n".utf8)
  }

  /// This shape as a JSON Schema node.
  var jsonSchema: ExpectationValue {
    switch self {
    case .object(let members, let required):
      var node: [String: ExpectationValue] = [
        "type": .string("object"), "additionalProperties": .boolean(false),
        "properties": .object(members.mapValues(\.jsonSchema)),
      ]
      if !required.isEmpty {
        node["required"] = .array(required.sorted().map(ExpectationValue.string))
      }
      return .object(node)
    case .array(let element):
      return .object(["type": .string("array"), "items": element.jsonSchema])
    case .oneOrMany(let element):
      let many = ExpectationValue.object(["type": .string("array"), "items": element.jsonSchema])
      return .object(["oneOf": .array([element.jsonSchema, many])])
    case .string(let values):
      var node: [String: ExpectationValue] = ["type": .string("string")]
      if let values { node["enum"] = .array(values.map(ExpectationValue.string)) }
      return .object(node)
    case .number: return .object(["type": .string("number")])
    case .integer: return .object(["type": .string("integer")])
    case .boolean: return .object(["type": .string("boolean")])
    case .described(let shape, let text):
      guard case .object(var node) = shape.jsonSchema else { return shape.jsonSchema }
      node["description"] = .string(text)
      return .object(node)
    }
  }
}
