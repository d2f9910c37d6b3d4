import SourcePorting

/// Says what a build error means for a user: which kind of gap (``Cause/Kind``) and about what,
/// from the compiler's message, the line of the app's own source it points at, and what the
/// app and its dependencies declare.
///
/// The rules, first match wins:
/// 1. `no such module 'M'` — a missing module, noting whether a ported copy or a stand-in
///    exists (``knownModules``).
/// 2. An old Swift or SDK name (`SwiftVersionNames` (SourcePorting)), named by the message, or the message
///    says a name was renamed, removed or is unavailable. Then a type the app folder declares in
///    two files (``typesDeclaredTwice``): the folder holds a file its target leaves out.
/// 3. The Objective-C runtime: the message or the source line names one of its features
///    (swizzling, `perform`, key-value coding, `NSClassFromString`, associated objects,
///    `@objc` interop).
/// 4. A port rule: the line used `#selector` (a selector kept as a value), an override in an
///    extension, the generated Interface Builder members or entry point.
/// 5. A declaration missing from HeadlessUI or Foundation: `cannot find (type) 'X' in scope`
///    or `has no member 'X'` where the app does not declare X itself.
/// 6. Anything else in a dependency's files is the dependency's; the rest is `other`.
public struct CauseClassifier: Sendable {
  /// The names the app's own files declare (types, functions, properties), so that an error
  /// about one of them is not blamed on HeadlessUI.
  public var appDeclarations: Set<String>
  /// What is known of a module the app imports, by name, as a sentence for the user: where a
  /// ported copy is, or why the pinned library could not be ported.
  public var knownModules: [String: String]
  /// The types the app folder declares at the top level of more than one file, with the files:
  /// the folder holds a file its Xcode target leaves out (an old copy), which only the project
  /// file says.
  public var typesDeclaredTwice: [String: [String]] = [:]

  /// A classifier.
  public init(appDeclarations: Set<String> = [], knownModules: [String: String] = [:]) {
    self.appDeclarations = appDeclarations
    self.knownModules = knownModules
  }

  /// Words that name an Objective-C runtime feature, and what it is.
  static let runtimeFeatures: [(word: String, feature: String)] =
    SourcePorter.runtimeOnlyFunctions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [
      ("NSClassFromString", "classes looked up by name"),
      ("NSSelectorFromString", "selectors made from strings"),
      ("perform(", "perform(_:) and its siblings"),
      ("value(forKey", "key-value coding"),
      ("setValue(", "key-value coding"),
      ("value(forKeyPath", "key-value coding"),
      ("objc_getAssociatedObject", "associated objects"),
      ("objc_setAssociatedObject", "associated objects"),
      ("responds(to:", "respondsToSelector"),
      ("#keyPath", "key paths as strings (key-value observing)"),
      ("addObserver(self, forKeyPath", "key-value observing"),
      ("Objective-C interoperability", "Objective-C interop"),
      ("@objcMembers", "@objcMembers"),
      ("NSInvocation", "NSInvocation"),
    ]

  /// The cause of `diagnostic`.
  ///
  /// - Parameters:
  ///   - diagnostic: the compiler's error.
  ///   - sourceLine: the line of the app's original (unported) file it points at, if it is in
  ///     the app.
  ///   - dependency: the dependency whose file it is in, if it is in one.
  ///   - generated: whether it is in a file the port generated (Interface Builder members, the
  ///     entry point).
  public func cause(
    of diagnostic: CompilerDiagnostic, sourceLine: String?, dependency: String? = nil,
    generated: Bool = false
  ) -> Cause {
    let message = diagnostic.message
    if let module = Self.quoted(after: "no such module ", in: message) {
      let note =
        knownModules[module]
        ?? "no ported copy and no stand-in: port it (--package) or write a stand-in"
      return Cause(.missingModule, module, note: note)
    }
    if message.contains("Not available on non-Darwin platforms") {
      let name = Self.quotedNames(in: message).first ?? ""
      return Cause(
        .missingDeclaration, name, note: "Foundation on Linux does not have it (Darwin only)")
    }
    if let old = oldName(in: message) { return old }
    if message.contains("is ambiguous for type lookup")
      || message.contains("invalid redeclaration"),
      let name = Self.quotedNames(in: message).first, let files = typesDeclaredTwice[name]
    {
      return Cause(
        .appFiles, "a type declared in two files",
        note: "\(name) is declared in \(files.joined(separator: " and ")): the app's Xcode "
          + "target leaves one of them out, which the folder does not say; remove the other copy")
    }
    let line = sourceLine ?? ""
    for (word, feature) in Self.runtimeFeatures
    where message.contains(word) || line.contains(word) {
      return Cause(.objectiveCRuntime, feature)
    }
    if generated { return Cause(.portRule, "generated Interface Builder members or entry point") }
    if message.contains("overriding declarations in extensions")
      || message.contains("declarations in extensions cannot override")
    {
      return Cause(.portRule, "override in an extension")
    }
    // A line with a `#selector` whose error names a missing declaration is that declaration's
    // (`NSObject.cancelPreviousPerformRequests(…, selector: #selector(x))`), not the selector's.
    if (line.contains("#selector") && missingName(in: message) == nil)
      || message.contains("'Selector'")
    {
      return Cause(.portRule, "#selector as a value")
    }
    if message.contains("does not override any") || message.contains("has no member to override"),
      let name = Self.overriddenName(in: line)
    {
      // The superclass is UIKit's (an app's own class would declare the member): HeadlessUI's
      // class lacks it, or has it with another signature.
      return dependency.map { Cause(.dependency, "\($0): override of \(name)") }
        ?? Cause(.missingDeclaration, "override of \(name)")
    }
    if let missing = missingName(in: message), !appDeclarations.contains(missing.member) {
      if let dependency { return Cause(.dependency, "\(dependency): \(missing.qualified)") }
      return Cause(.missingDeclaration, missing.qualified)
    }
    if let dependency { return Cause(.dependency, dependency) }
    return Cause(.other, Self.shape(of: message))
  }

