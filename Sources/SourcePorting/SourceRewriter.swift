/// A one-pass scanner over Swift source bytes that copies everything to ``output`` except what
/// ``SourcePorter`` rewrites. It knows enough of Swift's lexical grammar to leave comments and
/// string literals alone (nested block comments; single-line, multi-line and raw strings, with
/// interpolations scanned as code).
struct SourceRewriter {
  private let input: [UInt8]
  private var index = 0
  private(set) var output: [UInt8] = []
  var report = SourcePorter.Report()
  /// Output lines (0-based) where something was deleted: deleted whole if left blank.
  private var touchedLines: Set<Int> = []
  private var outputLine = 0
  /// The `@IBOutlet`, `@IBAction` and `@IBInspectable` members met, in order.
  private(set) var members: [InterfaceBuilderMember] = []
  /// The types whose `override` members of this file's extensions could not be moved (their
  /// class is declared in another file), filled by ``SourcePorter``.
  var unmovedOverrideTypes: [[String]] = []
  /// Braces open at ``index``.
  private var braceDepth = 0
  /// The type declarations and extensions open at ``index``: their path and the brace depth
  /// outside their body.
  private var typeStack: [TypeScope] = []
  /// A type or extension whose name was read and whose `{` has not come yet.
  private var pendingType: TypeScope?

  /// A type declaration or extension being scanned.
  struct TypeScope {
    var path: [String]
    var depth = 0
    var isGeneric: Bool
    var keyword: String
    /// The first type of the inheritance clause (its last component), for a class.
    var superclass: String?
    /// The initializers the body declares: `coder`, `frame`, `style`, `registeredFor`.
    var initializers: Set<String> = []
    /// An extension's access modifier (`public extension …`), which its members take.
    var access: String?
  }
  /// Where each class declared in the file closes: the output offset of its `}`.
  private(set) var classBodyEnds: [[String]: Int] = [:]
  /// `override` members of extensions: the extended type, the member's output range (from
  /// the start of its first line, doc comments included, to the end of its last line), and,
  /// when the member has no access modifier but its extension has one, the modifier it takes
  /// from the extension and where its `override` starts.
  private(set) var extensionOverrides: [ExtensionOverride] = []
  /// An `override` member of an extension whose end has not come yet.
  private var pendingOverride: (path: [String], start: Int, depth: Int, access: Access?)?

  /// An access modifier a moved member must spell out, and where.
  struct Access {
    var offset: Int
    var word: String
  }

  /// An `override` member of an extension.
  struct ExtensionOverride {
    var path: [String]
    var range: Range<Int>
    var access: Access?
  }

  /// The access modifiers a declaration may start with.
  static let accessWords: Set<String> = [
    "open", "public", "package", "internal", "fileprivate", "private",
  ]

  /// The value types whose extensions take struct spellings: ``SourcePorter/valueTypes`` and
  /// the module's aliases of them.
  var valueTypes = SourcePorter.valueTypes
  /// One `#if` … `#endif` block open at ``index``: the conditions of its earlier branches and of
  /// the branch being read (nil in `#else`).
  struct ConditionFrame {
    var prior: [String] = []
    var current: String?

    /// The condition that selects the branch being read.
    var selecting: String {
      let negated = prior.map { "!(\($0))" }
      return (negated + (current.map { ["(\($0))"] } ?? [])).joined(separator: " && ")
    }
  }

  /// The `#if` blocks open at ``index``, outermost first.
  private var conditionFrames: [ConditionFrame] = []

