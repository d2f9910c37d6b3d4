/// How an expectation file spells a check of a few plain fields: one member that holds an object
/// of those fields, or an array of such objects for several checks of the kind
/// (`"noJump": {"view": "card", "beyond": 80}`).
package struct ObjectMemberSpelling: Sendable {
  /// The member's name at the file's top level.
  package let member: String
  /// The object's fields and their shapes.
  package let fields: [String: ExpectationSchema]
  /// The fields an object must have (all of them unless given).
  package let required: Set<String>
  /// What the member holds, for the published schema.
  package let description: String

  package init(
    member: String, fields: [String: ExpectationSchema], required: Set<String>? = nil,
    description: String
  ) {
    self.member = member
    self.fields = fields
    self.required = required ?? Set(fields.keys)
    self.description = description
  }

  /// The member with its shape, for ``ReplayCheckDefinition/fileMembers``.
  package var fileMembers: [String: ExpectationSchema] {
    [
      member: ExpectationSchema.oneOrMany(.object(fields, required: required)).described(
        description)
    ]
  }

  /// The objects `file` holds under the member, in order (none when it has no such member).
  package func objects(in file: ExpectationValue) -> [ExpectationValue] {
    (file[member]?.elements(at: member) ?? []).map(\.value)
  }

  /// The member holding `objects`: one object alone, several as an array, none left out.
  package func write(_ objects: [[String: ExpectationValue]]) -> [String: ExpectationValue] {
    ExpectationValue.oneOrMany(objects.map(ExpectationValue.object)).map { [member: $0] } ?? [:]
  }
}

extension ExpectationSchema {
  /// A view's name in an expectation file.
  static let viewName = ExpectationSchema.string().described(
    "The view's accessibility identifier or recorded name (its id in the timeline).")
}