  /// A Swift-version cause when the message names an old name or says one was renamed.
  func oldName(in message: String) -> Cause? {
    for name in Self.quotedNames(in: message) {
      if let entry = SwiftVersionNames.entry(for: name) {
        return SwiftVersionNames.cause(for: name, entry: entry)
      }
    }
    if let missing = missingName(in: message),
      let entry = SwiftVersionNames.entry(for: missing.member)
    {
      return SwiftVersionNames.cause(for: missing.member, entry: entry)
    }
    for phrase in ["has been renamed to", "has been removed in Swift", "is unavailable: "]
    where message.contains(phrase) {
      let name = Self.quotedNames(in: message).first ?? ""
      return Cause(.swiftVersion, name, note: String(message.prefix(160)))
    }
    return nil
  }

  /// The name an error says is missing: `cannot find 'X' in scope`, `cannot find type 'X' in
  /// scope`, `value of type 'T' has no member 'm'`, `type 'T' has no member 'm'`, `module 'M'
  /// has no member named 'X'`; as `T.m` when the type is named.
  func missingName(in message: String) -> (member: String, qualified: String)? {
    if let name = Self.quoted(after: "cannot find type ", in: message)
      ?? Self.quoted(after: "cannot find ", in: message)
    {
      return (name, name)
    }
    if let member = message.hasPrefix("'") ? Self.quotedNames(in: message).first : nil,
      message.contains("' is not a member type of "),
      let owner = Self.quotedNames(in: message).dropFirst().first
    {
      let type = owner.split(separator: ".").last.map(String.init) ?? owner
      return (member, "\(type).\(member)")
    }
    if let member = Self.quoted(after: "has no member ", in: message)
      ?? Self.quoted(after: "has no member named ", in: message)
    {
      let owner =
        Self.quoted(after: "value of type ", in: message)
        ?? Self.quoted(after: "type ", in: message)
        ?? Self.quoted(after: "module ", in: message)
      let type = owner.map { $0.replacingOccurrences(of: "?", with: "") }
      return (member, type.map { "\($0).\(member)" } ?? member)
    }
    return nil
  }

  /// The member an `override` line declares: `override func tableView(_:didSelectRowAt:)`
  /// as `tableView(_:didSelectRowAt:)`, a property by its name.
  static func overriddenName(in line: String) -> String? {
    guard let range = line.range(of: "override ") else { return nil }
    let words = line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "(" })
    guard let kind = words.firstIndex(where: { ["func", "var", "init"].contains($0) })
    else { return nil }
    if words[kind] == "init" { return "init" + Self.labels(after: "init", in: line) }
    guard kind + 1 < words.count else { return nil }
    let name = String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return words[kind] == "func" ? name + Self.labels(after: name, in: line) : name
  }

  /// `(label:label:)` of the parameter list after `name` in `line` (first names only).
  static func labels(after name: String, in line: String) -> String {
    guard let start = line.range(of: name + "(") else { return "" }
    var depth = 1
    var list = ""
    for character in line[start.upperBound...] {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { break }
      list.append(character)
    }
    let labels = list.split(separator: ",").compactMap { parameter -> String? in
      let head = parameter.split(separator: ":").first?.split(separator: " ").first
      return head.map { "\($0):" }
    }
    return "(" + labels.joined() + ")"
  }

  /// The text between the quotes that follow `prefix` in `message`.
  static func quoted(after prefix: String, in message: String) -> String? {
    guard let start = message.range(of: prefix + "'") else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// Every quoted name in `message`, in order.
  static func quotedNames(in message: String) -> [String] {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
  }

  /// The message with its quoted parts replaced by `…`, so that errors of one shape count as one
  /// cause (`cannot convert value of type '…' to expected argument type '…'`).
  static func shape(of message: String) -> String {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return parts.enumerated().map { $0.offset % 2 == 1 ? "…" : String($0.element) }.joined(
      separator: "'")
  }
}