  /// The module's functions that take a `Selector` (``SourcePorter/selectorTakers(in:)``).
  var selectorTakers: Set<String> = []
  /// The `@objc` methods the module's extensions of imported classes declare
  /// (``SourcePorter/extensionObjCMethods(in:)``).
  var extensionObjCMethods: Set<String> = []
  /// Whether `#if` platform tests stay as they are (a module that supports Linux upstream).
  var keepsPlatformConditions = false
  /// Whether the file declares a type of its own named `Selector` (RxSwift's
  /// `typealias Selector = (Element) throws -> Result`): naming it needs no HeadlessUI.
  private lazy var declaresOwnSelector: Bool = {
    let text = String(decoding: input, as: UTF8.self)
    return text.range(
      of: #"(typealias|struct|class|enum|protocol)\s+Selector\b"#, options: .regularExpression)
      != nil
  }()
  /// Whether the `@objc` just deleted was a protocol's (it is then made class-bound).
  private var objCProtocolPending = false
  /// The module's optional `Void` requirements by name (``SourcePorter/optionalMethods(in:)``):
  /// `x?.name?(…)` calls them, which becomes `x?.name(…)`.
  var optionalMethods: Set<String> = []
  /// The defaults of this file's optional requirements, written after its last line.
  private(set) var optionalDefaults: [String] = []

  /// Whether `name` at `position` qualifies a type (`CoreImage.CIColor`): followed by `.` and a
  /// capitalised name, and not itself a member (`x.UIKit`).
  private func isModuleQualifier(at position: Int, _ name: String) -> Bool {
    let dot = position + name.utf8.count
    guard dot + 1 < input.count, input[dot] == UInt8(ascii: "."),
      input[dot + 1] >= UInt8(ascii: "A"), input[dot + 1] <= UInt8(ascii: "Z")
    else { return false }
    var before = output.count - 1
    while before >= 0, output[before] == UInt8(ascii: " ") { before -= 1 }
    return before < 0 || output[before] != UInt8(ascii: ".")
  }

  /// The name of the function declared after `override` at `position` (modifiers skipped), or
  /// nil when it declares something else.
  private func overriddenFunction(after position: Int) -> String? {
    var cursor = skipHorizontalSpace(from: position)
    while let word = identifier(at: cursor) {
      cursor = skipHorizontalSpace(from: cursor + word.utf8.count)
      if word == "func" { return identifier(at: cursor) }
      guard ["open", "public", "internal", "fileprivate", "private", "final"].contains(word) else {
        return nil
      }
    }
    return nil
  }

  init(_ input: [UInt8]) {
    self.input = input
    output.reserveCapacity(input.count)
  }

  /// Scans the whole input, then deletes the lines that a deletion left blank and imports
  /// FoundationNetworking where the file names one of its types, and HeadlessUI where it names
  /// something HeadlessUI adds to Linux's Foundation (``SourcePorter/foundationGaps``).
  mutating func run() {
    scanCode(inInterpolation: false)
    dropBlankTouchedLines()
    if !optionalDefaults.isEmpty {
      if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
      output.append(
        contentsOf: Array(
          ("\n// The defaults of optional requirements (docs/PORTING.md).\n"
            + optionalDefaults.joined()).utf8))
    }
    if namesNetworkingType { importNetworking() }
    if namesNetworkingGap,
      !String(decoding: output, as: UTF8.self).contains("import HeadlessNetworking")
    {
      insertAfterImports(["import HeadlessNetworking"])
      report.networkingImports += 1
    }
    if (namesFoundationGap || (namesCoreFoundationType && !importsCoreFoundation))
      && !importsHeadlessUI
    {
      importHeadlessUI()
    }
  }

  /// Whether the code (not a comment or string) names a type Linux keeps in FoundationNetworking.
  private var namesNetworkingType = false
  /// Whether the code names something HeadlessUI adds to Linux's Foundation.
  private var namesFoundationGap = false
  /// Whether the code names something HeadlessNetworking adds to Linux's URL loading.
  private var namesNetworkingGap = false
  /// Whether the file names a CoreFoundation type HeadlessUI gives iOS's bridging
  /// (``SourcePorter/coreFoundationTypes``); a file that imports CoreFoundation itself uses
  /// Linux's, as its author did.
  private var namesCoreFoundationType = false
  private var importsCoreFoundation = false

  /// Inserts the FoundationNetworking import after the file's imports.
  private mutating func importNetworking() {
    let text = String(decoding: output, as: UTF8.self)
    if text.contains("import FoundationNetworking") { return }
    insertAfterImports([
      "#if canImport(FoundationNetworking)", "  import FoundationNetworking", "#endif",
    ])
    report.networkingImports += 1
  }

  /// Inserts `import HeadlessUI` after the file's imports.
  private mutating func importHeadlessUI() {
    insertAfterImports(["import HeadlessUI"])
    report.foundationGapImports += 1
  }

  /// Inserts `block` after the file's last import that every platform compiles: an import
  /// outside `#if`, or the `#endif` of a block with imports (inside one, the block would be
  /// compiled only where that branch is); at the top when there is none.
  private mutating func insertAfterImports(_ block: [String]) {
    let text = String(decoding: output, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var depth = 0
    var importInBlock = false
    var insertion: Int?
    for (index, line) in lines.enumerated() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      let first = words.first.map(String.init) ?? ""
      if first == "#if" {
        depth += 1
      } else if first == "#endif" {
        depth = max(0, depth - 1)
        if depth == 0 && importInBlock {
          insertion = index + 1
          importInBlock = false
        }
      } else if first == "import" || (first.hasPrefix("@") && words.dropFirst().first == "import") {
        if depth == 0 { insertion = index + 1 } else { importInBlock = true }
      }
    }
    lines.insert(contentsOf: block, at: insertion ?? 0)
    output = Array(lines.joined(separator: "\n").utf8)
  }

  // MARK: Code

  private mutating func scanCode(inInterpolation: Bool) {
    var depth = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case UInt8(ascii: "/"):
        if peek(1) == UInt8(ascii: "/") {
          copyLineComment()
        } else if peek(1) == UInt8(ascii: "*") {
          copyBlockComment()
        } else {
          copy(1)
        }
      case UInt8(ascii: "\""):
        copyString(pounds: 0)
      case UInt8(ascii: "#"):
        let pounds = run(of: UInt8(ascii: "#"), from: index)
        if peek(pounds) == UInt8(ascii: "\"") {
          copyString(pounds: pounds)
        } else if pounds == 1, identifier(at: index + 1) == "selector" {
          rewriteSelector()
        } else if pounds == 1, let directive = identifier(at: index + 1),
          directive == "if" || directive == "elseif"
        {
          rewriteCondition(directive)
        } else if pounds == 1, let directive = identifier(at: index + 1),
          directive == "else" || directive == "endif"
        {
          if directive == "endif" {
            _ = conditionFrames.popLast()
          } else if var frame = conditionFrames.popLast() {
            frame.prior += frame.current.map { [$0] } ?? []
            frame.current = nil
            conditionFrames.append(frame)
          }
          copy(1 + directive.utf8.count)
        } else {
          copy(1)
        }
      case UInt8(ascii: "@"):
        rewriteAttribute()
      case UInt8(ascii: "{"):
        if var pending = pendingType {
          pending.depth = braceDepth
          typeStack.append(pending)
          pendingType = nil
        }
        braceDepth += 1
        copy(1)
      case UInt8(ascii: "}"):
        braceDepth -= 1
        if let last = typeStack.last, last.depth == braceDepth {
          if last.keyword == "class" {
            if Self.needsRegistrationInitializer(last) { addRegistrationInitializer() }
            classBodyEnds[last.path] = output.count
          }
          typeStack.removeLast()
        }
        copy(1)
        if let pending = pendingOverride, braceDepth == pending.depth {
          extensionOverrides.append(
            ExtensionOverride(
              path: pending.path, range: pending.start..<endOfLine(from: output.count),
              access: pending.access))
          pendingOverride = nil
        }
      case UInt8(ascii: "("):
        depth += 1
        copy(1)
      case UInt8(ascii: ")"):
        if inInterpolation && depth == 0 { return }
        depth -= 1
        copy(1)
      default:
        if Self.isIdentifierStart(byte) {
          rewriteIdentifier()
        } else {
          copy(1)
        }
      }
    }
  }

  private mutating func rewriteIdentifier() {
    let name = identifier(at: index) ?? ""
    switch name {
    case "import":
      rewriteImport()
    case "isEqual":
      if !rewriteIsEqual() { copy(name.utf8.count) }
    case "optional" where rewriteOptionalRequirement():
      break
    case _
    where optionalMethods.contains(name) && output.last == UInt8(ascii: ".")
      && peek(name.utf8.count) == UInt8(ascii: "?")
      && peek(name.utf8.count + 1) == UInt8(ascii: "("):
      // `delegate?.didMove?(x)`: the requirement is no longer optional.
      copy(name.utf8.count)
      index += 1
    case "as" where isStringWrapperAsCFString():
      // `RunLoop.Mode.common as CFString`: a string wrapper bridges to `CFString` on iOS
      // (through `NSString`); HeadlessUI's `CFString` is `String`, the wrapper's raw value.
      while let last = output.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
        output.removeLast()
      }
      output.append(contentsOf: Array(".rawValue ".utf8))
      copy(name.utf8.count)
      report.stringWrapperBridges += 1
    case "window" where isDoublyOptionalWindow():
      // `UIApplication.shared.delegate?.window??`: `window` is an optional requirement of
      // `UIApplicationDelegate` on iOS, so read through the protocol it is optional twice;
      // HeadlessUI's is a plain requirement, optional once.
      copy(name.utf8.count + 1)
      index += 1
      report.optionalPropertyReads += 1
    case _
    where SwiftVersionNames.swift3AttributeKeys[name] != nil && output.last != UInt8(ascii: "."):
      // `NSFontAttributeName`: a Swift 3 name no Xcode builds today, respelled as the migrator
      // did (`NSAttributedString.Key.font`).
      output.append(contentsOf: Array(SwiftVersionNames.swift3AttributeKeys[name]!.utf8))
      index += name.utf8.count
      report.swift3AttributeKeys += 1
      namesFoundationGap = true  // the keys are HeadlessUI's
    case "class" where inValueTypeExtension && isClassMemberModifier(after: index + 5):
      // `class func` / `class var` in an extension of a type HeadlessUI makes a value type.
      output.append(contentsOf: Array("static".utf8))
      index += 5
      report.valueTypeMembers += 1
    case "convenience" where inValueTypeExtension && isDynamicModifier(after: index + 11),
      "final" where inValueTypeExtension && isDynamicModifier(after: index + 5):
      let end = skipHorizontalSpace(from: index + name.utf8.count)
      delete(upTo: end)
      report.valueTypeMembers += 1
    case "protocol" where objCProtocolPending:
      objCProtocolPending = false
      noteTypeDeclaration(keyword: name)
      copyClassBoundProtocolHead()
    case "class", "struct", "enum", "extension", "actor", "protocol":
      noteTypeDeclaration(keyword: name)
      copy(name.utf8.count)
    case "init":
      noteInitializer()
      copy(name.utf8.count)
    case "override":
      if pendingOverride == nil, let type = typeStack.last, type.keyword == "extension",
        braceDepth == type.depth + 1
      {
        var access: Access?
        if let word = type.access,
          currentLineWords().allSatisfy({ !Self.accessWords.contains($0) }),
          !modifiersAfterOverride().contains(where: Self.accessWords.contains)
        {
          // A member of `private extension` is file-private, not private to the class body.
          access = Access(offset: output.count, word: word == "private" ? "fileprivate" : word)
        }
        pendingOverride = (type.path, memberStart(), braceDepth, access)
      } else if let type = typeStack.last, type.keyword == "class",
        braceDepth == type.depth + 1, let method = overriddenFunction(after: index + 8),
        extensionObjCMethods.contains(method) || SourcePorter.runtimeMethods.contains(method)
      {
        // The method it overrides is an `@objc` member of an extension of an imported class:
        // overridable through the Objective-C runtime on iOS; Swift allows neither the override
        // nor a method of the same name, so this one is renamed and the extension's answers.
        delete(upTo: skipHorizontalSpace(from: index + name.utf8.count))
        var cursor = index
        while let word = identifier(at: cursor), word != method {
          cursor = skipHorizontalSpace(from: cursor + word.utf8.count)
        }
        copy(cursor - index)
        output.append(contentsOf: Array("overriddenOnIOS_".utf8))
        if SourcePorter.runtimeMethods.contains(method) {
          report.runtimeOverrides += 1
        } else {
          report.extensionMethodOverrides += 1
        }
        return
      }
      copy(name.utf8.count)
    case _ where SourcePorter.swift4Overridables[name] != nil && rewriteSwift4Override(name):
      break
    case "Bundle" where isMainBundle(after: index + name.utf8.count):
      // `Bundle.main` → `Bundle.launchedMain`: the launched app's bundle while its code runs.
      copy(name.utf8.count + 1)
      output.append(contentsOf: Array("launchedMain".utf8))
      index += "main".utf8.count
      report.mainBundles += 1
      namesFoundationGap = true  // `launchedMain` is HeadlessUI's
    case "type" where classDescriptionCall() != nil:
      // `type(of: x).description()` → `String(reflecting: type(of: x))`: the Objective-C class
      // method `+description` (the class's qualified name), which Swift reaches through
      // AnyObject's dynamic lookup only with the Objective-C runtime.
      let (close, end) = classDescriptionCall()!
      output.append(contentsOf: Array("String(reflecting: ".utf8))
      copy(close + 1 - index)
      output.append(UInt8(ascii: ")"))
      index = end
      report.classDescriptions += 1
    case "dynamic" where isDynamicModifier(after: index + name.utf8.count):
      let end = skipHorizontalSpace(from: index + name.utf8.count)
      delete(upTo: end)
      report.dynamicModifiers += 1
    case _
    where SourcePorter.qualifyingModules.contains(name) && isModuleQualifier(at: index, name):
      // `CoreImage.CIColor`, `UIKit.UIView`: the module's name qualifies a type; it is renamed
      // as its import is.
      output.append(contentsOf: Array((SourcePorter.moduleRenames[name] ?? name).utf8))
      index += name.utf8.count
      report.imports += 1
    default:
      if SourcePorter.networkingTypes.contains(name) { namesNetworkingType = true }
      if SourcePorter.foundationGaps.contains(name), name != "Selector" || !declaresOwnSelector {
        namesFoundationGap = true
      }
      if SourcePorter.isSecurityName(name) { namesFoundationGap = true }
      if SourcePorter.networkingGaps.contains(name) { namesNetworkingGap = true }
      if SourcePorter.coreFoundationTypes.contains(name) { namesCoreFoundationType = true }
      copy(max(1, name.utf8.count))
    }
  }

  /// `import [kind] Module[.Sub…]`: the module renamed (a UIKit or Hero submodule becomes the
  /// whole replacement module, unless a kind import names a declaration in it).
  private mutating func rewriteImport() {
    copy("import".utf8.count)
    var cursor = skipHorizontalSpace(from: index)
    var isKindImport = false
    if let kind = identifier(at: cursor), Self.importKinds.contains(kind) {
      isKindImport = true
      cursor = skipHorizontalSpace(from: cursor + kind.utf8.count)
    }
    if identifier(at: cursor) == "CoreFoundation" { importsCoreFoundation = true }
    guard let module = identifier(at: cursor), let renamed = SourcePorter.moduleRenames[module]
    else { return }
    copy(cursor - index)
    var end = cursor + module.utf8.count
    if !isKindImport {
      // `UIKit.UIGestureRecognizerSubclass` → `HeadlessUI`.
      while end < input.count, input[end] == UInt8(ascii: "."),
        let part = identifier(at: end + 1)
      {
        end += 1 + part.utf8.count
      }
    }
    output.append(contentsOf: Array(renamed.utf8))
    index = end
    report.imports += 1
    if renamed == "HeadlessUI" { importsHeadlessUI = true }
  }

  /// Whether an import so far became `import HeadlessUI` (then nothing needs importing it).
  private var importsHeadlessUI = false

  /// `#if` / `#elseif` and its condition, to the end of the line or a comment, with each
  /// platform test of ``SourcePorter/platformConditions`` replaced (spaces inside the parentheses
  /// allowed).
  private mutating func rewriteCondition(_ directive: String) {
    copy(1 + directive.utf8.count)
    let conditionStart = output.count
    defer {
      let condition = String(decoding: output[conditionStart...], as: UTF8.self)
        .trimmingWhitespace()
      if directive == "if" {
        conditionFrames.append(ConditionFrame(current: condition))
      } else if var frame = conditionFrames.popLast() {
        frame.prior += frame.current.map { [$0] } ?? []
        frame.current = condition
        conditionFrames.append(frame)
      }
    }
    var end = index
    while end < input.count, input[end] != UInt8(ascii: "\n"),
      !(input[end] == UInt8(ascii: "/") && end + 1 < input.count
        && (input[end + 1] == UInt8(ascii: "/") || input[end + 1] == UInt8(ascii: "*")))
    {
      end += 1
    }
    while index < end {
      guard let name = identifier(at: index), name != "" else {
        copy(1)
        continue
      }
      let open = skipHorizontalSpace(from: index + name.utf8.count)
      if ["os", "canImport", "targetEnvironment"].contains(name), open < end,
        input[open] == UInt8(ascii: "("), let close = matchingParen(from: open), close < end
      {
        let argument = String(decoding: input[(open + 1)..<close], as: UTF8.self)
          .trimmingWhitespace()
        if !keepsPlatformConditions,
          let replacement = SourcePorter.platformConditions["\(name)(\(argument))"]
        {
          output.append(contentsOf: Array(replacement.utf8))
          index = close + 1
          report.conditions += 1
          continue
        }
      }
      copy(name.utf8.count)
    }
  }

  /// `#selector(X)` → `X` (trimmed), except the getter/setter forms.
  private mutating func rewriteSelector() {
    let open = skipWhitespace(from: index + "#selector".utf8.count)
    guard peek(open - index) == UInt8(ascii: "("), let close = matchingParen(from: open) else {
      copy(1)
      return
    }
    let inner = String(decoding: input[(open + 1)..<close], as: UTF8.self)
    let trimmed = inner.trimmingWhitespace()
    if trimmed.hasPrefix("getter:") || trimmed.hasPrefix("setter:") {
      report.propertySelectorsLeft += 1
      copy(close + 1 - index)
      return
    }
    // A selector compared (`selector == #selector(x)`, `case #selector(x):`) is a name: two
    // methods cannot be compared, two names can.
    if Self.isCompared(written: output, following: input[(close + 1)...]) {
      let name = trimmed.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      output.append(contentsOf: Array("Selector(named: \"\(name)\")".utf8))
      index = close + 1
      report.selectors += 1
      return
    }
    let method = Self.unappliedMethod(trimmed)
    let wrap =
      Self.isInLiteral(output) || Self.callee(of: output).map(selectorTakers.contains) == true
      || Self.followsAssignment(output)
    let value = wrap ? "Selector(\(method))" : method
    output.append(contentsOf: Array(value.utf8))
    index = close + 1
    report.selectors += 1
  }

  /// `receiver.isEqual(x)` → `objectIsEqual(receiver)(x)`: Objective-C's `-isEqual:`, which
  /// iOS code calls on `AnyObject` through dynamic lookup (Alamofire's public keys, AcknowList's
  /// objects) — Linux has no such lookup; HeadlessUI's `objectIsEqual` asks an `NSObject` and
  /// compares anything else by identity. Only for a receiver that is a plain name or chain of
  /// names (`key`, `self.key`) and an unlabelled argument; false (nothing written) otherwise.
  /// A Swift 4 spelling of an overridable UIKit member (``SourcePorter/swift4Overridables``)
  /// in an `override` declaration or after `super.`, respelled; false (nothing written)
  /// elsewhere — a call elsewhere reaches HeadlessUI's forwarding declaration.
  private mutating func rewriteSwift4Override(_ name: String) -> Bool {
    guard let entry = SourcePorter.swift4Overridables[name] else { return false }
    let afterSuper = output.suffix(6).elementsEqual(Array("super.".utf8))
    let words = currentLineWords()
    let declaring =
      words.contains("override")
      && (words.last == "func" || words.last == "var")
    guard afterSuper || declaring else { return false }
    var cursor = index + name.utf8.count
    if let label = entry.label, let newLabel = entry.newLabel {
      guard peek(cursor - index) == UInt8(ascii: "(") else { return false }
      let start = skipWhitespace(from: cursor + 1)
      guard identifier(at: start) == label else { return false }
      output.append(contentsOf: Array(entry.name.utf8))
      index = cursor
      copy(start - index)
      output.append(contentsOf: Array(newLabel.utf8))
      cursor = start + label.utf8.count
      // `func didMove(toParentViewController: UIViewController?)`: the label was also the
      // parameter's name, which the body still uses.
      if declaring, peek(skipHorizontalSpace(from: cursor) - index) == UInt8(ascii: ":") {
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: Array(label.utf8))
      }
      index = cursor
    } else {
      output.append(contentsOf: Array(entry.name.utf8))
      index = cursor
    }
    report.swift4Overrides += 1
    return true
  }

  /// Whether the `as` at `index` coerces a constant of a string wrapper HeadlessUI or
  /// Foundation declares (`RunLoop.Mode.common`, `Notification.Name.X`,
  /// `NSAttributedString.Key.font`, and their Swift 4 spellings) to `CFString`.
  private func isStringWrapperAsCFString() -> Bool {
    let after = skipHorizontalSpace(from: index + 2)
    guard identifier(at: after) == "CFString",
      let before = String(bytes: output.suffix(64), encoding: .utf8)
    else { return false }
    return before.range(
      of:
        #"(RunLoop\.Mode|RunLoopMode|Notification\.Name|NSAttributedString\.Key|NSAttributedStringKey)\.[A-Za-z_][A-Za-z0-9_]*\s*$"#,
      options: .regularExpression) != nil
  }

  /// Whether the `window` at `index` is read through an application delegate (`delegate?.` or
  /// `delegate!.` before it) and unwrapped twice after it (`??` or `!!`).
  private func isDoublyOptionalWindow() -> Bool {
    let before = output.suffix(10)
    guard
      before.elementsEqual(Array("delegate?.".utf8))
        || before.elementsEqual(Array("delegate!.".utf8)),
      let first = peek(6), first == UInt8(ascii: "?") || first == UInt8(ascii: "!")
    else { return false }
    return peek(7) == first
  }

  private mutating func rewriteIsEqual() -> Bool {
    let open = index + "isEqual".utf8.count
    guard output.last == UInt8(ascii: "."), peek(open - index) == UInt8(ascii: "(") else {
      return false
    }
    // An argument label (`isEqual(to:)`) is another method.
    let argument = skipWhitespace(from: open + 1)
    if let label = identifier(at: argument),
      peek(skipHorizontalSpace(from: argument + label.utf8.count) - index) == UInt8(ascii: ":")
    {
      return false
    }
    let dot = output.count - 1
    var start = dot
    while start > 0,
      Self.isIdentifierByte(output[start - 1]) || output[start - 1] == UInt8(ascii: ".")
    {
      start -= 1
    }
    let receiver = Array(output[start..<dot])
    guard let first = receiver.first, Self.isIdentifierStart(first),
      receiver.last != UInt8(ascii: "."),
      !receiver.starts(with: Array("super".utf8))
    else { return false }
    if start > 0,
      [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]")]
        .contains(output[start - 1])
    {
      return false
    }
    output.removeLast(output.count - start)
    output.append(contentsOf: Array("objectIsEqual(".utf8))
    output.append(contentsOf: receiver)
    output.append(UInt8(ascii: ")"))
    index = open
    namesFoundationGap = true  // `objectIsEqual` is HeadlessUI's
    return true
  }

  /// Whether a `#selector` between `written` and `following` is compared: an operand of `==` or
  /// `!=`, or a `case` pattern (`case #selector(a), #selector(b):`).
  static func isCompared(written: [UInt8], following: ArraySlice<UInt8>) -> Bool {
    var cursor = written.count - 1
    while cursor >= 0, written[cursor] == UInt8(ascii: " ") || written[cursor] == UInt8(ascii: "\t")
    {
      cursor -= 1
    }
    if cursor >= 1, written[cursor] == UInt8(ascii: "="),
      [UInt8(ascii: "="), UInt8(ascii: "!")].contains(written[cursor - 1])
    {
      return true
    }
    let before = written[..<(cursor + 1)]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let line = String(decoding: before[lineStart...], as: UTF8.self).trimmingWhitespace()
    if line == "case" || (line.hasPrefix("case ") && line.hasSuffix(",")) { return true }
    let next = following.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.prefix(2)
    return Array(next) == Array("==".utf8) || Array(next) == Array("!=".utf8)
  }

  /// Whether what comes next in `written` is the value of an assignment (`item.action = `): a
  /// property of type `Selector` takes the `Selector(…)` the port writes, not a method.
  /// A declaration's initial value (`let action = `) stays the method, as before.
  static func followsAssignment(_ written: [UInt8]) -> Bool {
    var cursor = written.count - 1
    while cursor >= 0, written[cursor] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor >= 1, written[cursor] == UInt8(ascii: "=") else { return false }
    let before = written[cursor - 1]
    guard
      ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")]
        .contains(before)
    else { return false }
    let lineStart = (written[..<cursor].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let words = String(decoding: written[lineStart..<cursor], as: UTF8.self)
      .split(separator: " ")
    return !words.contains { $0 == "let" || $0 == "var" }
  }

  /// The position of the innermost bracket (`(` or `[`) left open at the end of `written`;
  /// nil when a brace (`{` or `}`) comes first — a body or closure, outside any expression.
  /// Looks back at most 4 KB, across balanced brackets.
  static func openBracket(in written: [UInt8]) -> Int? {
    var depth = 0
    var cursor = written.count - 1
    let floor = max(0, written.count - 4096)
    while cursor >= floor {
      switch written[cursor] {
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
      case UInt8(ascii: "{"), UInt8(ascii: "}"):
        if depth == 0 { return nil }
      case UInt8(ascii: "("), UInt8(ascii: "["):
        if depth == 0 { return cursor }
        depth -= 1
      default: break
      }
      cursor -= 1
    }
    return nil
  }

  /// Whether what comes next in `written` is an element of an array, dictionary or tuple
  /// literal (`[(name, #selector(x))]`): there the method reference is not converted to the
  /// `Selector` the literal's declared type wants, so the port writes `Selector(Self.x)`. A
  /// call's argument (`addTarget(self, action: #selector(x))`, an overload takes the method)
  /// and an assignment stay bare.
  static func isInLiteral(_ written: [UInt8]) -> Bool {
    guard let open = openBracket(in: written) else { return false }
    return written[open] == UInt8(ascii: "[") || !isCallParenthesis(written, at: open)
  }

  /// The name of the function whose argument list what comes next in `written` is in
  /// (`compatibleDisplayLink` in `compatibleDisplayLink(target: t, selector: `); nil outside a
  /// call.
  static func callee(of written: [UInt8]) -> String? {
    guard let open = openBracket(in: written), written[open] == UInt8(ascii: "(") else {
      return nil
    }
    var end = open - 1
    while end >= 0, written[end] == UInt8(ascii: " ") { end -= 1 }
    var start = end
    while start >= 0, isWordByte(written[start]) { start -= 1 }
    return start < end ? String(decoding: written[(start + 1)...end], as: UTF8.self) : nil
  }

  /// Whether the `(` at `position` opens a call's arguments (it follows a name, `)`, `]`, `>`,
  /// `?` or `!`) or an interpolation (`\(`) rather than a tuple.
  private static func isCallParenthesis(_ written: [UInt8], at position: Int) -> Bool {
    var cursor = position - 1
    while cursor >= 0, written[cursor] == UInt8(ascii: " ") || written[cursor] == UInt8(ascii: "\t")
    {
      cursor -= 1
    }
    guard cursor >= 0 else { return false }
    let byte = written[cursor]
    // `\(` opens a string interpolation: an expression, not a tuple.
    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "\\")
    {
      return true
    }
    guard isWordByte(byte) else { return false }
    var start = cursor
    while start > 0, Self.isWordByte(written[start - 1]) { start -= 1 }
    let word = String(decoding: written[start...cursor], as: UTF8.self)
    return !["return", "in", "case", "where", "throw", "await", "try", "is", "as"].contains(word)
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// The method reference a selector's method names, unapplied where the port can say so:
  /// `handlePan(_:)` and `self.handlePan(_:)` → `Self.handlePan(_:)`; a type-qualified name
  /// (`ViewController.handlePan(_:)`) is unapplied already; another receiver (`model.refresh`)
  /// stays bound to it. An unapplied method takes its target beside it, which UIKit holds
  /// weakly; a bound one would hold its receiver for as long as the action is kept.
  static func unappliedMethod(_ method: String) -> String {
    let name = method.prefix { $0 != "(" }
    guard let dot = name.firstIndex(of: ".") else { return "Self." + method }
    if String(name[..<dot]).trimmingWhitespace() == "self" {
      return "Self." + String(method[method.index(after: dot)...]).trimmingWhitespace()
    }
    return method
  }

  /// Deletes the attributes of the contract (with `@objc(name)`'s argument) and the spaces
  /// after them; copies any other attribute.
  private mutating func rewriteAttribute() {
    if identifier(at: index + 1) == "NSManaged", rewriteManaged() { return }
    guard let name = identifier(at: index + 1), SourcePorter.deletedAttributes.contains(name)
    else {
      copy(1)
      return
    }
    var end = index + 1 + name.utf8.count
    if name == "objc", end < input.count, input[end] == UInt8(ascii: "("),
      let close = matchingParen(from: end)
    {
      end = close + 1
    }
    delete(upTo: skipHorizontalSpace(from: end))
    report.attributes += 1
    if name == "objc" { objCProtocolPending = declaresProtocol(from: index) }
    switch name {
    case "IBOutlet": recordMember(.outlet)
    case "IBAction": recordMember(.action)
    case "IBInspectable": recordMember(.inspectable)
    default: break
    }
  }

  /// `optional func f(…)` in a protocol, its result `Void`: `optional` deleted, and a default
  /// that does nothing (an extension of the protocol, written after the file's last line) —
  /// what calling an unimplemented optional requirement does on iOS. False (nothing consumed)
  /// outside a protocol's body and for a requirement with a result or a property, which stay.
  private mutating func rewriteOptionalRequirement() -> Bool {
    guard let type = typeStack.last, type.keyword == "protocol", braceDepth == type.depth + 1
    else { return false }
    let funcStart = skipWhitespace(from: index + "optional".utf8.count)
    guard identifier(at: funcStart) == "func",
      let signature = Self.voidSignature(in: input, from: funcStart)
    else { return false }
    delete(upTo: funcStart)
    let access = type.access.map { $0 == "open" ? "public " : $0 + " " } ?? ""
    optionalDefaults.append(
      "extension \(type.path.joined(separator: ".")) {\n  \(access)\(signature) {}\n}\n")
    report.optionalRequirements += 1
    return true
  }

  /// `func name(parameters)` from `start` when nothing but `throws`, `rethrows`, `async`,
  /// `-> Void` or `-> ()` follows it on its line (a `Void` requirement); nil otherwise.
  static func voidSignature(in input: [UInt8], from start: Int) -> String? {
    guard let open = input[start...].firstIndex(of: UInt8(ascii: "(")) else { return nil }
    var depth = 0
    var close: Int?
    for position in open..<input.count {
      if input[position] == UInt8(ascii: "(") { depth += 1 }
      if input[position] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          close = position
          break
        }
      }
    }
    guard let close else { return nil }
    let lineEnd = input[close...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
    var rest = String(decoding: input[(close + 1)..<lineEnd], as: UTF8.self)
    if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
    let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" }).map(
      String.init)
    let allowed: Set<String> = ["throws", "rethrows", "async", "->", "Void", "()"]
    guard words.allSatisfy(allowed.contains),
      !words.contains("->") || words.contains("Void") || words.contains("()")
    else { return nil }
    let signature = String(decoding: input[start...close], as: UTF8.self)
    let effects = words.filter { ["throws", "rethrows", "async"].contains($0) }
    return ([signature] + effects).joined(separator: " ")
  }

  /// The modifiers between the `override` at ``index`` and its declaration's keyword
  /// (`override public var`: `public`), which a member moved into a class body keeps.
  private func modifiersAfterOverride() -> [String] {
    var words: [String] = []
    var cursor = skipHorizontalSpace(from: index + "override".utf8.count)
    while let word = identifier(at: cursor),
      !["var", "let", "func", "init", "subscript", "class", "static"].contains(word)
    {
      words.append(word)
      cursor = skipHorizontalSpace(from: cursor + word.utf8.count)
    }
    return words
  }

  /// Whether the declaration at `position` (after an attribute) is a protocol: modifiers, then
  /// `protocol`.
  private func declaresProtocol(from position: Int) -> Bool {
    var cursor = skipWhitespace(from: position)
    while let word = identifier(at: cursor) {
      if word == "protocol" { return true }
      guard ["public", "open", "internal", "fileprivate", "private"].contains(word) else {
        return false
      }
      cursor = skipWhitespace(from: cursor + word.utf8.count)
    }
    return false
  }

  /// `protocol P` of an `@objc protocol`, copied with `AnyObject` added to what it inherits: an
  /// Objective-C protocol is class-bound (a `weak var delegate: P?` needs it), a Swift one is
  /// not. Left as it is when it already inherits `AnyObject`, `class` or `NSObjectProtocol`.
  private mutating func copyClassBoundProtocolHead() {
    copy("protocol".utf8.count)
    let nameStart = skipWhitespace(from: index)
    guard let name = identifier(at: nameStart) else { return }
    copy(nameStart + name.utf8.count - index)
    let brace = input[index...].firstIndex(of: UInt8(ascii: "{")) ?? input.count
    let head = String(decoding: input[index..<brace], as: UTF8.self)
    let inherited = head.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    if inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
      return
    }
    let colon = skipHorizontalSpace(from: index)
    if colon < input.count, input[colon] == UInt8(ascii: ":") {
      copy(colon + 1 - index)
      output.append(contentsOf: Array(" AnyObject,".utf8))
    } else {
      output.append(contentsOf: Array(": AnyObject".utf8))
    }
  }

  /// `@NSManaged` and the declaration after it on its line, ported (``ManagedMembers``);
  /// false (nothing consumed) when the declaration is not a form the port knows.
  private mutating func rewriteManaged() -> Bool {
    let start = skipHorizontalSpace(from: index + 1 + "NSManaged".utf8.count)
    var end = start
    while end < input.count, input[end] != UInt8(ascii: "\n") { end += 1 }
    guard let declaration = String(bytes: input[start..<end], encoding: .utf8),
      let ported = ManagedMembers.port(declaration)
    else { return false }
    output.append(contentsOf: Array(ported.utf8))
    touchedLines.insert(outputLine)
    index = end
    report.attributes += 1
    return true
  }

  // MARK: Interface Builder members

  /// After `class`, `struct`, `enum`, `extension`, `actor` or `protocol` at ``index``: when it
  /// declares a type (not `class func`), the type's path becomes pending until its `{`.
  private mutating func noteTypeDeclaration(keyword: String) {
    var cursor = skipWhitespace(from: index + keyword.utf8.count)
    guard let first = identifier(at: cursor), !Self.declarationWords.contains(first),
      !Self.typeKeywordsThatAreNotNames.contains(first)
    else { return }
    var path = [first]
    cursor += first.utf8.count
    if keyword == "extension" {
      while cursor < input.count, input[cursor] == UInt8(ascii: "."),
        let part = identifier(at: cursor + 1)
      {
        path.append(part)
        cursor += 1 + part.utf8.count
      }
    } else if let enclosing = typeStack.last {
      path = enclosing.path + path
    }
    let isGeneric = cursor < input.count && input[cursor] == UInt8(ascii: "<")
    var superclass: String?
    if keyword == "class" {
      var after = cursor
      if isGeneric, let close = input[cursor...].firstIndex(of: UInt8(ascii: ">")) {
        after = close + 1
      }
      after = skipWhitespace(from: after)
      if after < input.count, input[after] == UInt8(ascii: ":") {
        var name = identifier(at: skipWhitespace(from: after + 1))
        var position = skipWhitespace(from: after + 1) + (name?.utf8.count ?? 0)
        while position < input.count, input[position] == UInt8(ascii: "."),
          let part = identifier(at: position + 1)
        {
          name = part
          position += 1 + part.utf8.count
        }
        superclass = name
      }
    }
    pendingType = TypeScope(
      path: path, isGeneric: isGeneric || (typeStack.last?.isGeneric ?? false), keyword: keyword,
      superclass: superclass,
      access: keyword == "extension" || keyword == "protocol"
        ? currentLineWords().first { Self.accessWords.contains($0) } : nil)
  }

  /// Reads the declaration after a deleted `@IBOutlet`, `@IBAction` or `@IBInspectable` (its
  /// modifiers and attributes skipped) and records it for the enclosing type.
  private mutating func recordMember(_ kind: InterfaceBuilderMember.Kind) {
    guard let type = typeStack.last, !type.isGeneric else { return }
    var cursor = skipWhitespace(from: index)
    while cursor < input.count {
      if input[cursor] == UInt8(ascii: "@") {
        guard let attribute = identifier(at: cursor + 1) else { return }
        cursor = skipWhitespace(from: skipParenthesized(from: cursor + 1 + attribute.utf8.count))
        continue
      }
      guard let word = identifier(at: cursor) else { return }
      cursor += word.utf8.count
      switch word {
      case "var", "let":
        cursor = skipWhitespace(from: cursor)
        guard let name = identifier(at: cursor) else { return }
        members.append(
          InterfaceBuilderMember(
            kind: kind, typePath: type.path, name: name,
            conditions: conditionFrames.map(\.selecting)))
        return
      case "func":
        cursor = skipWhitespace(from: cursor)
        guard let name = identifier(at: cursor) else { return }
        cursor = skipWhitespace(from: cursor + name.utf8.count)
        guard cursor < input.count, input[cursor] == UInt8(ascii: "("),
          let close = matchingParen(from: cursor)
        else { return }
        let parameters = String(decoding: input[(cursor + 1)..<close], as: UTF8.self)
        members.append(
          InterfaceBuilderMember(
            kind: kind, typePath: type.path, name: name,
            labels: Self.parameterLabels(parameters), conditions: conditionFrames.map(\.selecting)))
        return
      default:
        cursor = skipWhitespace(from: skipParenthesized(from: cursor))
      }
    }
  }

  /// After `init` at ``index``, in a class body: notes which initializer the class declares by
  /// its first argument label (`init?(coder:)` → `coder`, `init(frame:)` → `frame`).
  private mutating func noteInitializer() {
    guard let last = typeStack.indices.last, typeStack[last].keyword == "class",
      braceDepth == typeStack[last].depth + 1
    else { return }
    var cursor = index + 4
    if cursor < input.count,
      input[cursor] == UInt8(ascii: "?") || input[cursor] == UInt8(ascii: "!")
    {
      cursor += 1
    }
    guard cursor < input.count, input[cursor] == UInt8(ascii: "(") else { return }
    if let label = identifier(at: skipWhitespace(from: cursor + 1)) {
      typeStack[last].initializers.insert(label)
    }
  }

  /// Whether a class is a cell or a reusable view (its superclass's name ends in `Cell`,
  /// `ReusableView` or `HeaderFooterView`) that declares
  /// `init?(coder:)` and neither `init(frame:)` nor `init(style:reuseIdentifier:)`: it inherits
  /// none of the initializers HeadlessUI's cells need to be made for a registered class, so
  /// Swift requires it to provide `init(registeredFor:)` (on iOS, `initWithFrame:` is found at
  /// run time instead).
  static func needsRegistrationInitializer(_ scope: TypeScope) -> Bool {
    guard let superclass = scope.superclass, !scope.isGeneric,
      ["Cell", "ReusableView", "HeaderFooterView"].contains(where: superclass.hasSuffix)
    else {
      return false
    }
    let declared = scope.initializers
    return declared.contains("coder") && !declared.contains("frame") && !declared.contains("style")
      && !declared.contains("registeredFor")
  }

  /// Writes `init(registeredFor:)` before the class's closing brace (at ``index``), made with
  /// the class's own `init?(coder:)`.
  private mutating func addRegistrationInitializer() {
    let lineStart = (output.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let indent =
      output[lineStart...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      ? String(decoding: output[lineStart...], as: UTF8.self) : ""
    if !indent.isEmpty || lineStart == output.count { output.removeSubrange(lineStart...) }
    let inner = indent + "  "
    let text =
      "\n"
      + "\(inner)// Added by the port: a cell made by init(coder:) only can also be registered.\n"
      + "\(inner)required convenience init(registeredFor reuseIdentifier: String) {\n"
      + "\(inner)  self.init(coder: NSCoder())!\n"
      + "\(inner)}\n"
      + indent
    output.append(contentsOf: Array(text.utf8))
    outputLine += 5
    report.registrationInitializers += 1
  }

  /// The words written so far on the current output line (split at spaces and tabs).
  private func currentLineWords() -> [String] {
    let start = (output.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    return String(decoding: output[start...], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// The output offset where the member being written starts: the start of its line, moved up
  /// over the comment and attribute lines right above it.
  private func memberStart() -> Int {
    var start = (output.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    while start > 0 {
      let previousEnd = start - 1
      let previousStart = (output[..<previousEnd].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      let line = String(decoding: output[previousStart..<previousEnd], as: UTF8.self)
        .trimmingWhitespace()
      guard
        line.hasPrefix("//") || line.hasPrefix("@") || line.hasPrefix("/*") || line.hasPrefix("*")
      else { break }
      start = previousStart
    }
    return start
  }

  /// `offset` moved past the rest of its line when that is only spaces (the newline included);
  /// the input is read, since the output has not got there yet.
  private func endOfLine(from offset: Int) -> Int {
    var cursor = index
    while cursor < input.count,
      input[cursor] == UInt8(ascii: " ") || input[cursor] == UInt8(ascii: "\t")
    {
      cursor += 1
    }
    guard cursor < input.count, input[cursor] == UInt8(ascii: "\n") else { return offset }
    return offset + (cursor - index) + 1
  }

  /// At `type` (``index``): the offsets of the `)` and of the end of a
  /// `type(of: …).description()` call, or nil when this is not one (a member `.type(`, or any
  /// other use of `type(of:)`).
  private func classDescriptionCall() -> (close: Int, end: Int)? {
    let open = index + 4
    guard index == 0 || input[index - 1] != UInt8(ascii: "."), open < input.count,
      input[open] == UInt8(ascii: "("), identifier(at: skipWhitespace(from: open + 1)) == "of",
      let close = matchingParen(from: open)
    else { return nil }
    let suffix = Array(".description()".utf8)
    let end = close + 1 + suffix.count
    guard end <= input.count, Array(input[(close + 1)..<end]) == suffix else { return nil }
    return (close, end)
  }

  /// Past a `(…)` group that starts at `start` (after spaces), or `start` when none does.
  private func skipParenthesized(from start: Int) -> Int {
    let open = skipHorizontalSpace(from: start)
    guard open < input.count, input[open] == UInt8(ascii: "("),
      let close = matchingParen(from: open)
    else { return start }
    return close + 1
  }

  /// The external labels of a parameter list (nil for `_`).
  static func parameterLabels(_ parameters: String) -> [String?] {
    var labels: [String?] = []
    var depth = 0
    var current = ""
    func flush() {
      let head = current.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      if let label = words.first {
        labels.append(label == "_" ? nil : String(label))
      }
      current = ""
    }
    for character in parameters {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        flush()
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingWhitespace().isEmpty { flush() }
    return labels
  }

  /// Whether `dynamic` ending at `end` is the declaration modifier: not a member
  /// (`x.dynamic`), and followed on its line by a declaration keyword, modifier or attribute.
  /// Whether `.main` (and not `.mainThing`) follows `Bundle` ending at `end`.
  private func isMainBundle(after end: Int) -> Bool {
    guard end < input.count, input[end] == UInt8(ascii: ".") else { return false }
    return identifier(at: end + 1) == "main"
  }

  /// Whether the scan is directly in the body of an extension of a type UIKit has as a class
  /// and HeadlessUI as a value type (``SourcePorter/valueTypes``).
  private var inValueTypeExtension: Bool {
    guard let type = typeStack.last, type.keyword == "extension", braceDepth == type.depth + 1,
      let name = type.path.first
    else { return false }
    return valueTypes.contains(name)
  }

  /// Whether `class` at `end`'s start is a member modifier (`class func`, `class var`, `class
  /// let`, `class subscript`, or with `final`/`override` between), not a declaration.
  private func isClassMemberModifier(after end: Int) -> Bool {
    var cursor = skipHorizontalSpace(from: end)
    while let word = identifier(at: cursor), ["final", "override", "public", "open"].contains(word)
    {
      cursor = skipHorizontalSpace(from: cursor + word.utf8.count)
    }
    guard let word = identifier(at: cursor) else { return false }
    return ["func", "var", "let", "subscript"].contains(word)
  }

  private func isDynamicModifier(after end: Int) -> Bool {
    if let previous = output.last(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
      previous == UInt8(ascii: ".")
    {
      return false
    }
    let next = skipHorizontalSpace(from: end)
    guard next > end, next < input.count else { return false }
    if input[next] == UInt8(ascii: "@") { return true }
    guard let word = identifier(at: next) else { return false }
    return Self.declarationWords.contains(word)
  }

  // MARK: Comments and strings

  private mutating func copyLineComment() {
    var end = index
    while end < input.count, input[end] != UInt8(ascii: "\n") { end += 1 }
    copy(end - index)
  }

  private mutating func copyBlockComment() {
    var depth = 0
    var end = index
    while end < input.count {
      if input[end] == UInt8(ascii: "/"), end + 1 < input.count,
        input[end + 1] == UInt8(ascii: "*")
      {
        depth += 1
        end += 2
      } else if input[end] == UInt8(ascii: "*"), end + 1 < input.count,
        input[end + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        end += 2
        if depth == 0 { break }
      } else {
        end += 1
      }
    }
    copy(end - index)
  }

  /// Copies a string literal opened at ``index`` by `pounds` `#` and a quote (or three),
  /// scanning its interpolations as code.
  private mutating func copyString(pounds: Int) {
    copy(pounds)
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let quotes = isMultiline ? 3 : 1
    copy(quotes)
    while index < input.count {
      let byte = input[index]
      if byte == UInt8(ascii: "\\"), run(of: UInt8(ascii: "#"), from: index + 1) >= pounds {
        // An escape: `\` and the string's pounds, then `(` (interpolation) or a character.
        copy(1 + pounds)
        if peek(0) == UInt8(ascii: "(") {
          copy(1)
          scanCode(inInterpolation: true)
          if peek(0) == UInt8(ascii: ")") { copy(1) }
        } else if index < input.count {
          copy(1)
        }
        continue
      }
      if byte == UInt8(ascii: "\""), closes(quotes: quotes, pounds: pounds) {
        copy(quotes + pounds)
        return
      }
      if byte == UInt8(ascii: "\n"), !isMultiline {
        return  // An unterminated single-line string: leave the rest to the code scanner.
      }
      copy(1)
    }
  }

  private func closes(quotes: Int, pounds: Int) -> Bool {
    guard index + quotes + pounds <= input.count else { return false }
    for offset in 0..<quotes where input[index + offset] != UInt8(ascii: "\"") { return false }
    for offset in 0..<pounds where input[index + quotes + offset] != UInt8(ascii: "#") {
      return false
    }
    return true
  }

  // MARK: Output

  private mutating func copy(_ count: Int) {
    let end = min(input.count, index + count)
    guard end > index else { return }
    for byte in input[index..<end] where byte == UInt8(ascii: "\n") { outputLine += 1 }
    output.append(contentsOf: input[index..<end])
    index = end
  }

  /// Skips the input up to `end` (a deletion: never a newline).
  private mutating func delete(upTo end: Int) {
    touchedLines.insert(outputLine)
    index = end
  }

  private mutating func dropBlankTouchedLines() {
    guard !touchedLines.isEmpty else { return }
    var kept: [UInt8] = []
    kept.reserveCapacity(output.count)
    var line = 0
    var start = 0
    while start <= output.count {
      var end = start
      while end < output.count, output[end] != UInt8(ascii: "\n") { end += 1 }
      let isBlank = output[start..<end].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
      let hasNewline = end < output.count
      if !(touchedLines.contains(line) && isBlank && hasNewline) {
        kept.append(contentsOf: output[start..<end])
        if hasNewline { kept.append(UInt8(ascii: "\n")) }
      }
      if !hasNewline { break }
      start = end + 1
      line += 1
    }
    output = kept
  }

  // MARK: Lexing helpers

  private func peek(_ offset: Int) -> UInt8? {
    let position = index + offset
    return position < input.count ? input[position] : nil
  }

  private func run(of byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < input.count, input[end] == byte { end += 1 }
    return end - start
  }

  private func skipHorizontalSpace(from start: Int) -> Int {
    var end = start
    while end < input.count, input[end] == UInt8(ascii: " ") || input[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return end
  }

  private func skipWhitespace(from start: Int) -> Int {
    var end = start
    while end < input.count, [9, 10, 13, 32].contains(input[end]) { end += 1 }
    return end
  }

  /// The identifier starting at `start`, if one does.
  private func identifier(at start: Int) -> String? {
    guard start < input.count, Self.isIdentifierStart(input[start]) else { return nil }
    var end = start + 1
    while end < input.count, Self.isIdentifierByte(input[end]) { end += 1 }
    return String(decoding: input[start..<end], as: UTF8.self)
  }

  /// The index of the `)` that closes the `(` at `open` (strings and comments inside are
  /// skipped by a nested scan).
  private func matchingParen(from open: Int) -> Int? {
    var probe = SourceRewriter(input)
    probe.index = open + 1
    probe.scanCode(inInterpolation: true)
    return probe.index < input.count && input[probe.index] == UInt8(ascii: ")") ? probe.index : nil
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Words after `class` (and the like) that show it is not a type declaration.
  private static let typeKeywordsThatAreNotNames: Set<String> = [
    "func", "var", "let", "subscript", "init",
  ]

  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// What may follow the `dynamic` modifier in a declaration.
  private static let declarationWords: Set<String> = [
    "var", "let", "func", "subscript", "init", "public", "private", "fileprivate", "internal",
    "package", "open", "final", "override", "static", "class", "weak", "unowned", "lazy",
    "required", "convenience", "nonisolated", "mutating", "nonmutating", "optional",
  ]
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let bytes = Array(utf8)
    let isSpace: (UInt8) -> Bool = { [9, 10, 13, 32].contains($0) }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
