import DataModelDocuments
import Foundation

/// The port of Core Data's `@NSManaged` members. Linux's Swift accepts the attribute but has no
/// runtime to give the property its storage (the build fails at link time), so each one becomes
/// what Core Data's generated accessors do on iOS: a computed property over the managed
/// object's values (CoreData's stand-in, `managedValue(forKey:)`), and for Xcode's to-many
/// accessors (`addToTags(_:)`, `removeFromTags(_:)`, `insertIntoTags(_:at:)`,
/// `removeFromTags(at:)`), a body that changes the relationship. The key is the property's
/// name; for an accessor, the relationship's name as Xcode derives the accessor from it (the
/// first letter lowered: `addToTags` → `tags`), which the stand-in matches without regard to
/// that letter's case.
enum ManagedMembers {
  /// The declaration after `@NSManaged` (to the end of its line, without the attribute),
  /// ported; nil when it is not a form the port knows (it is then left as written).
  ///
  /// - Parameter declaration: e.g. `public var name: String?` or
  ///   `public func addToTags(_ value: Tag)`, maybe with a trailing `//` comment.
  static func port(_ declaration: String) -> String? {
    var text = declaration
    var comment = ""
    if let slashes = text.range(of: "//") {
      comment = " " + text[slashes.lowerBound...]
      text = String(text[..<slashes.lowerBound])
    }
    text = text.trimmingCharacters(in: .whitespaces)
    if let property = property(text) { return property + comment }
    if let accessor = accessor(text) { return accessor + comment }
    return nil
  }

  private static func property(_ text: String) -> String? {
    guard let varRange = text.range(of: #"(^|\s)var\s+"#, options: .regularExpression) else {
      return nil
    }
    let modifiers = text[..<varRange.lowerBound].trimmingCharacters(in: .whitespaces)
    let rest = text[varRange.upperBound...]
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
    let type = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, !type.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return DataModel.managedProperty(name: name, type: type, access: modifiers)
  }

  private static let accessorPattern = try! NSRegularExpression(
    pattern: #"^(.*?)\bfunc\s+(addTo|removeFrom|insertInto)(\w+)\s*\((.*)\)$"#)

  private static func accessor(_ text: String) -> String? {
    let range = NSRange(text.startIndex..., in: text)
    guard let match = accessorPattern.firstMatch(in: text, range: range) else { return nil }
    func group(_ index: Int) -> String {
      Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }
    let verb = group(2)
    let suffix = group(3)
    let parameters = group(4)
    let key = "\"" + suffix.prefix(1).lowercased() + suffix.dropFirst() + "\""
    // The first parameter's internal name (`_ value: Tag` → `value`; `at idx: Int` → `idx`).
    let firstName =
      parameters.split(separator: ":").first?.split(separator: " ").last.map(String.init) ?? ""
    let indexParameter = parameters.hasPrefix("at ") || parameters.hasPrefix("at:")
    let body: String
    switch (verb, indexParameter) {
    case ("addTo", _): body = "addManagedObjects(\(firstName), toKey: \(key))"
    case ("removeFrom", false): body = "removeManagedObjects(\(firstName), fromKey: \(key))"
    case ("removeFrom", true): body = "removeManagedObjects(at: \(firstName), fromKey: \(key))"
    case ("insertInto", _):
      let indexName =
        parameters.components(separatedBy: ",").dropFirst().first?.split(separator: ":").first?
        .split(separator: " ").last.map(String.init) ?? "0"
      body = "insertManagedObjects(\(firstName), at: \(indexName), intoKey: \(key))"
    default: return nil
    }
    return "\(text) { \(body) }"
  }
}
