/// Writes the Swift that lets a storyboard or nib set an app class's outlets and inspectable
/// properties and find its actions by name, with no Objective-C runtime (docs/STORYBOARDS.md):
///
/// - in each ported file, one extension per type with IB members, holding an instance method
///   that assigns a value by property name and a static method that returns an action by
///   Objective-C selector. They live in the member's own file, so `private` outlets and actions
///   are reachable; their names carry the type and the file (`_ibSetValue_PhotoViewController_Photo`)
///   so that two files, or a class and its subclass, never collide;
/// - once per ported folder (or at the end of a ported file), one `_IBMembers_Type` class per
///   type, conforming to HeadlessUI's `InterfaceBuilderMembers`, which calls every file's
///   methods of that type. The loader finds it by name.
public enum InterfaceBuilderMembersWriter {
  /// The members of one type in one file.
  public struct FileTypeMembers: Equatable, Sendable {
    /// The type's path (`["Outer", "Inner"]`).
    public let typePath: [String]
    /// The file's identifier-safe stem (`PhotoViewController`).
    public let fileStem: String
    /// Whether the file declares outlets or inspectables of the type.
    public let hasValues: Bool
    /// Whether the file declares actions of the type.
    public let hasActions: Bool
    /// The `#if` conditions every member of the type in the file is declared under (the type's
    /// extension and `_IBMembers_` class are compiled under them too).
    public var conditions: [String] = []

    var typeName: String { typePath.joined(separator: ".") }
    var typeIdentifier: String { typePath.joined(separator: "_") }
    var setValueMethod: String { "_ibSetValue_\(typeIdentifier)_\(fileStem)" }
    var actionMethod: String { "_ibAction_\(typeIdentifier)_\(fileStem)" }
  }

  /// The extensions to append to a ported file that declares `members`, and what they define.
  static func fileExtensions(_ members: [InterfaceBuilderMember], fileStem: String)
    -> (text: String, types: [FileTypeMembers])
  {
    var order: [[String]] = []
    var byType: [[String]: [InterfaceBuilderMember]] = [:]
    for member in members {
      if byType[member.typePath] == nil { order.append(member.typePath) }
      byType[member.typePath, default: []].append(member)
    }
    var text = ""
    var types: [FileTypeMembers] = []
    for path in order {
      let typeMembers = byType[path] ?? []
      let values = typeMembers.filter { $0.kind != .action }
      let actions = typeMembers.filter { $0.kind == .action }
      // A member under `#if` is compiled under it: the conditions all of the type's members
      // share wrap the extension, each member's further ones its case.
      let shared = typeMembers.dropFirst().reduce(typeMembers.first?.conditions ?? []) {
        common, member in Array(zip(common, member.conditions).prefix { $0 == $1 }.map(\.0))
      }
      var type = FileTypeMembers(
        typePath: path, fileStem: fileStem, hasValues: !values.isEmpty, hasActions: !actions.isEmpty
      )
      type.conditions = shared
      types.append(type)
      text += "\n" + opening(shared)
      text += "extension \(type.typeName) {\n"
      if !values.isEmpty {
        text += "  func \(type.setValueMethod)(_ value: Any?, forKey key: String) -> Bool {\n"
        text += "    switch key {\n"
        for member in uniqued(values) {
          let own = Array(member.conditions.dropFirst(shared.count))
          text += opening(own, indent: "    ")
          text +=
            "    case \"\(member.name)\": return InterfaceBuilderAssignment.assign(value, to: &\(member.name))\n"
          text += closing(own, indent: "    ")
        }
        text += "    default: return false\n    }\n  }\n"
      }
      if !actions.isEmpty {
        if !values.isEmpty { text += "\n" }
        text += "  static func \(type.actionMethod)(_ selector: String) -> Selector? {\n"
        text += "    switch selector {\n"
        for member in uniqued(actions) {
          let own = Array(member.conditions.dropFirst(shared.count))
          text += opening(own, indent: "    ")
          text +=
            "    case \"\(member.selector)\": return Selector(\(type.typeName).\(member.reference))\n"
          text += closing(own, indent: "    ")
        }
        text += "    default: return nil\n    }\n  }\n"
      }
      text += "}\n" + closing(shared)
    }
    guard !text.isEmpty else { return ("", []) }
    return (header + text, types)
  }

  /// The `_IBMembers_` classes for the types of a folder's (or a file's) ported files.
  public static func membersClasses(_ fileTypes: [FileTypeMembers]) -> String {
    var order: [[String]] = []
    var byType: [[String]: [FileTypeMembers]] = [:]
    for fileType in fileTypes {
      if byType[fileType.typePath] == nil { order.append(fileType.typePath) }
      byType[fileType.typePath, default: []].append(fileType)
    }
    var text = ""
    for path in order {
      let parts = byType[path] ?? []
      let name = path.joined(separator: ".")
      let setters = parts.filter(\.hasValues)
      let actions = parts.filter(\.hasActions)
      // Compiled where every part's members are: under the conditions all parts share.
      let shared = parts.dropFirst().reduce(parts.first?.conditions ?? []) { common, part in
        Array(zip(common, part.conditions).prefix { $0 == $1 }.map(\.0))
      }
      text += "\n" + opening(shared)
      text += "final class _IBMembers_\(path.joined(separator: "_")): InterfaceBuilderMembers {\n"
      text +=
        "  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {\n"
      if setters.isEmpty {
        text += "    false\n"
      } else {
        text += "    guard let object = object as? \(name) else { return false }\n"
        text +=
          "    return "
          + setters.map { "object.\($0.setValueMethod)(value, forKey: key)" }
          .joined(separator: "\n      || ") + "\n"
      }
      text += "  }\n\n"
      text += "  static func action(_ selector: String) -> Selector? {\n"
      if actions.isEmpty {
        text += "    nil\n"
      } else {
        text +=
          "    "
          + actions.map { "\(name).\($0.actionMethod)(selector)" }
          .joined(separator: "\n      ?? ") + "\n"
      }
      text += "  }\n}\n" + closing(shared)
    }
    return text
  }

  /// `#if` lines for `conditions`, outermost first (none for none).
  static func opening(_ conditions: [String], indent: String = "") -> String {
    conditions.map { "\(indent)#if \($0)\n" }.joined()
  }

  /// The `#endif` lines that close ``opening(_:indent:)``.
  static func closing(_ conditions: [String], indent: String = "") -> String {
    String(repeating: "\(indent)#endif\n", count: conditions.count)
  }

  /// The companion file of a ported folder: every type's `_IBMembers_` class.
  public static func companionFile(_ fileTypes: [FileTypeMembers]) -> String {
    """
    // Generated by gesturetape-port from the @IBOutlet, @IBAction and @IBInspectable members of
    // the ported files beside it (docs/STORYBOARDS.md). Do not edit: run the port again.
    import HeadlessUI

    """ + membersClasses(fileTypes)
  }

  /// The name of the companion file a folder's port writes.
  public static let companionFileName = "_InterfaceBuilderMembers.swift"

  private static let header = """

    // MARK: - Interface Builder members (generated by gesturetape-port; do not edit)

    """

  /// `text` as an identifier: letters, digits and `_` kept, the rest `_`.
  public static func identifier(_ text: String) -> String {
    let mapped = text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    let result = String(mapped)
    return result.first?.isNumber == true ? "_" + result : result
  }

  private static func uniqued(_ members: [InterfaceBuilderMember]) -> [InterfaceBuilderMember] {
    var seen: Set<String> = []
    return members.filter { seen.insert($0.kind == .action ? $0.selector : $0.name).inserted }
  }
}
