import Foundation

/// A CocoaPods podspec (Ruby, or its JSON form), read as a ``PortablePackage`` of one module.
///
/// A pod is one module, named by `module_name`, else by `name` with what cannot be in an
/// identifier made `_` (as CocoaPods names it), whatever its subspecs: its files are
/// those of the spec and of its default subspecs (`default_subspecs` or `default_subspec`, else
/// every subspec). The
/// reader understands the attributes a Swift pod's build needs, each assigned a string, a list
/// of strings (`'a', 'b'`, `['a', 'b']`, `%w[a b]`) or, for `resource_bundles`, a hash of
/// lists, on the spec or on its iOS platform (`s.ios.…`; `osx`, `tvos`, `watchos` and
/// `visionos` attributes are for other platforms and left out):
/// `name`, `module_name`, `source_files`, `exclude_files`, `resources`, `resource_bundles`,
/// `dependency`, `swift_version`/`swift_versions`, `default_subspecs`, `subspec … do … end`.
/// Other attributes are not needed and are skipped. A needed attribute whose value is not one
/// of those literals (a variable, a method call) is an error naming its line.
///
/// `dependency 'Pod/Sub'` on the pod's own subspec adds nothing (one module); on another pod,
/// it depends on that pod's module (`--dependency POD=PATH` says where its port is).
public struct Podspec: Equatable, Sendable {
  /// A failure to read the podspec: `file:line: message`.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// The message, with its place.
    public var description: String
  }

  /// One spec or subspec: its name and attributes.
  struct Spec {
    var name: String?
    var attributes: [String: [String]] = [:]
    var resourceBundles: [String: [String]] = [:]
    var dependencies: [String] = []
    var subspecs: [Spec] = []
  }

  /// The attributes whose values the reader needs.
  static let neededAttributes: Set<String> = [
    "name", "module_name", "source_files", "exclude_files", "resources", "dependency",
    "swift_version", "swift_versions", "default_subspecs", "default_subspec", "resource_bundles",
    "resource",
  ]

  /// The platforms whose attributes are not iOS's.
  static let otherPlatforms: Set<String> = ["osx", "macos", "tvos", "watchos", "visionos"]

  /// Reads `text` (the podspec at `path`) as a package whose one target takes the files of
  /// the spec and its default subspecs, from `files` (every file of the pod's folder, as paths
  /// relative to it).
  ///
  /// - Throws: ``Problem`` for a podspec without a name or without Swift source files, or a
  ///   needed attribute with a value that is not a literal.
  public static func package(text: String, path: String, files: [String]) throws(Problem)
    -> PortablePackage
  {
    let spec =
      path.hasSuffix(".json") ? try parseJSON(text, path: path) : try parse(text, path: path)
    guard let podName = spec.attributes["name"]?.first
    else { throw Problem(description: "\(path): the podspec names no pod (s.name)") }
    // CocoaPods builds the pod as the module `module_name` names, else the pod's name made an
    // identifier (`Moya-ObjectMapper` is imported as `Moya_ObjectMapper`).
    let name =
      spec.attributes["module_name"]?.first ?? DependencyLockFiles.moduleName(ofPod: podName)
    // `default_subspec` is CocoaPods' singular spelling of the same attribute.
    let defaults = spec.attributes["default_subspecs"] ?? spec.attributes["default_subspec"]
    let chosen = spec.subspecs.filter { defaults?.contains($0.name ?? "") ?? true }
    var patterns: [String] = []
    var excludes: [String] = []
    var resources: [String] = []
    var dependencies: [String] = []
    func take(_ spec: Spec) {
      patterns += spec.attributes["source_files"] ?? []
      excludes += spec.attributes["exclude_files"] ?? []
      resources += (spec.attributes["resources"] ?? []) + (spec.attributes["resource"] ?? [])
      resources += spec.resourceBundles.keys.sorted().flatMap { spec.resourceBundles[$0]! }
      dependencies += spec.dependencies
      // A chosen subspec's own subspecs come with it only when it has no files of its own.
      for sub in spec.subspecs where spec.attributes["source_files"] == nil { take(sub) }
    }
    take(
      Spec(
        attributes: spec.attributes, resourceBundles: spec.resourceBundles,
        dependencies: spec.dependencies))
    for sub in chosen { take(sub) }
    let excluded = Set(files.filter { file in excludes.contains { Glob.matches(file, $0) } })
    let sources = files.filter { file in
      !excluded.contains(file) && file.hasSuffix(".swift")
        && patterns.contains { Glob.matches(file, $0) }
    }
    guard !sources.isEmpty else {
      throw Problem(
        description: "\(path): no Swift file matches the pod's source_files "
          + "(\(patterns.joined(separator: ", ")))")
    }
    let resourceFiles = files.filter { file in
      !excluded.contains(file) && !file.hasSuffix(".swift")
        && resources.contains { Glob.matches(file, $0) }
    }
    var target = PortablePackage.Target(name: name, path: ".", sources: sources)
    // A `.bundle` folder is copied whole, as CocoaPods copies it (the pod opens it by name:
    // `path(forResource: "X", ofType: "bundle")`); its files are not processed one by one,
    // where two localizations' `X.strings` would collide.
    var copiedBundles: [String] = []
    for file in resourceFiles {
      let components = file.split(separator: "/")
      if let bundle = components.firstIndex(where: { $0.hasSuffix(".bundle") }) {
        let folder = components[...bundle].joined(separator: "/")
        if !copiedBundles.contains(folder) {
          copiedBundles.append(folder)
          target.resources.append(.init(rule: "copy", path: folder))
        }
      } else {
        target.resources.append(.init(rule: "process", path: file))
      }
    }
    var seen: Set<String> = []
    for dependency in dependencies {
      let pod = String(dependency.split(separator: "/").first ?? "")
      guard pod != podName, seen.insert(pod).inserted else { continue }
      target.dependencies.append(.product(DependencyLockFiles.moduleName(ofPod: pod), package: pod))
    }
    var versions = spec.attributes["swift_versions"] ?? spec.attributes["swift_version"] ?? []
    if versions.isEmpty, let setting = Self.xcconfigSwiftVersion(in: text) {
      versions = [setting]
    }
    var package = PortablePackage(
      name: podName, products: [.init(name: name, targets: [name])], targets: [target])
    package.languageMode = PortablePackage.languageMode(of: versions) ?? "5"
    package.languageModeIsUndeclared = versions.isEmpty
    package.umbrellaImportsUIKit = true
    return package
  }

  /// The `SWIFT_VERSION` a podspec's `pod_target_xcconfig` or `xcconfig` sets
  /// (`{ 'SWIFT_VERSION' => '3.0' }`), the way pods declared their Swift before `swift_version`.
  static func xcconfigSwiftVersion(in text: String) -> String? {
    guard let key = text.range(of: "SWIFT_VERSION") else { return nil }
    let rest = text[key.upperBound...].prefix(40)
    let digits = rest.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    return digits.isEmpty ? nil : String(digits)
  }

  /// The spec tree of `text`.
  static func parse(_ text: String, path: String) throws(Problem) -> Spec {
    var stack: [(variable: String, spec: Spec)] = []
    var root: Spec?
    var heredoc: String?
    let lines = text.components(separatedBy: "\n")
    var number = 0
    var pendingLine = ""
    for raw in lines {
      number += 1
      if let end = heredoc {
        if raw.trimmingCharacters(in: .whitespaces) == end { heredoc = nil }
        continue
      }
      var line = Self.strippingComment(raw).trimmingCharacters(in: .whitespaces)
      if let marker = line.range(of: "<<-") ?? line.range(of: "<<~") {
        // The terminator is the identifier after `<<-` (quoted or not); text may follow it on
        // the line (`<<-DESC "A library…"`).
        let rest = line[marker.upperBound...].drop { $0 == "'" || $0 == "\"" || $0 == " " }
        heredoc = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        continue
      }
      // A value continued on the next lines (an open `[` or `{`, or a trailing comma).
      if !pendingLine.isEmpty { line = pendingLine + " " + line }
      if Self.isOpen(line) {
        pendingLine = line
        continue
      }
      pendingLine = ""
      if line.hasPrefix("Pod::Spec.new"), let variable = Self.blockVariable(line) {
        stack.append((variable, Spec()))
        continue
      }
      if let subspec = line.range(of: ".subspec"), let doWord = line.range(of: " do"),
        let variable = Self.blockVariable(line)
      {
        var argument = String(line[subspec.upperBound..<doWord.lowerBound])
          .trimmingCharacters(in: .whitespaces)
        if argument.hasPrefix("(") && argument.hasSuffix(")") {
          argument = String(argument.dropFirst().dropLast())
        }
        let name = Self.strings(in: argument)?.first
        stack.append((variable, Spec(name: name)))
        continue
      }
      if line == "end" {
        guard let finished = stack.popLast() else { continue }
        if stack.isEmpty {
          root = finished.spec
        } else {
          stack[stack.count - 1].spec.subspecs.append(finished.spec)
        }
        continue
      }
      guard let current = stack.last else { continue }
      guard line.hasPrefix(current.variable + ".") else { continue }
      var attribute = String(line.dropFirst(current.variable.count + 1))
      var platform: String?
      if let dot = attribute.firstIndex(of: "."),
        let space = attribute.firstIndex(where: { $0 == " " || $0 == "=" || $0 == "(" }),
        dot < space
      {
        platform = String(attribute[..<dot])
        attribute = String(attribute[attribute.index(after: dot)...])
      }
      let key = String(attribute.prefix { $0.isLetter || $0 == "_" })
      guard Self.neededAttributes.contains(key) else { continue }
      if let platform, Self.otherPlatforms.contains(platform) { continue }
      var value = String(attribute.dropFirst(key.count)).trimmingCharacters(in: .whitespaces)
      if value.hasPrefix("=") { value = String(value.dropFirst()) }
      value = value.trimmingCharacters(in: .whitespaces)
      if value.hasPrefix("(") && value.hasSuffix(")") {
        value = String(value.dropFirst().dropLast())
      }
      var spec = stack[stack.count - 1].spec
      if key == "resource_bundles" {
        guard let bundles = Self.hash(in: value) else {
          throw Problem(
            description: "\(path):\(number): cannot read \(key): expected a hash of literal lists")
        }
        spec.resourceBundles.merge(bundles) { $0 + $1 }
      } else if key == "dependency" {
        guard let name = Self.strings(in: value)?.first else {
          throw Problem(description: "\(path):\(number): cannot read the dependency's name")
        }
        spec.dependencies.append(name)
      } else {
        guard let values = Self.strings(in: value) else {
          throw Problem(
            description:
              "\(path):\(number): cannot read \(key): expected a string or a list of strings, "
              + "found `\(value)`")
        }
        spec.attributes[key, default: []] += values
      }
      stack[stack.count - 1].spec = spec
    }
    guard let root else {
      throw Problem(description: "\(path): no `Pod::Spec.new do |s| … end` block")
    }
    return root
  }

  /// The spec tree of `text`, a podspec in CocoaPods' JSON form (`NAME.podspec.json`, as the
  /// Specs repository keeps them): the same attributes, a string or a list of strings each;
  /// `dependencies` an object of pod names; `resource_bundles` an object of lists; `subspecs` a
  /// list of specs; an `ios` object's attributes are the spec's, other platforms' are left out.
  static func parseJSON(_ text: String, path: String) throws(Problem) -> Spec {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw Problem(description: "\(path): not JSON (\(error.localizedDescription))")
    }
    guard let root = object as? [String: Any] else {
      throw Problem(description: "\(path): a JSON podspec is an object")
    }
    return try spec(fromJSON: root, path: path)
  }

  /// One spec of a JSON podspec (``parseJSON(_:path:)``).
  static func spec(fromJSON object: [String: Any], path: String) throws(Problem) -> Spec {
    var spec = Spec(name: object["name"] as? String)
    func strings(_ value: Any, _ key: String) throws(Problem) -> [String] {
      if let one = value as? String { return [one] }
      if let many = value as? [String] { return many }
      throw Problem(
        description: "\(path): cannot read \(key): expected a string or a list of strings")
    }
    func take(_ attributes: [String: Any]) throws(Problem) {
      for key in attributes.keys.sorted() {
        let value = attributes[key]!
        switch key {
        case "dependencies":
          guard let pods = value as? [String: Any] else {
            throw Problem(description: "\(path): cannot read dependencies: expected an object")
          }
          spec.dependencies += pods.keys.sorted()
        case "resource_bundles":
          guard let bundles = value as? [String: Any] else {
            throw Problem(
              description: "\(path): cannot read resource_bundles: expected an object")
          }
          for bundle in bundles.keys.sorted() {
            spec.resourceBundles[bundle, default: []] += try strings(bundles[bundle]!, key)
          }
        case _ where neededAttributes.contains(key):
          spec.attributes[key, default: []] += try strings(value, key)
        default:
          continue
        }
      }
    }
    try take(object)
    if let ios = object["ios"] as? [String: Any] { try take(ios) }
    for sub in object["subspecs"] as? [[String: Any]] ?? [] {
      spec.subspecs.append(try Self.spec(fromJSON: sub, path: path))
    }
    return spec
  }

  /// The block variable of `… do |s|`.
  static func blockVariable(_ line: String) -> String? {
    guard let open = line.range(of: "|"), let close = line[open.upperBound...].range(of: "|")
    else { return nil }
    return String(line[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespaces)
  }

  /// Whether a line leaves a bracket open or ends with a comma (its value goes on).
  static func isOpen(_ line: String) -> Bool {
    var depth = 0
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "'", "\"": quote = character
      case "[", "{": depth += 1
      case "]", "}": depth -= 1
      default: break
      }
    }
    return depth > 0 || line.hasSuffix(",")
  }

  /// The line without a `#` comment outside quotes.
  static func strippingComment(_ line: String) -> String {
    var quote: Character?
    var result = ""
    for character in line {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#" {
        break
      }
      result.append(character)
    }
    return result
  }

  /// The strings of a literal value: `'a'`, `'a', 'b'`, `['a', 'b']`, `%w[a b]` (a version
  /// requirement after a dependency's name is read too, as a second string); nil when the
  /// value is anything else.
  static func strings(in value: String) -> [String]? {
    var text = value.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("%w") || text.hasPrefix("%W") {
      let body = text.dropFirst(3).dropLast()
      return body.split(whereSeparator: { $0 == " " }).map(String.init)
    }
    if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
    var result: [String] = []
    var current = ""
    var quote: Character?
    var expectingComma = false
    for character in text {
      if let open = quote {
        if character == open {
          quote = nil
          result.append(current)
          current = ""
          expectingComma = true
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"":
        guard !expectingComma else { return nil }
        quote = character
      case ",": expectingComma = false
      case " ", "\t": continue
      default: return nil
      }
    }
    return quote == nil && !result.isEmpty ? result : nil
  }

  /// A hash of string lists: `{ 'Name' => ['a/**/*', 'b'] }`.
  static func hash(in value: String) -> [String: [String]]? {
    var text = value.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("{") && text.hasSuffix("}") else { return nil }
    text = String(text.dropFirst().dropLast())
    var result: [String: [String]] = [:]
    var rest = Substring(text)
    while let arrow = rest.range(of: "=>") {
      guard let key = strings(in: String(rest[..<arrow.lowerBound]))?.first else { return nil }
      var after = rest[arrow.upperBound...].drop { $0 == " " }
      let valueText: Substring
      if after.hasPrefix("[") {
        guard let close = after.firstIndex(of: "]") else { return nil }
        valueText = after[...close]
        after = after[after.index(after: close)...]
      } else {
        let end = after.firstIndex(of: ",") ?? after.endIndex
        valueText = after[..<end]
        after = after[end...]
      }
      guard let values = strings(in: String(valueText)) else { return nil }
      result[key] = values
      rest = after.drop { $0 == "," || $0 == " " }
    }
    return result.isEmpty ? nil : result
  }
}
